import { copyTime } from "../../../domain/meals/copy-time";
import type { MealType } from "../../../domain/meals/guest-meal";
import type { Db } from "../types";
import { keyedMealId } from "./keyed-id";
import { countedFood, countedMealsOn } from "./reads";
import type { FoodItemRow, MealRow, MealToStore, Refused, Writer } from "./rows";
import { type Logged, logBuilt, mealWithFoods, type NotYourPhoto } from "./write";

/**
 * Meals logged again from the user's own (a re-log, a copy to another day, yesterday's lunch
 * again): the object reads what is copied and stores the copies in the same transaction, so a
 * copy is one call to the object, and the copies are of the meals as they are at that moment.
 * A copy carries its foods as stored, with their kcal, fat and carbs: the same food and grams.
 */

/** What is logged again: one meal, one food of a counted meal (as a meal of its own), or a day's counted meals. */
export type CopySource = { meal: string } | { food: string } | { day: string; mealType?: MealType };

export interface CopyRequest {
  source: CopySource;
  /** The copies' meal type; each keeps its own when absent. */
  mealType?: MealType;
  /** Each copy at its meal's time of day on this day (copyTime); at `now` when absent. */
  date?: string;
  /** A copy shows the same plate, so its photo goes along; a re-log is a new plate, without it. */
  withPhoto: boolean;
  /**
   * The idempotency key: the copy's id comes from (user, key), or for `numbered` copies the n-th
   * from (user, `{key}:{n}`), so a retry stores nothing twice; a new random id without one.
   */
  key: { userId: string; clientId: string; numbered: boolean } | null;
}

/** Nothing to copy: no such meal or food of the user's (or no counted meal that day), or a photo still waiting for analysis. */
export type CopyRefusal = { missing: true } | { awaiting: true };

/** A food row as a food of a new meal: the same food, grams and values, under the new meal's id. */
const copyOfFood = ({ id: _id, mealId: _meal, position: _position, ...food }: FoodItemRow) => food;

/** What a copy is made of: a meal's fields that a copy keeps or starts from, and its foods. */
interface Copied {
  meal: Pick<
    MealRow,
    | "mealType"
    | "title"
    | "totalProtein"
    | "imageUrl"
    | "source"
    | "createdAt"
    | "localDate"
    | "calories"
    | "carbsG"
    | "fatG"
  >;
  foods: FoodItemRow[];
}

/** One food of a counted meal as a meal of its own (a re-logged food), at its meal's time: no photo, no macros of its own. */
function foodAsMeal({ food, meal }: NonNullable<ReturnType<typeof countedFood>>): Copied {
  return {
    meal: {
      ...meal,
      title: food.name,
      totalProtein: food.proteinContent,
      imageUrl: null,
      source: "manual",
      calories: null,
      carbsG: null,
      fatG: null,
    },
    foods: [food],
  };
}

/** The meals a copy logs again, read now; a refusal when there is nothing to copy. */
export function copySources(db: Db, source: CopySource): Copied[] | CopyRefusal {
  if ("meal" in source) {
    const meal = mealWithFoods(db, source.meal);
    if (!meal) return { missing: true };
    return meal.meal.awaitingAnalysis ? { awaiting: true } : [meal];
  }
  if ("food" in source) {
    const food = countedFood(db, source.food);
    return food ? [foodAsMeal(food)] : { missing: true };
  }
  const meals = countedMealsOn(db, source.day, source.mealType);
  return meals.length > 0 ? meals : { missing: true };
}

/** The copies to store, in the order of `sources`. */
export function copiesToStore(
  sources: readonly Copied[],
  request: CopyRequest,
  writer: Writer,
  now: number,
): MealToStore[] {
  return sources.map(({ meal, foods }, n) => {
    const { key } = request;
    const clientId = key ? (key.numbered ? `${key.clientId}:${n}` : key.clientId) : null;
    return {
      id: key && clientId ? keyedMealId(key.userId, clientId) : crypto.randomUUID(),
      clientId,
      mealType: request.mealType ?? meal.mealType,
      title: meal.title,
      totalProtein: meal.totalProtein,
      imageUrl: request.withPhoto ? meal.imageUrl : null,
      // A photo's copy is logged by hand: it does not earn the photo bonus a second time.
      source: meal.source === "photo" || meal.source === "guest" ? "manual" : meal.source,
      awaitingAnalysis: false,
      at:
        request.date === undefined
          ? now
          : copyTime(meal.createdAt, meal.localDate, request.date, writer.timezone, now).getTime(),
      calories: meal.calories,
      carbsG: meal.carbsG,
      fatG: meal.fatG,
      foods: foods.map(copyOfFood),
    };
  });
}

/**
 * Copies logged through the meal write path in one transaction: read, built and stored, each new
 * one counted against the day's bound of meals like any logged meal (all of them or none).
 */
export function logCopies(
  db: Db,
  writer: Writer,
  request: CopyRequest,
  now: number,
): Logged | Refused | NotYourPhoto | CopyRefusal {
  return logBuilt<CopyRefusal>(
    db,
    writer,
    () => {
      const sources = copySources(db, request.source);
      return "missing" in sources || "awaiting" in sources ? sources : copiesToStore(sources, request, writer, now);
    },
    { kind: "meals", each: true },
    now,
  );
}
