import { readJsonAnswer } from "../analysis/json-answer";
import { z } from "../zod";

/**
 * What the vision model is asked to return for a photo of a nutrition label: the values of
 * one column (per 100 g when the label has one, else per serving), the serving's weight, and
 * the product's name and brand when the photo shows them. Missing figures are null.
 */
const figure = z.number().finite().nullish();

export const labelModelAnswerSchema = z.object({
  isLabel: z.boolean(),
  name: z.string().trim().max(200).nullish(),
  brand: z.string().trim().max(200).nullish(),
  basis: z.enum(["per100g", "perServing"]),
  servingGrams: figure,
  protein: figure,
  kcal: figure,
  carbs: figure,
  fat: figure,
});

export type LabelModelAnswer = z.infer<typeof labelModelAnswerSchema>;

const nullable = (type: "string" | "number", description: string) => ({ type: [type, "null"], description });

/** The same contract as JSON Schema, for the providers' structured output (strict: every key required). */
export const LABEL_ANSWER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["isLabel", "name", "brand", "basis", "servingGrams", "protein", "kcal", "carbs", "fat"],
  properties: {
    isLabel: { type: "boolean", description: "Whether the photo shows a nutrition facts table you can read." },
    name: nullable("string", "The product's name if the photo shows it, e.g. 'Greek yogurt 0%'; else null."),
    brand: nullable("string", "The maker's brand if the photo shows it; else null."),
    basis: {
      type: "string",
      enum: ["per100g", "perServing"],
      description: "Which column the numbers are from: per 100 g (or 100 ml) when the label has it, else per serving.",
    },
    servingGrams: nullable("number", "One serving's weight in grams (ml count as grams) if printed; else null."),
    protein: nullable("number", "Protein in grams in that column."),
    kcal: nullable("number", "Energy in kcal (not kJ) in that column."),
    carbs: nullable("number", "Total carbohydrate in grams in that column."),
    fat: nullable("number", "Total fat in grams in that column."),
  },
} as const;

export const LABEL_INSTRUCTIONS = [
  "You read nutrition labels. The photo should show a nutrition facts table on a food package.",
  "Copy the numbers exactly as printed; never estimate or invent a value you cannot read (use null).",
  "If the table has a per 100 g or per 100 ml column, give that column with basis 'per100g'; otherwise give the per-serving column with basis 'perServing'.",
  "Always give the serving size in grams when the label prints one (a serving in ml counts as that many grams).",
  "Energy must be in kcal: when the label prints both kJ and kcal, use the kcal figure.",
  "Give the product's name and brand only if the photo shows them.",
  'If the photo shows no readable nutrition table, answer {"isLabel": false} with every other value null and basis "per100g".',
  'Answer with JSON only, exactly in this shape: {"isLabel": boolean, "name": string|null, "brand": string|null, "basis": "per100g"|"perServing", "servingGrams": number|null, "protein": number|null, "kcal": number|null, "carbs": number|null, "fat": number|null}.',
].join(" ");

/** The user message sent with the photo. */
export const LABEL_REQUEST = "Read the nutrition facts on this label.";

/** The model's answer read against the contract (readJsonAnswer); null when it is not it. */
export const readLabelModelAnswer = (content: unknown): LabelModelAnswer | null =>
  readJsonAnswer(content, labelModelAnswerSchema);
