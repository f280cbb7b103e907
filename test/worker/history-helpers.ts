import { call } from "./client";

/** One request of the tracker import, as the Settings import card sends it. */
export const importBatch = (cookie: string, body: unknown) =>
  call("/api/account/import", { json: body, headers: { Cookie: cookie } });

/** One imported meal of a tracker's day: a group (meal) at noon with one food. */
export const importedMeal = (date: string, group = "Lunch", protein = 30) => ({
  date,
  mealType: "lunch",
  group,
  minutes: 12 * 60,
  protein,
  foods: [{ name: `${group} food`, protein, amount: null }],
});

/** The guest migration a sign-in sends. */
export const migrate = (cookie: string, body: unknown) =>
  call("/api/migrate-guest-data", { json: body, headers: { Cookie: cookie } });

/** A meal a guest logged in this browser, an hour ago unless said. */
export const guestMeal = (id: string, createdAt = new Date(Date.now() - 60 * 60_000).toISOString()) => ({
  id,
  mealType: "lunch",
  totalProtein: "20",
  imageUrl: null,
  createdAt,
  foodItems: [{ name: "Eggs", proteinContent: 20 }],
  isGuest: true,
});
