import { z } from "../zod";
import { readJsonAnswer } from "./json-answer";

/**
 * Exactly what the vision model is asked to return (issue: photo to protein). `protein` is
 * the model's own estimate in grams; Proteo prefers the nutrition table's figure.
 */
export const modelAnswerSchema = z.object({
  isFood: z.boolean(),
  foods: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(120),
        grams: z.number().min(0).max(3000),
        protein: z.number().min(0).max(500),
        confidence: z.number().min(0).max(1),
      }),
    )
    .max(30),
});

export type ModelAnswer = z.infer<typeof modelAnswerSchema>;

/** The same contract as JSON Schema, for providers' structured-output options. */
export const MODEL_ANSWER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["isFood", "foods"],
  properties: {
    isFood: { type: "boolean", description: "Whether the photo shows food or a meal." },
    foods: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["name", "grams", "protein", "confidence"],
        properties: {
          name: { type: "string", description: "A plain food name, e.g. 'grilled chicken breast'." },
          grams: { type: "number", description: "Estimated edible weight in grams." },
          protein: { type: "number", description: "Your estimate of its protein in grams." },
          confidence: { type: "number", description: "0 to 1: how sure you are of the food and amount." },
        },
      },
    },
  },
} as const;

export const ANALYSIS_INSTRUCTIONS = [
  "You are a nutrition assistant. Look at the photo and list every distinct food or drink in it.",
  "For each, give a plain, common name (as a person would log it, cooked state included, e.g. 'white rice cooked', 'grilled salmon fillet'),",
  "its estimated edible weight in grams from the visible portion, your estimate of its protein in grams, and your confidence from 0 to 1.",
  'If the photo shows no food, answer {"isFood": false, "foods": []}.',
  'Answer with JSON only, exactly in this shape: {"isFood": boolean, "foods": [{"name": string, "grams": number, "protein": number, "confidence": number}]}.',
].join(" ");

/** The model's answer read against the contract (readJsonAnswer); null when it is not it. */
export const readModelAnswer = (content: unknown): ModelAnswer | null => readJsonAnswer(content, modelAnswerSchema);
