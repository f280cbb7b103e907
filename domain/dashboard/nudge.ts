import { formatAmount } from "../stats/format-amount";
import { goalProgress, roundToTenth } from "../stats/progress";

/** The nudge shows only while 0 < remaining ≤ 80 g. */
export const NUDGE_MAX_REMAINING = 80;
export const GREEK_YOGURT_GRAMS = 15;
export const PROTEIN_SHAKE_GRAMS = 25;
/** The nudge's fallback counts a chicken breast as 30 g (the ring uses 25 g). */
export const NUDGE_CHICKEN_BREAST_GRAMS = 30;
/** Up to this gap, the user's own most-logged food is suggested. */
export const FAVORITE_FOOD_MAX_REMAINING = 35;

export interface FavoriteFood {
  name: string;
  /** Grams of protein in a usual portion. */
  protein: number;
}

export interface Nudge {
  food: string;
  grams: number;
  message: string;
}

function suggest(remaining: number, food: string, subject: string, grams: number): Nudge {
  const outcome = grams >= remaining ? "get you there" : `get you ${formatAmount(grams)}g closer`;
  return {
    food,
    grams,
    // The grams left are the ring's sentence; the banner right under it adds only the food.
    message: `${subject} (${formatAmount(grams)}g) would ${outcome}!`,
  };
}

const usable = (food: FavoriteFood | null | undefined): food is FavoriteFood =>
  !!food && food.name.trim() !== "" && Number.isFinite(food.protein) && food.protein > 0;

/** The nudge banner's suggestion, or null when it should not show. */
export function proteinNudge(intake: number, goal: number, favoriteFood?: FavoriteFood | null): Nudge | null {
  const { remaining, met } = goalProgress(intake, goal);
  if (met || remaining <= 0 || remaining > NUDGE_MAX_REMAINING) return null;
  if (remaining <= GREEK_YOGURT_GRAMS) return suggest(remaining, "Greek yogurt", "A Greek yogurt", GREEK_YOGURT_GRAMS);
  if (remaining <= PROTEIN_SHAKE_GRAMS) {
    return suggest(remaining, "protein shake", "A protein shake", PROTEIN_SHAKE_GRAMS);
  }
  if (remaining <= FAVORITE_FOOD_MAX_REMAINING && usable(favoriteFood)) {
    const name = favoriteFood.name.trim();
    return suggest(remaining, name, `Your usual ${name}`, roundToTenth(favoriteFood.protein));
  }
  return suggest(remaining, "chicken breast", "A chicken breast", NUDGE_CHICKEN_BREAST_GRAMS);
}

/** Entries of one name, in the order first seen: how many, and their protein summed. */
export interface FoodTally {
  name: string;
  count: number;
  total: number;
}

/**
 * The user's most frequently logged food: names compared trimmed and case-insensitively, ties
 * going to the one seen first (pass newest first to favour recent habits), protein averaged over
 * its entries. Entries without a name or protein (such as a guest's placeholder "Meal" at 0 g)
 * are skipped, as suggesting them would not help.
 */
export function mostFrequentFood(items: readonly FavoriteFood[]): FavoriteFood | null {
  return mostFrequentOfTallies(
    items.filter(usable).map((item) => ({ name: item.name, count: 1, total: item.protein })),
  );
}

/**
 * mostFrequentFood from entries already tallied by exact name (the server's dashboard counts
 * them in SQL, ADR 034), given in the order each name was first seen. Only entries with
 * protein may be tallied; names are merged here as mostFrequentFood merges them.
 */
export function mostFrequentOfTallies(tallies: readonly FoodTally[]): FavoriteFood | null {
  const groups = new Map<string, FoodTally>();
  for (const tally of tallies) {
    const name = tally.name.trim();
    if (name === "" || !(tally.count > 0)) continue;
    const key = name.toLowerCase();
    const group = groups.get(key);
    if (group) {
      group.count += tally.count;
      group.total += tally.total;
    } else {
      groups.set(key, { name, count: tally.count, total: tally.total });
    }
  }
  let best: FoodTally | undefined;
  // Map keeps insertion order, so a strict > leaves ties with the first seen.
  for (const group of groups.values()) if (!best || group.count > best.count) best = group;
  return best ? { name: best.name, protein: roundToTenth(best.total / best.count) } : null;
}
