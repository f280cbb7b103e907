import { afterEach, describe, expect, it } from "vitest";
import { countOwnMealRows, ownMealSql, signUp } from "../accounts";
import { call } from "../client";
import { logMeal } from "../meals-helpers";

// A meal write that fails in the middle of its transaction in the user's own object (ADR 068).
// The schema and the validators leave no input that makes a meal's statements fail (ids are
// derived, inserts skip what exists), so the fault is injected in the object's SQLite itself: a
// trigger that aborts one statement, after earlier statements of the same transaction have run.
// The write is one transaction, so nothing of it may remain.
const triggers: { userId: string; name: string }[] = [];

async function failInsertsInto(userId: string, table: string, when: string) {
  const name = `fault_${table}_${triggers.length}_${crypto.randomUUID().slice(0, 8)}`;
  await ownMealSql(
    userId,
    `create trigger ${name} before insert on ${table} when ${when} begin select raise(abort, 'injected fault'); end`,
  );
  triggers.push({ userId, name });
}

/** Every injected fault gone. */
async function dropFaults() {
  for (const { userId, name } of triggers.splice(0)) await ownMealSql(userId, `drop trigger if exists ${name}`);
}

afterEach(dropFaults);

const mealRows = (userId: string) => countOwnMealRows(userId, "meals");
const foodRows = (userId: string) => countOwnMealRows(userId, "food_items");
const xpRows = (userId: string) => countOwnMealRows(userId, "xp_events");

const threeFoods = [
  { name: "Egg", proteinContent: 12.6, grams: 100 },
  { name: "Toast", proteinContent: 4, grams: 40 },
  { name: "Greek yogurt", proteinContent: 15, grams: 150 },
];

describe("a meal write that fails in the middle of its transaction", () => {
  it.each([
    ["the second food item", "food_items", "new.name = 'Toast'"],
    ["the XP entry", "xp_events", "new.reason = 'meal_logged'"],
    ["the day's total (after the meal, its foods and XP)", "day_totals", "1"],
  ])(
    "logging a meal: when %s fails, no meal, food or XP remains; the retry stores it once",
    async (_l, table, when) => {
      const a = await signUp();
      await failInsertsInto(a.id, table, when);
      const key = { "Idempotency-Key": `batch-fault-${crypto.randomUUID()}` };
      const meal = { title: "Breakfast", totalProtein: "31.6", source: "describe", foodItems: threeFoods };

      const failed = await logMeal(a.cookie, meal, key);
      expect(failed.status).toBe(500);
      expect(await mealRows(a.id)).toBe(0);
      expect(await foodRows(a.id)).toBe(0);
      expect(await xpRows(a.id)).toBe(0);
      const today = (await (await call("/api/tracking/daily", { headers: { Cookie: a.cookie } })).json()) as {
        totalProtein: number;
      };
      expect(today.totalProtein).toBe(0);

      // The fault is gone; the client retries with the same key: one meal, all its foods, once.
      await dropFaults();
      expect((await logMeal(a.cookie, meal, key)).status).toBe(201);
      expect((await logMeal(a.cookie, meal, key)).status).toBe(200);
      expect(await mealRows(a.id)).toBe(1);
      expect(await foodRows(a.id)).toBe(3);
      expect(await countOwnMealRows(a.id, "xp_events", "reason = 'meal_logged'")).toBe(1);
    },
  );

  it("deleting a meal: when the delete fails after its XP went, meal, foods and XP all stay", async () => {
    const a = await signUp();
    const created = (await (
      await logMeal(a.cookie, { title: "Lunch", totalProtein: "30", foodItems: threeFoods })
    ).json()) as { id: string };
    const xpBefore = await xpRows(a.id);
    const name = `fault_delete_${crypto.randomUUID().slice(0, 8)}`;
    await ownMealSql(
      a.id,
      `create trigger ${name} before delete on meals when old.id = '${created.id}' begin select raise(abort, 'injected fault'); end`,
    );
    triggers.push({ userId: a.id, name });
    const res = await call(`/api/meals/${created.id}`, { method: "DELETE", headers: { Cookie: a.cookie } });
    expect(res.status).toBe(500);
    expect(await mealRows(a.id)).toBe(1);
    expect(await foodRows(a.id)).toBe(3);
    expect(await xpRows(a.id)).toBe(xpBefore);
  });
});

