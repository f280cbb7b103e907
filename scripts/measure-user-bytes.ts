// Bytes one active user adds per year, in D1 and in their own Durable Object (ADR 022, 067): a
// fresh local D1 with every migration and a few users given the benchmark's two-year history
// (scripts/bench-seed.ts: 3 meals a day, their XP and day totals), plus the rows a real meal
// write adds beside each meal; and, for each user, an object-shaped SQLite database with the
// object's migrations holding what moved there (one photo a day with its upload and AI usage).
// The SQLite page counts before and after give the bytes. It also writes those moved rows into
// D1 as an account not yet moved holds them, to compare the two layouts of the same rows.
// Run: `npm exec -- node scripts/measure-user-bytes.ts [users]` (default 4 users).
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { seedHistory } from "./bench-seed.ts";
import { d1Local } from "./d1-local.mjs";

const USERS = Number(process.argv[2] ?? 4);
const DAYS = 730; // the bench's two years
const YEARS = DAYS / 365;
/** D1's maximum database size (Cloudflare D1 limits, Workers Paid), in bytes. */
const D1_MAX_BYTES = 10 * 1000 ** 3;
/** D1's tables of the groups that moved into each user's object (worker/lib/moves/). */
const MOVED_TABLES = ["photos", "photo_parts", "upload_usage", "ai_usage", "favorites", "custom_foods", "saved_meals"];
/** D1's per-user tables of the meals group, still in D1 (the next group to move, ADR 067). */
const MEAL_TABLES = ["meals", "food_items", "day_totals", "xp_events", "user_badges", "deleted_meals", "daily_writes"];

function run(stateDir: string, args: string[]) {
  const result = d1Local(stateDir, args);
  if (result.status !== 0) throw new Error(`wrangler d1 ${args[0]} failed: ${result.stderr ?? result.error}`);
}

/** Runs SQL statements on the local D1 from a file (a command line would be too long for some). */
function runSql(stateDir: string, statements: string[]) {
  const file = join(stateDir, "measure.sql");
  writeFileSync(file, statements.join("\n"));
  run(stateDir, ["execute", "DB", "--file", file]);
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * What a logged day holds in D1 besides the seeded meals, day totals and XP, written the way the
 * app writes it: two foods per meal (worker/features/meals/log-meal.ts), and one of the three
 * meals from a photo, with its image link and its photo_analysis XP row. Ids have the length
 * real ones have, so the bytes are not undercounted.
 */
function mealCompanions(userId: string): string[] {
  const u = sqlString(userId);
  return [
    `INSERT INTO food_items (id,meal_id,position,name,protein_content,grams,portion_size,confidence,source,food_id)
       SELECT id || '_0', id, 0, 'chicken breast', round(total_protein * 0.6, 1), 150, '150 g', 0.9, 'table', 'chicken-breast'
       FROM meals WHERE user_id = ${u};`,
    `INSERT INTO food_items (id,meal_id,position,name,protein_content,grams,portion_size,confidence,source,food_id)
       SELECT id || '_1', id, 1, 'brown rice', round(total_protein * 0.4, 1), 180, '180 g', 0.8, 'table', 'brown-rice'
       FROM meals WHERE user_id = ${u};`,
    `UPDATE meals SET source = 'photo', image_url = '/api/objects/' || substr(id, 3) WHERE user_id = ${u} AND meal_type = 'lunch';`,
    `INSERT OR IGNORE INTO xp_events (user_id,reason,reference,xp,created_at)
       SELECT user_id, 'photo_analysis', id, 5, created_at FROM meals WHERE user_id = ${u} AND meal_type = 'lunch';`,
  ];
}

/** One photo a day, the day's upload and AI usage: what the user's object holds of a photo-logged lunch. */
interface PhotoDay {
  id: string;
  date: string;
  at: number;
}

const photoDays = (): PhotoDay[] =>
  Array.from({ length: DAYS }, (_, d) => {
    const at = Date.now() - d * 86_400_000 - 3_600_000;
    return { id: randomUUID(), date: new Date(at).toISOString().slice(0, 10), at };
  });

/** The same rows in D1's layout, as an account not yet moved holds them (a user id in each). */
function movedRowsInD1(userId: string, days: PhotoDay[]): string[] {
  const u = sqlString(userId);
  return days.flatMap((p) => [
    `INSERT INTO photos (id,user_id,key,status,content_type,size,uploaded_at,upload_expires_at,upload_token_hash,reserved_bytes,created_at)
       VALUES ('${p.id}', ${u}, 'photos/' || ${u} || '/${p.id}', 'stored', 'image/jpeg', 350000, ${p.at}, ${p.at + 900_000}, '${randomBytes(32).toString("hex")}', 350000, ${p.at});`,
    `INSERT INTO ai_usage (user_id,local_date,count) VALUES (${u}, '${p.date}', 1);`,
    `INSERT INTO upload_usage (user_id,local_date,slots,bytes) VALUES (${u}, '${p.date}', 1, 350000);`,
  ]);
}

interface Size {
  bytes: number;
  byTable: Map<string, number>;
}

/** Pages in use (not the free list) times the page size, per table with its indexes (dbstat). */
function measure(db: DatabaseSync): Size {
  const pageSize = Number((db.prepare("PRAGMA page_size").get() as { page_size: number }).page_size);
  const pages = Number((db.prepare("PRAGMA page_count").get() as { page_count: number }).page_count);
  const free = Number((db.prepare("PRAGMA freelist_count").get() as { freelist_count: number }).freelist_count);
  const byTable = new Map<string, number>();
  try {
    const rows = db
      .prepare(
        `SELECT coalesce(m.tbl_name, s.name) AS tbl, sum(s.pgsize) AS bytes
         FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name GROUP BY tbl`,
      )
      .all() as { tbl: string; bytes: number }[];
    for (const r of rows) byTable.set(r.tbl, Number(r.bytes));
  } catch {
    // This SQLite build has no dbstat: the totals still stand.
  }
  return { bytes: (pages - free) * pageSize, byTable };
}

const measureFile = (file: string) => {
  const db = new DatabaseSync(file);
  try {
    return measure(db);
  } finally {
    db.close();
  }
};

function sqliteFile(stateDir: string): string {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
  if (!file) throw new Error(`no local D1 database in ${dir}`);
  return join(dir, file);
}

/** A user's object as SQLite: the object's migrations (worker/user-data/migrations/), applied in order. */
function objectDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  const dir = new URL("../worker/user-data/migrations/", import.meta.url).pathname;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const statement of readFileSync(join(dir, name), "utf8").split("--> statement-breakpoint")) {
      if (statement.trim()) db.exec(statement);
    }
  }
  return db;
}

