import { ANALYSIS_INSTRUCTIONS, MODEL_ANSWER_JSON_SCHEMA } from "../../../domain/analysis/model-answer";
import { LABEL_ANSWER_JSON_SCHEMA, LABEL_INSTRUCTIONS, LABEL_REQUEST } from "../../../domain/custom-foods/label-answer";

/**
 * The vision seam (Workers AI or an OpenAI-compatible endpoint): what every provider implements and the request both
 * send. Its own file, imported by the providers and by vision.ts (which picks one), so no
 * provider imports the module that imports it.
 */

export interface MealImage {
  bytes: Uint8Array;
  mimeType: string;
}

/**
 * A vision model behind one seam. Each method returns the model's raw content; the caller
 * validates it against its contract: a meal's foods (domain/analysis/model-answer.ts) or a
 * nutrition label's numbers (domain/custom-foods/label-answer.ts).
 */
export interface VisionProvider {
  name: "workers-ai" | "openai";
  analyze(image: MealImage, signal: AbortSignal): Promise<unknown>;
  readLabel(image: MealImage, signal: AbortSignal): Promise<unknown>;
}

/** One question to a vision model: its instructions, the words sent with the photo, the answer's JSON Schema. */
export interface VisionTask {
  instructions: string;
  request: string;
  schemaName: string;
  schema: unknown;
}

/** What a meal photo is asked. */
export const MEAL_TASK: VisionTask = {
  instructions: ANALYSIS_INSTRUCTIONS,
  request: "List the foods in this meal with grams and protein.",
  schemaName: "meal_analysis",
  schema: MODEL_ANSWER_JSON_SCHEMA,
};

/** What a photo of a nutrition label is asked. */
export const LABEL_TASK: VisionTask = {
  instructions: LABEL_INSTRUCTIONS,
  request: LABEL_REQUEST,
  schemaName: "nutrition_label",
  schema: LABEL_ANSWER_JSON_SCHEMA,
};

export function dataUrl(image: MealImage): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < image.bytes.length; i += chunk) {
    binary += String.fromCharCode(...image.bytes.subarray(i, i + chunk));
  }
  return `data:${image.mimeType};base64,${btoa(binary)}`;
}

/** The conversation both providers send: the task's instructions, then the photo as a data: URL. */
export function visionMessages(image: MealImage, task: VisionTask) {
  return [
    { role: "system", content: task.instructions },
    {
      role: "user",
      content: [
        { type: "text", text: task.request },
        { type: "image_url", image_url: { url: dataUrl(image) } },
      ],
    },
  ];
}
