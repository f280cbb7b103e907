import type { QueryClient } from "@tanstack/react-query";

/**
 * The root of every server read's query key. A feature's `api.ts` builds its keys under one
 * of these (`[...queryKeys.meals, "history", filters]`), so refreshing a root refreshes every
 * read below it. Kept here, below the features, because a write of one feature refreshes the
 * reads of others (a meal moves the dashboard, the charts and the badges).
 */
export const queryKeys = {
  user: ["user"],
  connections: ["connections"],
  /** The account's signed-in devices (Settings). */
  sessions: ["sessions"],
  health: ["health"],
  dashboard: ["dashboard"],
  /** Every meals list: recent meals, history pages, one day's meals, day totals. */
  meals: ["meals"],
  goals: ["goals"],
  /** Gamification stats and badges. */
  gamification: ["gamification"],
  /** The month and year charts, one key per period below this root. */
  statsPeriod: ["stats-period"],
  analysisQuota: ["analysis-quota"],
  /** Recipe lists, one recipe and the favorites: each carries the favorite flag. */
  recipes: ["recipes"],
  planner: ["planner"],
  billingConfig: ["billing-config"],
  /** The food table's search and details, and barcode lookups: one's own foods come first in them. */
  foods: ["foods"],
  /** The list of one's own foods. */
  customFoods: ["custom-foods"],
  /** The weight log and its trend. */
  weights: ["weights"],
} as const satisfies Record<string, readonly string[]>;

export type QueryRoot = keyof typeof queryKeys;

/**
 * THE map of what each kind of write refreshes (data is never stale,
 * and screens refresh what they changed). A new write adds a line here, not a list of keys
 * at its call site.
 */
export const refreshedBy = {
  /** A meal logged, edited, re-analysed or deleted. */
  meal: ["meals", "dashboard", "statsPeriod", "gamification"],
  /** A photo analysed: a meal, and one analysis fewer left today. */
  photoAnalysis: ["meals", "dashboard", "statsPeriod", "gamification", "analysisQuota"],
  /** Daily, weekly, monthly goals: the ring, the week and the goal line of the month and year charts. */
  goals: ["goals", "dashboard", "statsPeriod"],
  /** The onboarding profile: it sets the goals (and the health goal the planner reads). */
  profile: ["user", "goals", "dashboard", "statsPeriod"],
  /** Name, two-factor, subscription: what the user read carries. */
  user: ["user"],
  connections: ["connections", "user"],
  /** Other devices signed out. */
  sessions: ["sessions"],
  favorite: ["recipes"],
  /** A food of one's own created, edited or deleted: its list, and the searches and scans that find it. */
  customFood: ["customFoods", "foods"],
  /** A weight logged or deleted: the log, and the goal offer and g/kg that follow the trend. */
  weight: ["weights", "dashboard", "goals"],
} as const satisfies Record<string, readonly QueryRoot[]>;

export type Write = keyof typeof refreshedBy;

/** Refreshes every read the write changed (the map above). */
export async function refreshAfter(queryClient: QueryClient, write: Write): Promise<void> {
  const keys = refreshedBy[write].map((root) => queryKeys[root]);
  // A first read still in flight was sent before the change: invalidating would join it (React
  // Query refetches over a running fetch only once there is data) and keep its stale answer,
  // e.g. a dashboard opened just before the meal that reaches the goal. Cancel it first.
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
