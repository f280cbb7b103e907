// Bytes one active user adds to D1 per year (ADR 022): a fresh local D1 with every migration,
// a few users given the benchmark's two-year history (scripts/bench-seed.ts: 3 meals a day),
// plus the rows a real meal write adds beside each meal, then the SQLite page counts before
// and after. Run: `node scripts/measure-user-bytes.ts [users]` (default 4 users).
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
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

function run(stateDir: string, args: string[]) {
  const result = d1Local(stateDir, args);
  if (result.status !== 0) throw new Error(`wrangler d1 ${args.join(" ")} failed: ${result.stderr}`);
}

const sqlString = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * What a logged day holds besides the bench's meals, written the way the app writes it:
 * two foods per meal (worker/features/meals/log-meal.ts), a meal_logged XP row per meal, a
 * daily_goal_met row per day, and one of the three meals from a photo: its photos row, its
 * photo_analysis XP row, the day's ai_usage and upload_usage rows, and the meal's image URL.
 * Ids are given the length real ones have, so the bytes are not undercounted.
 */
function mealCompanions(userId: string): string[] {
  const u = sqlString(userId);
  const hash = randomBytes(32).toString("hex");
  return [
    `INSERT INTO food_items (id,meal_id,position,name,protein_content,grams,portion_size,confidence,source,food_id)
       SELECT id || '_0', id, 0, 'chicken breast', round(total_protein * 0.6, 1), 150, '150 g', 0.9, 'table', 'chicken-breast'
       FROM meals WHERE user_id = ${u};`,
    `INSERT INTO food_items (id,meal_id,position,name,protein_content,grams,portion_size,confidence,source,food_id)
       SELECT id || '_1', id, 1, 'brown rice', round(total_protein * 0.4, 1), 180, '180 g', 0.8, 'table', 'brown-rice'
       FROM meals WHERE user_id = ${u};`,
    `INSERT INTO xp_events (user_id,reason,reference,xp,created_at)
       SELECT user_id, 'meal_logged', id, 10, created_at FROM meals WHERE user_id = ${u};`,
    `INSERT INTO xp_events (user_id,reason,reference,xp,created_at)
       SELECT user_id, 'daily_goal_met', local_date, 50, max(created_at) FROM meals WHERE user_id = ${u} GROUP BY local_date;`,
    `UPDATE meals SET source = 'photo', image_url = '/api/photos/p_' || id WHERE user_id = ${u} AND meal_type = 'lunch';`,
    `INSERT INTO photos (id,user_id,key,status,content_type,size,uploaded_at,upload_expires_at,upload_token_hash,reserved_bytes,created_at)
       SELECT 'p_' || id, user_id, 'photos/' || user_id || '/p_' || id || '.jpg', 'stored', 'image/jpeg', 350000,
              created_at, created_at + 900000, '${hash}', 350000, created_at
       FROM meals WHERE user_id = ${u} AND meal_type = 'lunch';`,
    `INSERT INTO xp_events (user_id,reason,reference,xp,created_at)
       SELECT user_id, 'photo_analysis', id, 5, created_at FROM meals WHERE user_id = ${u} AND meal_type = 'lunch';`,
    `INSERT INTO ai_usage (user_id,local_date,count)
       SELECT user_id, local_date, 1 FROM meals WHERE user_id = ${u} AND meal_type = 'lunch';`,
    `INSERT INTO upload_usage (user_id,local_date,slots,bytes)
       SELECT user_id, local_date, 1, 350000 FROM meals WHERE user_id = ${u} AND meal_type = 'lunch';`,
  ];
}

interface Size {
  bytes: number;
  byTable: Map<string, number>;
}

/** Pages in use (not the free list) times the page size, per table with its indexes when dbstat is there. */
function measure(file: string): Size {
  const db = new DatabaseSync(file);
  try {
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
      // This SQLite build has no dbstat: the total still stands.
    }
    return { bytes: (pages - free) * pageSize, byTable };
  } finally {
    db.close();
  }
}

function sqliteFile(stateDir: string): string {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"));
  if (!file) throw new Error(`no local D1 database in ${dir}`);
  return join(dir, file);
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
  run(stateDir, ["execute", "DB", "--command", users.join("\n")]);
  const file = sqliteFile(stateDir);
  const before = measure(file);

  let meals = 0;
  for (const id of ids) {
    // The bench's meal ids are short; real ones are 34 to 36 characters (a UUID, or m_ and 32
    // hex digits for a keyed write), repeated in each food's id and the XP row's reference.
    meals += seedHistory(stateDir, id, DAYS, 3, () => `m_${randomBytes(16).toString("hex")}`);
    run(stateDir, ["execute", "DB", "--command", mealCompanions(id).join("\n")]);
  }
  const after = measure(file);
  // The same rows with every page full: a lower bound, as D1 never vacuums on its own.
  const vacuum = new DatabaseSync(file);
  vacuum.exec("VACUUM");
  vacuum.close();
  const packed = measure(file);

  const userYears = USERS * YEARS;
  const perUserYear = (after.bytes - before.bytes) / userYears;
  console.log(`${USERS} users x ${YEARS} years: ${meals} meals (3 a day, one by photo), 2 foods each.`);
  console.log(`Database: ${before.bytes} bytes before, ${after.bytes} after.`);
  if (after.byTable.size > 0) {
    console.log("Growth per user-year by table (with its indexes):");
    for (const [table, bytes] of [...after.byTable].sort((a, b) => b[1] - a[1])) {
      const grown = (bytes - (before.byTable.get(table) ?? 0)) / userYears;
      if (grown > 0) console.log(`  ${table.padEnd(16)} ${Math.round(grown).toLocaleString("en-US")} bytes`);
    }
  }
  console.log(
    `Per user-year: ${Math.round(perUserYear).toLocaleString("en-US")} bytes (${(perUserYear / 1e6).toFixed(2)} MB).`,
  );
  const packedPerUserYear = (packed.bytes - before.bytes) / userYears;
  console.log(`After VACUUM (every page full): ${Math.round(packedPerUserYear).toLocaleString("en-US")} bytes.`);
  console.log(
    `One D1 database (10 GB) holds about ${Math.floor(D1_MAX_BYTES / perUserYear).toLocaleString("en-US")} user-years ` +
      `(${Math.floor(D1_MAX_BYTES / packedPerUserYear).toLocaleString("en-US")} packed).`,
  );
} finally {
  rmSync(stateDir, { recursive: true, force: true });
}
