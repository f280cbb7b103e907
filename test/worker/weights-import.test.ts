import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CRONOMETER_BIOMETRICS_CSV, MFP_MEASUREMENT_CSV } from "../../domain/import/fixtures";
import { WEIGHT_IMPORT_BATCH } from "../../domain/import/schema";
import { parseWeightImport } from "../../domain/import/weights";
import { addDays, localDate } from "../../domain/time/local-day";
import { userData } from "../../worker/lib/user-data";
import { signUp } from "./accounts";
import { api, errorBody, headers } from "./api";
import { call } from "./client";

/** POST /api/account/import-weights: weights read from a Cronometer or MyFitnessPal file. */
const today = () => localDate(Date.now(), "UTC");
const send = (cookie: string, json: unknown) =>
  call("/api/account/import-weights", { json, headers: headers(cookie).headers });
const storedIn = (userId: string) => userData(env, userId).weights(null);
const weights = async (cookie: string) => (await api.weights.$get({ query: { days: "3660" } }, headers(cookie))).json();
const trendRow = (userId: string) =>
  env.DB.prepare("select trend_kg, weight_version from users where id = ?")
    .bind(userId)
    .first<{ trend_kg: number | null; weight_version: number }>();

function planOf(text: string, unit: "kg" | "lbs") {
  const result = parseWeightImport(text, unit);
  if (!result?.ok) throw new Error(result?.message ?? "not a weights file");
  return { source: result.plan.source, weights: result.plan.weights };
}

/** Onboarding at 80 kg, build muscle with moderate activity: 168 g a day, 2.1 g/kg. */
async function onboarded(weightUnit: "kg" | "lbs") {
  const a = await signUp();
  const json = {
    gender: "male" as const,
    activityLevel: "moderate" as const,
    healthGoal: "build_muscle" as const,
    bodyWeight: weightUnit === "kg" ? 80 : 176.4,
    weightUnit,
    dailyGoal: 168,
  };
  expect((await api.user.profile.$post({ json }, headers(a.cookie))).status).toBe(200);
  return a;
}

