import { weightEntrySchema } from "../body/schemas";
import { MEAL_TYPES } from "../meals/guest-meal";
import { isValidDate } from "../time/local-day";
import { z } from "../zod";

/** Meals per import request: the browser sends a parsed file in batches under the JSON body limit. */
export const IMPORT_BATCH = 50;

const grams = z.number({ error: "Protein must be a number of grams." }).min(0).max(1000);

/** POST /api/account/import: meals the browser read from the file with parseImport. */
export const importRequestSchema = z.object({
  source: z.enum(["myfitnesspal", "cronometer"], { error: "Choose a MyFitnessPal or Cronometer file." }),
  meals: z
    .array(
      z.object({
        date: z.string().refine(isValidDate, "Each meal needs a date written as YYYY-MM-DD."),
        mealType: z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." }),
        group: z.string().trim().min(1).max(60),
        minutes: z.number().int().min(0).max(1439),
        protein: grams,
        foods: z
          .array(
            z.object({
              name: z.string().trim().min(1).max(200),
              protein: grams,
              amount: z.string().max(100).nullable(),
            }),
          )
          .max(200),
      }),
    )
    .min(1, "There is nothing to import.")
    .max(IMPORT_BATCH, `At most ${IMPORT_BATCH} meals per request.`),
});

export type ImportRequest = z.infer<typeof importRequestSchema>;

export interface ImportResult {
  imported: number;
  skipped: number;
}

/** Weights per import-weights request: about ten years of daily weigh-ins in a few requests. */
export const WEIGHT_IMPORT_BATCH = 500;

/** POST /api/account/import-weights: a weights file the browser read with parseWeightImport, in kg. */
export const weightImportRequestSchema = z.object({
  source: z.enum(["myfitnesspal", "cronometer"], { error: "Choose a MyFitnessPal or Cronometer file." }),
  weights: z
    .array(weightEntrySchema)
    .min(1, "There is nothing to import.")
    .max(WEIGHT_IMPORT_BATCH, `At most ${WEIGHT_IMPORT_BATCH} weights per request.`),
});

export type WeightImportRequest = z.infer<typeof weightImportRequestSchema>;
