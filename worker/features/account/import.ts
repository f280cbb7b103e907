import { SOURCE_NAMES } from "../../../domain/import/parse";
import type { ImportRequest, ImportResult } from "../../../domain/import/schema";
import { historyDateProblem } from "../../../domain/meals/write-limits";
import { tidyAmountText } from "../../../domain/nutrition/portion-size";
import { localDate, localDayBounds } from "../../../domain/time/local-day";
import { ApiError } from "../../lib/api-error";
import { sha256Hex } from "../../lib/ids";
import { type Env, logImportedMeals, type Owner } from "../meals/log-meal";

/**
 * The instant a file's meal was eaten: its local time on its date in the user's time zone,
 * kept inside that local day (a 23-hour DST day cannot push it into the next).
 */
function eatenAt(date: string, minutes: number, timeZone: string): Date {
  const { start, end } = localDayBounds(date, timeZone);
  return new Date(Math.min(start + minutes * 60_000, end - 60_000));
}

/**
 * Every row's date checked before anything is written: a meal is eaten (a weight weighed) on a
 * day no later than the user's local today and at most 20 years before it. One bad row refuses
 * the whole request. `field` names the list in the request ("meals", "weights").
 */
export function requireRealDates(dates: string[], field: string, today: string): void {
  const issues = dates.flatMap((date, index) => {
    const problem = historyDateProblem(date, today);
    return problem ? [{ path: `${field}.${index}.date`, message: `Row ${index + 1}: ${problem}.` }] : [];
  });
  const [first] = issues;
  if (first) {
    const more = issues.length - 1;
    const rest = more === 0 ? "" : ` ${more === 1 ? "1 more row has" : `${more} more rows have`} such a date.`;
    const message = `${first.message}${rest}`;
    throw new ApiError(400, `${message} Nothing was imported.`, { code: "INVALID_DATE", issues });
  }
}

/**
 * Stores imported meals through the meal write path, in one transaction: all of them or none. Each
 * meal's idempotency key is derived from its file row: the source, the date and the meal's
 * name in the file. Importing the same file again (or an overlapping later export) finds those
 * meals stored and adds nothing, and they are not counted again against the day's bound.
 */
export async function importMeals(
  env: Env,
  user: Owner,
  input: ImportRequest,
  now = Date.now(),
): Promise<ImportResult> {
  requireRealDates(
    input.meals.map((m) => m.date),
    "meals",
    localDate(now, user.timezone),
  );
  const rows = [];
  for (const meal of input.meals) {
    const group = (await sha256Hex(meal.group.toLowerCase())).slice(0, 12);
    rows.push({
      clientId: `import.${input.source}.${meal.date}.${group}`,
      at: eatenAt(meal.date, meal.minutes, user.timezone),
      meal: {
        mealType: meal.mealType,
        // Named by its foods, as a meal logged here is; the file's group names a meal without any.
        title: meal.foods.length > 0 ? null : `${meal.group} (${SOURCE_NAMES[input.source]})`,
        totalProtein: meal.protein,
        imageUrl: null,
        source: "manual" as const,
        foodItems: meal.foods.map((f) => ({
          name: f.name,
          proteinContent: f.protein,
          portionSize: f.amount === null ? null : tidyAmountText(f.amount),
          source: "manual" as const,
        })),
      },
    });
  }
  // Two rows of one request with the same key are one meal: the first is stored, as it was
  // when each row was its own write.
  const distinct = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!distinct.has(row.clientId)) distinct.set(row.clientId, row);
  const imported = await logImportedMeals(env, user, [...distinct.values()], now);
  return { imported, skipped: input.meals.length - imported };
}
