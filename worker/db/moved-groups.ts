/**
 * How many of the per-user table groups live in the user's own Durable Object (ADR 067), in the
 * order they move: 1, the recipe favourites; 2, the own foods and saved meals; 3, the photos'
 * rows, their upload parts and the daily upload usage; 4, the AI analyses a day; 5, the meals
 * with their foods, day totals, XP, badges, Undo's copies, the day's write counts and the
 * progress (ADR 068). A users row with fewer is moved on its next request that needs a moved
 * group, or by the cron's background move; a new account starts with all.
 */
export const MOVED_GROUPS = 5;
