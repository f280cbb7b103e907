import type { FoodDto } from "../foods/schemas";
import { z } from "../zod";
import { OPEN_FOOD_FACTS_SOURCE, round2 } from "./food";

/**
 * Open Food Facts' product API v2 (`GET /api/v2/product/{code}.json?fields=...`): the fields
 * Proteo asks for. Open Food Facts is edited by its contributors, so numbers may arrive as
 * strings and any field may be missing; the schema takes what is there and nothing more.
 */
const number = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

export const OFF_FIELDS = [
  "product_name",
  "product_name_en",
  "brands",
  "serving_size",
  "serving_quantity",
  "nutriments",
] as const;

const productSchema = z.object({
  product_name: z.string().nullish(),
  product_name_en: z.string().nullish(),
  brands: z.string().nullish(),
  serving_size: z.string().nullish(),
  serving_quantity: number.nullish().catch(null),
  nutriments: z.record(z.string(), z.unknown()).nullish(),
});

/** The envelope: status 1 with a product, or status 0 ("product not found"). */
export const offResponseSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  product: productSchema.nullish(),
});

export type OffProduct = z.infer<typeof productSchema>;

export type ProductReading = { kind: "food"; food: FoodDto } | { kind: "incomplete" };

function nutrient(nutriments: Record<string, unknown>, key: string, max: number): number | null {
  const parsed = number.safeParse(nutriments[key]);
  if (!parsed.success) return null;
  const value = parsed.data;
  return Number.isFinite(value) && value >= 0 && value <= max ? value : null;
}

/**
 * The serving's name as the picker lists it beside its grams: "1 bar (60 g)" is "1 bar", a
 * serving stated only by weight ("30 g", "30g") or not at all is "1 serving".
 */
export function servingLabel(servingSize: string | null | undefined): string {
  const name = (servingSize ?? "")
    .replace(/\(\s*[\d.,]+\s*(g|ml)\s*\)\s*$/i, "")
    .trim()
    .slice(0, 60);
  return name === "" || /^[\d.,]+\s*(g|ml)?$/i.test(name) ? "1 serving" : name;
}

/**
 * Proteo's food from an Open Food Facts product. The protein per 100 g comes from
 * `proteins_100g`, or from `proteins_serving` and the serving's grams when only that is
 * given; without either (or with values no food can have) the product cannot be counted
 * and the reading says so, so the person can enter the label's numbers themselves.
 */
export function readOffProduct(code: string, product: OffProduct): ProductReading {
  const nutriments = product.nutriments ?? {};
  const servingGrams =
    product.serving_quantity && product.serving_quantity > 0 && product.serving_quantity <= 5000
      ? product.serving_quantity
      : null;
  let protein = nutrient(nutriments, "proteins_100g", 100);
  if (protein === null && servingGrams) {
    const perServing = nutrient(nutriments, "proteins_serving", servingGrams);
    if (perServing !== null) protein = (perServing / servingGrams) * 100;
  }
  if (protein === null) return { kind: "incomplete" };
  const kcalDirect = nutrient(nutriments, "energy-kcal_100g", 900);
  const kj = nutrient(nutriments, "energy_100g", 3800);
  const kcal = kcalDirect ?? (kj === null ? null : kj / 4.184);
  const name = product.product_name?.trim() || product.product_name_en?.trim() || `Product ${code}`;
  return {
    kind: "food",
    food: {
      id: `off:${code}`,
      name,
      brand: product.brands?.split(",")[0]?.trim() || null,
      group: "Packaged food",
      proteinPer100g: round2(protein),
      kcalPer100g: kcal === null ? null : round2(kcal),
      fatPer100g: nutrient(nutriments, "fat_100g", 100),
      carbsPer100g: nutrient(nutriments, "carbohydrates_100g", 100),
      fiberPer100g: nutrient(nutriments, "fiber_100g", 100),
      portions: servingGrams ? [{ label: servingLabel(product.serving_size), grams: servingGrams }] : [],
      source: OPEN_FOOD_FACTS_SOURCE,
      barcode: code,
    },
  };
}