const guestMeal = (id: string, foods: string[]) => ({
  id,
  mealType: "dinner",
  totalProtein: "20",
  imageUrl: null,
  createdAt: "2026-11-20T12:00:00.000Z",
  foodItems: foods.map((name) => ({ name, proteinContent: 10 })),
  isGuest: true,
});

const migrate = (cookie: string, guestMeals: unknown[]) =>
  call("/api/migrate-guest-data", { json: { guestMeals }, headers: { Cookie: cookie } });

describe("guest migration retried after a failure half-way", () => {
  const four = [
    guestMeal("g-1", ["Rice", "Beans"]),
    guestMeal("g-2", ["Tofu"]),
    guestMeal("g-3", ["Lentils", "Poisoned pie"]),
    guestMeal("g-4", ["Cottage cheese"]),
  ];

  it("a failure at the third meal stores nothing; the retry stores every meal and food exactly once", async () => {
    const a = await signUp();
    await failInsertsInto(a.id, "food_items", "new.name = 'Poisoned pie'");
    expect((await migrate(a.cookie, four)).status).toBe(500);
    expect(await mealRows(a.id)).toBe(0);
    expect(await foodRows(a.id)).toBe(0);

    await dropFaults();
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await migrate(a.cookie, four);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ migratedCount: 4 });
    }
    expect(await mealRows(a.id)).toBe(4);
    expect(await foodRows(a.id)).toBe(6);
    const ids = await ownMealSql<{ client_id: string }>(a.id, "select client_id from meals order by client_id");
    expect(ids.map((r) => r.client_id)).toEqual(["g-1", "g-2", "g-3", "g-4"]);
  });

  it("a client that stored half its meals, crashed and sends them all again ends with each once", async () => {
    const a = await signUp();
    expect((await migrate(a.cookie, four.slice(0, 2))).status).toBe(200);
    expect((await migrate(a.cookie, four)).status).toBe(200);
    expect(await mealRows(a.id)).toBe(4);
    expect(await foodRows(a.id)).toBe(6);
    const perMeal = await ownMealSql<{ client_id: string; n: number }>(
      a.id,
      "select m.client_id, count(f.id) as n from meals m left join food_items f on f.meal_id = m.id group by m.id order by m.client_id",
    );
    expect(perMeal).toEqual([
      { client_id: "g-1", n: 2 },
      { client_id: "g-2", n: 1 },
      { client_id: "g-3", n: 2 },
      { client_id: "g-4", n: 1 },
    ]);
  });

  it("importing: when the last meal's food fails, no meal of the request remains and nothing is counted; the retry stores all once", async () => {
    const a = await signUp();
    await failInsertsInto(a.id, "food_items", "new.name = 'Dinner food'");
    const meals = ["Breakfast", "Lunch", "Dinner"].map((group) => ({
      date: "2026-09-28",
      mealType: group.toLowerCase(),
      group,
      minutes: 12 * 60,
      protein: 30,
      foods: [{ name: `${group} food`, protein: 30, amount: null }],
    }));
    const send = () =>
      call("/api/account/import", { json: { source: "myfitnesspal", meals }, headers: { Cookie: a.cookie } });
    expect((await send()).status).toBe(500);
    expect(await mealRows(a.id)).toBe(0);
    expect(await xpRows(a.id)).toBe(0);
    expect(await countOwnMealRows(a.id, "daily_writes")).toBe(0);

    await dropFaults();
    const retried = await send();
    expect(await retried.json()).toEqual({ imported: 3, skipped: 0 });
    expect(await mealRows(a.id)).toBe(3);
    expect(await foodRows(a.id)).toBe(3);
    const [counted] = await ownMealSql<{ count: number }>(a.id, "select count from daily_writes where kind = 'import'");
    expect(counted?.count).toBe(3);
  });
});