describe("importing weights", () => {
  it("stores a Cronometer file's weights (kg and lbs rows) once: the same file again adds nothing", async () => {
    const a = await signUp();
    const plan = planOf(CRONOMETER_BIOMETRICS_CSV, "lbs");
    const first = await send(a.cookie, plan);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ imported: 3, skipped: 0 });
    expect(await storedIn(a.id)).toEqual([
      { date: "2026-09-20", kg: 81.2 },
      { date: "2026-09-22", kg: 80.7 },
      { date: "2026-09-23", kg: 80 },
    ]);
    const version = (await trendRow(a.id))?.weight_version;

    const again = await send(a.cookie, plan);
    expect(await again.json()).toEqual({ imported: 0, skipped: 3 });
    expect(await storedIn(a.id)).toHaveLength(3);
    // Nothing changed, so the counter and the copied trend stay as they were.
    expect((await trendRow(a.id))?.weight_version).toBe(version);
  });

  it("stores a MyFitnessPal file read in the person's unit, and copies the trend GET /api/weights and the dashboard read", async () => {
    const a = await onboarded("lbs");
    expect((await weights(a.cookie)).unit).toBe("lbs");
    // 176.4, 174.2, 172.0 lbs, ending yesterday: 80.0, 79.0, 78.0 kg.
    const days = [-9, -5, -1].map((d) => addDays(today(), d));
    const text = ["Date,Weight", ...days.map((d, i) => `${d},${[176.4, 174.2, 172][i]}`)].join("\r\n");
    const res = await send(a.cookie, planOf(text, "lbs"));
    expect(await res.json()).toEqual({ imported: 3, skipped: 0 });
    const body = await weights(a.cookie);
    expect(body.entries.map((e) => [e.date, e.kg])).toEqual([
      [days[0], 80],
      [days[1], 79],
      [days[2], 78],
    ]);
    // 80; four days later 79 pulls it 1 - 0.9^4 = 34.4 % of the way: 79.656; four days later 78
    // pulls it 34.4 % again: 79.09.
    expect(body.trend).toBe(79.1);
    expect((await trendRow(a.id))?.trend_kg).toBeCloseTo(79.09, 1);
    const dashboard = await (await api.dashboard.$get(undefined, headers(a.cookie))).json();
    // 79.1 kg is within 1 kg of the onboarding 80 kg: no offer yet.
    expect(dashboard.goalOffer).toBeNull();
  });

  it("moves the dashboard's goal offer when the imported trend moved 1 kg", async () => {
    const a = await onboarded("kg");
    const res = await send(a.cookie, { source: "cronometer", weights: [{ date: addDays(today(), -1), kg: 78.5 }] });
    expect(await res.json()).toEqual({ imported: 1, skipped: 0 });
    const dashboard = await (await api.dashboard.$get(undefined, headers(a.cookie))).json();
    // 78.5 kg × 2.1 g/kg = 164.85: 165 g.
    expect(dashboard.goalOffer).toEqual({ dailyGoal: 165, trendKg: 78.5, gramsPerKg: 2.1, unit: "kg" });
  });

  it("keeps a weight logged in Proteo, importing only the days without one", async () => {
    const a = await signUp();
    const logged = await api.weights.$post({ json: { date: "2026-09-22", kg: 70 } }, headers(a.cookie));
    expect(logged.status).toBe(201);
    const res = await send(a.cookie, planOf(CRONOMETER_BIOMETRICS_CSV, "kg"));
    expect(await res.json()).toEqual({ imported: 2, skipped: 1 });
    expect(await storedIn(a.id)).toEqual([
      { date: "2026-09-20", kg: 81.2 },
      { date: "2026-09-22", kg: 70 },
      { date: "2026-09-23", kg: 80 },
    ]);
  });

  it("counts the last of two entries for one day, and rounds to one decimal", async () => {
    const a = await signUp();
    const json = {
      source: "myfitnesspal",
      weights: [
        { date: "2026-09-20", kg: 81 },
        { date: "2026-09-20", kg: 80.04 },
      ],
    };
    expect(await (await send(a.cookie, json)).json()).toEqual({ imported: 1, skipped: 1 });
    expect(await storedIn(a.id)).toEqual([{ date: "2026-09-20", kg: 80 }]);
  });

  it("refuses the whole request for one bad entry, storing nothing", async () => {
    const a = await signUp();
    const good = { date: "2026-09-20", kg: 80 };
    const tooMany = Array.from({ length: WEIGHT_IMPORT_BATCH + 1 }, (_, i) => ({ date: addDays(today(), -i), kg: 80 }));
    const cases: [unknown, string][] = [
      [{ source: "cronometer", weights: [good, { date: "2026-09-21", kg: 400.1 }] }, "Weight must be at most 400 kg."],
      [{ source: "cronometer", weights: [good, { date: "2026-09-21", kg: 19 }] }, "Weight must be at least 20 kg."],
      [
        { source: "cronometer", weights: [good, { date: "2026-02-30", kg: 80 }] },
        "The date must be a real date written as YYYY-MM-DD.",
      ],
      [
        { source: "cronometer", weights: [good, { date: addDays(today(), 2), kg: 80 }] },
        `Row 2: the date ${addDays(today(), 2)} is after today. Nothing was imported.`,
      ],
      [
        { source: "cronometer", weights: [good, { date: addDays(today(), -(366 * 20 + 1)), kg: 80 }] },
        `Row 2: the date ${addDays(today(), -(366 * 20 + 1))} is more than 20 years ago. Nothing was imported.`,
      ],
      [{ source: "fitbit", weights: [good] }, "Choose a MyFitnessPal or Cronometer file."],
      [{ source: "cronometer", weights: [] }, "There is nothing to import."],
      [{ source: "cronometer", weights: tooMany }, `At most ${WEIGHT_IMPORT_BATCH} weights per request.`],
    ];
    for (const [json, message] of cases) {
      const res = await send(a.cookie, json);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).message).toBe(message);
    }
    expect(await storedIn(a.id)).toEqual([]);
    expect((await trendRow(a.id))?.trend_kg).toBeNull();
  });

  it("takes a full batch of 500 in one request", async () => {
    const a = await signUp();
    const batch = Array.from({ length: WEIGHT_IMPORT_BATCH }, (_, i) => ({
      date: addDays(today(), -i),
      kg: 70 + (i % 10),
    }));
    const res = await send(a.cookie, { source: "cronometer", weights: batch });
    expect(await res.json()).toEqual({ imported: WEIGHT_IMPORT_BATCH, skipped: 0 });
    expect(await storedIn(a.id)).toHaveLength(WEIGHT_IMPORT_BATCH);
  });

  it("stores weights only for the signed-in user", async () => {
    const [a, b] = [await signUp(), await signUp()];
    await send(a.cookie, planOf(CRONOMETER_BIOMETRICS_CSV, "kg"));
    expect(await storedIn(b.id)).toEqual([]);
    expect((await weights(b.cookie)).entries).toEqual([]);
    // b importing the same days adds them to b only, and a's stay as they were.
    expect(await (await send(b.cookie, planOf(MFP_MEASUREMENT_CSV, "kg"))).json()).toEqual({ imported: 3, skipped: 0 });
    expect(await storedIn(a.id)).toHaveLength(3);
    expect((await storedIn(a.id)).map((w) => w.date)).not.toContain("2026-09-24");
    const anonymous = await call("/api/account/import-weights", { json: planOf(MFP_MEASUREMENT_CSV, "kg") });
    expect(anonymous.status).toBe(401);
  });
});