/** Growth of the given tables between two sizes, per user-year. */
const grown = (before: Size, after: Size, tables: readonly string[] | null, userYears: number) =>
  [...after.byTable]
    .filter(([table]) => tables === null || tables.includes(table))
    .reduce((sum, [table, bytes]) => sum + bytes - (before.byTable.get(table) ?? 0), 0) / userYears;

const mb = (bytes: number) => `${Math.round(bytes).toLocaleString("en-US")} bytes (${(bytes / 1e6).toFixed(2)} MB)`;

function printTables(title: string, before: Size, after: Size, userYears: number) {
  console.log(title);
  for (const [table, bytes] of [...after.byTable].sort((a, b) => b[1] - a[1])) {
    const growth = (bytes - (before.byTable.get(table) ?? 0)) / userYears;
    if (growth > 0) console.log(`  ${table.padEnd(16)} ${Math.round(growth).toLocaleString("en-US")} bytes`);
  }
}

const stateDir = mkdtempSync(join(tmpdir(), "proteo-measure-"));
try {
  run(stateDir, ["migrations", "apply", "DB"]);
  // User ids are UUIDs, as the app makes them (worker/lib/ids.ts).
  const ids = Array.from({ length: USERS }, () => randomUUID());
  const users = ids.map(
    (id) =>
      `INSERT INTO users (id,email,first_name,last_name,timezone,password_hash,email_verified) VALUES (${sqlString(id)},${sqlString(`user-${id.slice(0, 8)}@example.com`)},'Ada','Lovelace','Europe/Paris','scrypt$16384$16$1$${randomBytes(16).toString("base64")}$${randomBytes(32).toString("base64")}',1);`,
  );
  runSql(stateDir, users);
  const file = sqliteFile(stateDir);
  const before = measureFile(file);
  const userYears = USERS * YEARS;

  // D1: the meals group, which still lives there.
  let meals = 0;
  for (const id of ids) {
    // The bench's meal ids are short; real ones are 34 to 36 characters (a UUID, or m_ and 32
    // hex digits for a keyed write), repeated in each food's id and the XP row's reference.
    meals += seedHistory(stateDir, id, DAYS, 3, () => `m_${randomBytes(16).toString("hex")}`);
    runSql(stateDir, mealCompanions(id));
  }
  const after = measureFile(file);

  // Each user's object: what moved there, one object (one database) a user.
  const objectDir = mkdtempSync(join(tmpdir(), "proteo-objects-"));
  let objectGrowth = 0;
  let objectAfter: Size | null = null;
  let objectBefore: Size | null = null;
  const days = ids.map(() => photoDays());
  try {
    for (const [i] of ids.entries()) {
      const db = objectDatabase(join(objectDir, `user-${i}.sqlite`));
      const start = measure(db);
      const insertPhoto = db.prepare(
        `INSERT INTO photos (id,key,status,content_type,size,uploaded_at,upload_expires_at,upload_token_hash,reserved_bytes,created_at)
         VALUES (?, ?, 'stored', 'image/jpeg', 350000, ?, ?, ?, 350000, ?)`,
      );
      const insertAi = db.prepare("INSERT INTO ai_usage (local_date,count) VALUES (?, 1)");
      const insertUpload = db.prepare("INSERT INTO upload_usage (local_date,slots,bytes) VALUES (?, 1, 350000)");
      db.exec("BEGIN");
      for (const p of days[i] ?? []) {
        const hash = randomBytes(32).toString("hex");
        insertPhoto.run(p.id, `photos/${ids[i]}/${p.id}`, p.at, p.at + 900_000, hash, p.at);
        insertAi.run(p.date);
        insertUpload.run(p.date);
      }
      db.exec("COMMIT");
      const end = measure(db);
      objectGrowth += end.bytes - start.bytes;
      objectBefore ??= start;
      objectAfter ??= end;
      db.close();
    }
  } finally {
    rmSync(objectDir, { recursive: true, force: true });
  }

  // The same moved rows in D1's layout, as an account not yet moved holds them.
  for (const [i, id] of ids.entries()) {
    runSql(stateDir, movedRowsInD1(id, days[i] ?? []));
  }
  const legacy = measureFile(file);

  // What stays in D1 for every account once the meals group has moved too: its users row and
  // sessions (a phone and a laptop), measured over many accounts so pages fill.
  const ACCOUNTS = 2_000;
  runSql(stateDir, [
    `INSERT INTO users (id,email,first_name,last_name,timezone,password_hash,email_verified)
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ACCOUNTS})
       SELECT lower(hex(randomblob(18))), 'user-' || i || '-' || lower(hex(randomblob(4))) || '@example.com', 'Ada', 'Lovelace',
              'Europe/Paris', 'scrypt$16384$16$1$' || hex(randomblob(16)) || '$' || hex(randomblob(32)), 1 FROM n;`,
    `INSERT INTO sessions (id,user_id,expires_at,device,last_seen_at)
       SELECT lower(hex(randomblob(32))), id, 1900000000000, d.device, 1800000000000
       FROM users, (SELECT 'Chrome on Android' AS device UNION ALL SELECT 'Safari on macOS') d
       WHERE email LIKE 'user-%-%@example.com';`,
  ]);
  const accounts = measureFile(file);

  const d1PerUserYear = (after.bytes - before.bytes) / userYears;
  const objectPerUserYear = objectGrowth / userYears;
  const movedInD1 = grown(after, legacy, MOVED_TABLES, userYears);
  const movedInObject = objectBefore && objectAfter ? grown(objectBefore, objectAfter, null, YEARS) : 0;
  const mealsInD1 = grown(before, after, MEAL_TABLES, userYears);
  const perAccount = grown(legacy, accounts, ["users", "sessions"], ACCOUNTS);

  console.log(`${USERS} users x ${YEARS} years: ${meals} meals (3 a day, one by photo), 2 foods each.`);
  printTables("D1 growth per user-year by table (with its indexes):", before, after, userYears);
  console.log(`D1 per user-year (the meals group, still in D1): ${mb(d1PerUserYear)}.`);
  if (objectBefore && objectAfter) {
    printTables("Each user's object, growth per user-year by table:", objectBefore, objectAfter, YEARS);
  }
  console.log(`Object per user-year (photos, upload and AI usage): ${mb(objectPerUserYear)}.`);
  console.log(`Together per user-year: ${mb(d1PerUserYear + objectPerUserYear)}.`);
  console.log(
    `The moved rows (photos, upload and AI usage): ${mb(movedInD1)} a user-year in D1's layout, ${mb(movedInObject)} in the object's (no user id in any row or index).`,
  );
  console.log(`The meals group's tables in D1: ${mb(mealsInD1)} a user-year.`);
  console.log(
    `An account's users row and two sessions, with their indexes: about ${Math.round(perAccount).toLocaleString("en-US")} bytes ` +
      `(10 GB of them: about ${Math.floor(D1_MAX_BYTES / perAccount).toLocaleString("en-US")} accounts).`,
  );
  console.log(
    `One D1 database (10 GB) holds about ${Math.floor(D1_MAX_BYTES / d1PerUserYear).toLocaleString("en-US")} user-years today ` +
      `(before the photos' rows and usage moved: ${Math.floor(D1_MAX_BYTES / (d1PerUserYear + movedInD1)).toLocaleString("en-US")}).`,
  );
} finally {
  rmSync(stateDir, { recursive: true, force: true });
}
