import { env } from "cloudflare:test";

/**
 * Applies seed/foods.sql as `npm start` does (one statement a line), once per test file: most
 * worker tests never read the SR28 table, so test/worker/setup.ts leaves it empty.
 */
export async function seedFoods(): Promise<void> {
  const count = await env.DB.prepare("SELECT count(*) AS n FROM foods").first<{ n: number }>();
  if ((count?.n ?? 0) > 0) return;
  const statements = env.TEST_FOOD_SEED.split("\n").filter((line) => line !== "" && !line.startsWith("--"));
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}
