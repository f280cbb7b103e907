import { isValidDate } from "../time/local-day";
import { z } from "../zod";
import { WEIGHT_KG } from "./units";

/** How many days GET /api/weights answers by default, and at most. */
export const DEFAULT_WEIGHT_DAYS = 90;
export const MAX_WEIGHT_DAYS = 3660;

export const weightDateSchema = z
  .string({ error: "The date must be a real date written as YYYY-MM-DD." })
  .refine(isValidDate, "The date must be a real date written as YYYY-MM-DD.");

/** POST /api/weights: one weight for one local day, in kilograms (the app converts pounds). */
export const weightEntrySchema = z.object({
  date: weightDateSchema,
  kg: z
    .number({ error: "Weight must be a number of kilograms." })
    .min(WEIGHT_KG.min, `Weight must be at least ${WEIGHT_KG.min} kg.`)
    .max(WEIGHT_KG.max, `Weight must be at most ${WEIGHT_KG.max} kg.`),
});
export type WeightEntryInput = z.infer<typeof weightEntrySchema>;

/** GET /api/weights?days=N: the last N local days, today included. */
export const weightsQuerySchema = z.object({
  days: z.coerce
    .number({ error: "days must be a whole number." })
    .int("days must be a whole number.")
    .min(1, "days must be at least 1.")
    .max(MAX_WEIGHT_DAYS, `days must be at most ${MAX_WEIGHT_DAYS}.`)
    .default(DEFAULT_WEIGHT_DAYS),
});
