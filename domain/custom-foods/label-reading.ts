import { round2 } from "../barcode/food";
import { z } from "../zod";
import type { LabelModelAnswer } from "./label-answer";

/** Protein, energy, carbohydrate and fat of one amount of a food (kcal, grams). */
export interface LabelValues {
  protein: number;
  kcal: number | null;
  carbs: number | null;
  fat: number | null;
}

/**
 * What POST /api/foods/label answers: the label's numbers per 100 g, and per serving when
 * the serving's weight is known, for the own-food form to start from. Nothing is stored.
 */
export interface LabelReading {
  name: string | null;
  brand: string | null;
  /** The column the label was read from: per 100 g (or 100 ml), or per serving. */
  basis: "100g" | "serving";
  servingGrams: number | null;
  per100g: LabelValues;
  perServing: LabelValues | null;
  /** Things the user should check, e.g. calories left out because they did not fit. */
  notes: string[];
}

/**
 * POST /api/foods/label's form: one photo of the label, as the `photo` field. Its type is
 * decided by its bytes on the server, never by the name or type the browser gives it.
 */
export const labelPhotoFormSchema = z.object({
  photo: z.instanceof(Blob, { error: "Send a photo of the label as the form field 'photo'." }),
});

/** The heaviest serving an own food may have (as customFoodInputSchema allows). */
export const MAX_SERVING_GRAMS = 2000;
/** Protein, carbs and fat of 100 g may exceed 100 g by this much: labels round each figure. */
const ROUNDING_SLACK_G = 5;
/** Energy from protein and carbs (4 kcal/g) and fat (9 kcal/g), with room for fibre and sugar alcohols. */
const atwaterCeiling = (v: LabelValues) => 2 * (4 * v.protein + 4 * (v.carbs ?? 0) + 9 * (v.fat ?? 0)) + 50;

export type LabelCheck = { ok: true; reading: LabelReading } | { ok: false; code: string; message: string };

const refuse = (code: string, message: string): LabelCheck => ({ ok: false, code, message });

const TYPE_IT = "Take a sharper photo of the table, or type the numbers in yourself.";

const text = (value: string | null | undefined, max: number) => {
  const trimmed = value?.trim().replace(/\s+/g, " ");
  return trimmed ? trimmed.slice(0, max) : null;
};

const scaled = (v: LabelValues, factor: number): LabelValues => ({
  protein: round2(v.protein * factor),
  kcal: v.kcal === null ? null : round2(v.kcal * factor),
  carbs: v.carbs === null ? null : round2(v.carbs * factor),
  fat: v.fat === null ? null : round2(v.fat * factor),
});

/**
 * The model's answer as the label's numbers per 100 g (per-serving values x 100 / the
 * serving's grams), refused when it is not a label or cannot be a food's: no protein
 * figure, a per-serving column without the serving's weight, a negative figure, more than
 * 100 g of protein, carbs or fat in 100 g, or more than 900 kcal. Calories far above what
 * the protein, carbs and fat can give (kJ read as kcal) are left out with a note, since the
 * protein is still right.
 */
export function checkLabel(answer: LabelModelAnswer): LabelCheck {
  if (!answer.isLabel) {
    return refuse("LABEL_NOT_FOUND", `We couldn't find a nutrition label in this photo. ${TYPE_IT}`);
  }
  const protein = answer.protein ?? null;
  if (protein === null) {
    return refuse("LABEL_UNREADABLE", `We couldn't read the protein on this label. ${TYPE_IT}`);
  }
  const read: LabelValues = {
    protein,
    kcal: answer.kcal ?? null,
    carbs: answer.carbs ?? null,
    fat: answer.fat ?? null,
  };
  const serving = answer.servingGrams ?? null;
  if (serving !== null && (serving <= 0 || serving > MAX_SERVING_GRAMS)) {
    return refuse(
      "LABEL_IMPLAUSIBLE",
      `The serving size read from the label (${serving} g) cannot be right. ${TYPE_IT}`,
    );
  }
  if (answer.basis === "perServing" && serving === null) {
    return refuse(
      "LABEL_UNREADABLE",
      `The label gives its numbers per serving, but we couldn't read how much a serving weighs. ${TYPE_IT}`,
    );
  }
  if (Object.values(read).some((v) => v !== null && v < 0)) {
    return refuse("LABEL_IMPLAUSIBLE", `A number read from the label is negative. ${TYPE_IT}`);
  }
  const per100g = answer.basis === "perServing" ? scaled(read, 100 / (serving as number)) : scaled(read, 1);
  const grams = [per100g.protein, per100g.carbs ?? 0, per100g.fat ?? 0];
  if (grams.some((g) => g > 100) || grams.reduce((a, b) => a + b, 0) > 100 + ROUNDING_SLACK_G) {
    return refuse(
      "LABEL_IMPLAUSIBLE",
      `The numbers read from the label add up to more than the food weighs. ${TYPE_IT}`,
    );
  }
  if (per100g.kcal !== null && per100g.kcal > 900) {
    return refuse("LABEL_IMPLAUSIBLE", `The calories read from the label are more than any food has. ${TYPE_IT}`);
  }
  const notes: string[] = [];
  if (per100g.kcal !== null && per100g.kcal > atwaterCeiling(per100g)) {
    per100g.kcal = null;
    read.kcal = null;
    notes.push("The calories did not fit the protein, carbs and fat (kJ instead of kcal?), so they were left out.");
  }
  const perServing = serving === null ? null : answer.basis === "perServing" ? read : scaled(per100g, serving / 100);
  return {
    ok: true,
    reading: {
      name: text(answer.name, 80),
      brand: text(answer.brand, 80),
      basis: answer.basis === "perServing" ? "serving" : "100g",
      servingGrams: serving === null ? null : round2(serving),
      per100g,
      perServing,
      notes,
    },
  };
}
