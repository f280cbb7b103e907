import { withThousands } from "../format/thousands";
import { isValidDate } from "../time/local-day";
import { z } from "../zod";
import { MEAL_TYPES } from "./guest-meal";
import type { MealMacros } from "./meal";
import {
  checkManualEntry,
  cleanProtein,
  INVALID_EDIT_PROTEIN,
  INVALID_MEAL_NAME,
  INVALID_PROTEIN,
  invalidMacro,
  MAX_MEAL_NAME,
  MAX_MEAL_PROTEIN,
  MISSING_INFORMATION,
  parseMacro,
} from "./protein-text";

export {
  cleanProtein,
  INVALID_EDIT_PROTEIN,
  INVALID_MEAL_NAME,
  INVALID_PROTEIN,
  MAX_MEAL_PROTEIN,
  MISSING_INFORMATION,
};

const mealTypeSchema = z.enum(MEAL_TYPES, { error: "Meal type must be breakfast, lunch, dinner or snack." });

/** Photos a meal may show: only Proteo's own stored objects. */
export const ownPhotoUrlSchema = z
  .string()
  .max(300)
  .regex(/^\/api\/objects\/[A-Za-z0-9/_-]+$/, "A meal photo must be a Proteo photo link.");

/** A quick add's calories, carbs or fat as sent: text like protein's, or a number; null is empty. */
const macroInput = z.union([z.string().max(50), z.number(), z.null()]);

const foodItemInput = z.object({
  name: z.string().trim().min(1, "Each food needs a name.").max(200),
  grams: z.number().min(0, "Grams cannot be negative.").max(5000, "A food can weigh at most 5,000 g.").nullish(),
  portionSize: z.string().trim().max(100).nullish(),
  proteinContent: z
    .number()
    .min(0, "Protein cannot be negative.")
    .max(MAX_MEAL_PROTEIN, `A food can hold at most ${withThousands(MAX_MEAL_PROTEIN)} g of protein.`),
  confidence: z.number().min(0).max(1).nullish(),
  foodId: z.string().max(100).nullish(),
});

/** POST /api/meals/manual (imageUrl, mealType, totalProtein, title; foodItems from describe-your-meal). */
export const manualMealSchema = z
  .object({
    imageUrl: ownPhotoUrlSchema.nullish(),
    mealType: mealTypeSchema.default("lunch"),
    totalProtein: z.union([z.string().max(50), z.number()]).optional(),
    title: z.string().max(200, "A meal name can be at most 200 characters.").optional(),
    foodItems: z.array(foodItemInput).max(50, "A meal can have at most 50 foods.").optional(),
    source: z.enum(["manual", "describe", "planner"]).default("manual"),
    /** Quick add's optional values, each parsed like protein ("450", "30g") and at least 0. */
    calories: macroInput.optional(),
    carbs: macroInput.optional(),
    fat: macroInput.optional(),
  })
  .transform((input, ctx) => {
    const check = checkManualEntry(input.title, input.totalProtein);
    if (!check.ok) {
      const path = check.problem === "Missing Information" ? [] : ["totalProtein"];
      ctx.addIssue({ code: "custom", message: check.message, path });
      return z.NEVER;
    }
    const macros: MealMacros = { calories: null, carbs: null, fat: null };
    for (const field of ["calories", "carbs", "fat"] as const) {
      const value = parseMacro(field, input[field]);
      if (Number.isNaN(value)) {
        ctx.addIssue({ code: "custom", message: invalidMacro(field), path: [field] });
        return z.NEVER;
      }
      macros[field] = value;
    }
    const { calories: _c, carbs: _cb, fat: _f, ...rest } = input;
    return { ...rest, title: check.title, totalProtein: check.protein, macros };
  });

/** PATCH /api/meals/{id}/protein (protein not below 0, a non-empty name; mealType is optional). */
export const mealEditSchema = z.object({
  totalProtein: z.union([z.number(), z.string().max(50)]).transform((value, ctx) => {
    const n = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
    if (!Number.isFinite(n) || n < 0 || n > MAX_MEAL_PROTEIN) {
      ctx.addIssue({ code: "custom", message: INVALID_EDIT_PROTEIN });
      return z.NEVER;
    }
    return Math.round(n * 10) / 10;
  }),
  mealName: z.string({ error: INVALID_MEAL_NAME }).trim().min(1, INVALID_MEAL_NAME).max(MAX_MEAL_NAME),
  /** Optional beyond the plain payload (protein and name): the edit dialog can move a meal to another meal type. */
  mealType: mealTypeSchema.optional(),
  /**
   * Optional too: when the meal was eaten, to move it to another day or time (an ISO date and
   * time with its offset). The server checks it against the user's own today.
   */
  eatenAt: z.iso.datetime({ offset: true, error: "Please enter a valid date and time." }).optional(),
});

/** A meal's id in a path (/api/meals/{id}/…). */
export const mealIdParamSchema = z.object({ id: z.string().min(1).max(100) });

/** POST /api/meals/parse: describe-your-meal text. */
export const parseTextSchema = z.object({
  text: z
    .string({ error: "Describe what you ate." })
    .trim()
    .min(1, "Describe what you ate.")
    .max(2000, "Please describe at most 2000 characters."),
});

/** A real calendar day written YYYY-MM-DD: 2026-02-30 is refused like any other bad date. */
export const localDateSchema = z.string().refine(isValidDate, "Dates look like 2026-11-22.");

/** GET /api/meals query: newest first, paged by an opaque cursor. */
export const listMealsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  mealType: mealTypeSchema.optional(),
  q: z.string().trim().max(100).optional(),
});

export type ManualMealInput = z.output<typeof manualMealSchema>;
export type ListMealsQuery = z.output<typeof listMealsQuerySchema>;
