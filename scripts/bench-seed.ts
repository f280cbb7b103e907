// Two years of meals (3 a day) for one user, written straight into the local D1 the
// benchmark's server uses, so read benchmarks can compare an empty and a long history.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { d1Local } from "./d1-local.mjs";

/** `mealId` names the i-th meal of day d back; the bench's short names by default. */
export function seedHistory(
  stateDir: string,
  userId: string,
  days = 730,
  perDay = 3,
  mealId = (d: number, i: number) => `bench-${d}-${i}`,
): number {
  const types = ["breakfast", "lunch", "dinner"];
  const titles = [
    "Greek yogurt with berries",
    "Chicken and rice bowl",
    "Salmon with potatoes",
    "Lentil soup",
    "Tofu stir-fry",
    "Turkey sandwich",
  ];
  const rows: string[] = [];
  const now = Date.now();
  for (let d = 0; d < days; d++) {
    const day = new Date(now - d * 86_400_000);
    const date = day.toISOString().slice(0, 10);
    for (let i = 0; i < perDay; i++) {
      const at = day.getTime() - i * 3_600_000;
      const title = titles[(d + i) % titles.length] ?? "Meal";
      rows.push(
        `('${mealId(d, i)}','${userId}','${types[i % 3]}','${title}',${20 + ((d * 7 + i * 11) % 30)},NULL,'manual',NULL,'${date}',${at},${at})`,
      );
    }
  }
  const sql: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    sql.push(
      `INSERT OR IGNORE INTO meals (id,user_id,meal_type,title,total_protein,image_url,source,client_id,local_date,created_at,updated_at) VALUES ${rows.slice(i, i + 500).join(",")};`,
    );
  }
  const file = join(stateDir, "bench-history.sql");
  writeFileSync(file, sql.join("\n"));
  const result = d1Local(stateDir, ["execute", "DB", "--file", file]);
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
  return rows.length;
}
