import { round2 } from "../barcode/food";
import { parseBarcode } from "../barcode/gtin";
import { z } from "../zod";

/** How many foods of their own one person may keep: far past real use, a bound on storage. */
export const MAX_CUSTOM_FOODS = 500;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

/**
 * A food of the user's own (POST /api/foods/custom, PUT /api/foods/custom/{id}): what the
 * label says, per 100 g or per serving with the serving's grams. It is stored per 100 g,
 * like every other food, with the serving kept as a portion.
 */
export const customFoodInputSchema = z
  .object({
    name: z
      .string({ error: "Give the food a name." })
      .trim()
      .min(1, "Give the food a name.")
      .max(80, "A food name can be at most 80 characters."),
    brand: optionalText(80, "A brand can be at most 80 characters."),
    basis: z.enum(["100g", "serving"], { error: "Say whether the numbers are per 100 g or per serving." }),
    protein: z
      .number({ error: "Enter the protein in grams." })
      .min(0, "Protein cannot be negative.")
      .max(1000, "Protein must be at most the food's weight."),
    kcal: z.number({ error: "Calories must be a number." }).min(0, "Calories cannot be negative.").nullish(),
    servingGrams: z
      .number({ error: "A serving's weight must be a number of grams." })
      .positive("A serving must weigh more than 0 g.")
      .max(2000, "A serving can weigh at most 2000 g.")
      .nullish(),
    servingLabel: optionalText(40, "A serving name can be at most 40 characters."),
    barcode: z.string().max(40).nullish(),
  })
  .transform((input, ctx) => {
    const serving = input.servingGrams ?? null;
    if (input.basis === "serving" && serving === null) {
      ctx.addIssue({ code: "custom", message: "Enter how many grams one serving weighs.", path: ["servingGrams"] });
      return z.NEVER;
    }
    const perGrams = input.basis === "serving" ? (serving as number) : 100;
    if (input.protein > perGrams) {
      ctx.addIssue({
        code: "custom",
        message: `Protein cannot be more than the ${perGrams} g it is counted in.`,
        path: ["protein"],
      });
      return z.NEVER;
    }
    const kcalPer100g = input.kcal == null ? null : round2((input.kcal / perGrams) * 100);
    if (kcalPer100g !== null && kcalPer100g > 900) {
      ctx.addIssue({ code: "custom", message: "No food has more than 900 kcal per 100 g.", path: ["kcal"] });
      return z.NEVER;
    }
    let barcode: string | null = null;
    if (input.barcode?.trim()) {
      const read = parseBarcode(input.barcode);
      if (!read.ok) {
        ctx.addIssue({ code: "custom", message: read.message, path: ["barcode"] });
        return z.NEVER;
      }
      barcode = read.barcode.canonical;
    }
    return {
      name: input.name,
      brand: input.brand,
      proteinPer100g: round2((input.protein / perGrams) * 100),
      kcalPer100g,
      servingGrams: serving,
      servingLabel: serving === null ? null : input.servingLabel,
      barcode,
    };
  });

export type CustomFoodInput = z.input<typeof customFoodInputSchema>;
export type CustomFoodValues = z.output<typeof customFoodInputSchema>;

/** The key two foods of one person may not share: names compare without case or extra spaces. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
