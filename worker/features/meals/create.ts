/**
 * The old entry point, kept so code written against `createMeal(db, user, input, clientId,
 * now)` keeps working: it is the meal write path's logMeal (log-meal.ts, ADR 021).
 */
export { createMeal, idempotencyKey, type NewFoodItem, type NewMeal, readMeal } from "./log-meal";
