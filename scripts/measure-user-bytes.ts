// Bytes one active user adds per year, in their own Durable Object and in D1 (ADR 022, 067,
// 068): a fresh local D1 with every migration and a few users given the benchmark's two-year
// history (scripts/bench-seed.ts: 3 meals a day, their XP and day totals) plus the rows a real
// meal write adds beside each meal, and a photo a day with its upload and AI usage, in D1's
// layout, as an account from before the moves holds them; then, for each user, an object-shaped
// SQLite database with the object's migrations, filled from D1 as a move copies (no user id in
// any row or index). The SQLite page counts before and after give the bytes of each layout.
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
/** D1's per-user tables, each of a group that moves into the user's object (worker/lib/moves/). */
const PER_USER_TABLES = [
  "photos",
  "photo_parts",
  "upload_usage",
  "ai_usage",
  "favorites",
  "custom_foods",
  "saved_meals",
  "meals",
  "food_items",
  "day_totals",
  "xp_events",
  "user_badges",
  "deleted_meals",
  "daily_writes",
];
/** The columns the object's tables share with D1's, copied as a move copies them (less the user id). */
const COPIED: Record<string, string> = {
  meals:
    "id,meal_type,title,total_protein,image_url,source,client_id,awaiting_analysis,local_date,created_at,updated_at,calories,carbs_g,fat_g",
  food_items:
    "id,meal_id,position,name,original_name,protein_content,grams,portion_size,confidence,source,food_id,kcal,fat_g,carbs_g",
  day_totals: "local_date,total,meals,below_band,in_band",
  xp_events: "reason,reference,xp,created_at",
  photos:
    "id,key,status,content_type,size,uploaded_at,upload_expires_at,upload_token_hash,multipart_upload_id,reserved_bytes,created_at",
  upload_usage: "local_date,slots,bytes",
  ai_usage: "local_date,count",
};

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

/** One photo a day, with its upload and AI usage, in D1's layout (a user id in each row). */
function photoDaysInD1(userId: string): string[] {
  const u = sqlString(userId);
  return Array.from({ length: DAYS }, (_, d) => {
    const at = Date.now() - d * 86_400_000 - 3_600_000;
    const id = randomUUID();
    const date = new Date(at).toISOString().slice(0, 10);
    return [
      `INSERT INTO photos (id,user_id,key,status,content_type,size,uploaded_at,upload_expires_at,upload_token_hash,reserved_bytes,created_at)
         VALUES ('${id}', ${u}, 'photos/' || ${u} || '/${id}', 'stored', 'image/jpeg', 350000, ${at}, ${at + 900_000}, '${randomBytes(32).toString("hex")}', 350000, ${at});`,
      `INSERT INTO ai_usage (user_id,local_date,count) VALUES (${u}, '${date}', 1);`,
      `INSERT INTO upload_usage (user_id,local_date,slots,bytes) VALUES (${u}, '${date}', 1, 350000);`,
    ];
  }).flat();
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

  // D1's layout: every per-user row, as an account from before the moves holds them.
  let meals = 0;
  for (const id of ids) {
    // The bench's meal ids are short; real ones are 34 to 36 characters (a UUID, or m_ and 32
    // hex digits for a keyed write), repeated in each food's id and the XP row's reference.
    meals += seedHistory(stateDir, id, DAYS, 3, () => `m_${randomBytes(16).toString("hex")}`);
    runSql(stateDir, [...mealCompanions(id), ...photoDaysInD1(id)]);
  }
  const legacy = measureFile(file);

  // Each user's object: the same rows copied from D1 as a move copies them, one database a user.
  const objectDir = mkdtempSync(join(tmpdir(), "proteo-objects-"));
  let objectGrowth = 0;
  let objectAfter: Size | null = null;
  let objectBefore: Size | null = null;
  try {
    for (const [i, id] of ids.entries()) {
      const db = objectDatabase(join(objectDir, `user-${i}.sqlite`));
      const start = measure(db);
      db.exec(`ATTACH ${sqlString(file)} AS d1`);
      db.exec("BEGIN");
      const u = sqlString(id);
      for (const [table, columns] of Object.entries(COPIED)) {
        const mine =
          table === "food_items" ? `meal_id IN (SELECT id FROM d1.meals WHERE user_id = ${u})` : `user_id = ${u}`;
        db.exec(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM d1.${table} WHERE ${mine}`);
      }
      db.exec(
        `INSERT INTO progress (id,xp_total,streak_end_date,streak_length,longest_streak)
           SELECT 1, xp_total, streak_end_date, streak_length, longest_streak FROM d1.users WHERE id = ${u}`,
      );
      db.exec("COMMIT");
      db.exec("DETACH d1");
      const end = measure(db);
      objectGrowth += end.bytes - start.bytes;
      objectBefore ??= start;
      objectAfter ??= end;
      db.close();
    }
  } finally {
    rmSync(objectDir, { recursive: true, force: true });
  }

  // What stays in D1 for every account once its groups have moved: its users row and sessions
  // (a phone and a laptop), measured over many accounts so pages fill.
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

  const inD1Layout = grown(before, legacy, PER_USER_TABLES, userYears);
  const objectPerUserYear = objectGrowth / userYears;
  const perAccount = grown(legacy, accounts, ["users", "sessions"], ACCOUNTS);

  console.log(`${USERS} users x ${YEARS} years: ${meals} meals (3 a day, one by photo), 2 foods each, a photo a day.`);
  printTables("D1's layout, growth per user-year by table (with its indexes):", before, legacy, userYears);
  console.log(`Every per-user row in D1's layout (an account not yet moved): ${mb(inD1Layout)} a user-year.`);
  if (objectBefore && objectAfter) {
    printTables("Each user's object, growth per user-year by table:", objectBefore, objectAfter, YEARS);
  }
  console.log(
    `The same rows in the user's object (no user id in any row or index): ${mb(objectPerUserYear)} a user-year.`,
  );
  console.log(
    `D1 per moved account: its users row and two sessions, with their indexes, about ${Math.round(perAccount).toLocaleString("en-US")} bytes, ` +
      `which do not grow with use: one D1 database (10 GB) holds about ${Math.floor(D1_MAX_BYTES / perAccount).toLocaleString("en-US")} accounts ` +
      `(before the moves, about ${Math.floor(D1_MAX_BYTES / inD1Layout).toLocaleString("en-US")} user-years).`,
  );
} finally {
  rmSync(stateDir, { recursive: true, force: true });
}
