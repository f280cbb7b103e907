import { ANALYSIS_INSTRUCTIONS, MODEL_ANSWER_JSON_SCHEMA } from "../../../domain/analysis/model-answer";
import type { Bindings } from "../../env";
import { type MealImage, type VisionProvider, visionMessages } from "./provider";

/**
 * Gemma 4 26B A4B: Workers AI's recommended vision model, natively multimodal, with JSON-schema
 * output and on the free plan. It speaks OpenAI's chat-completions format on Workers AI.
 */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/google/gemma-4-26b-a4b-it";
/** Llama 4 Scout, the earlier default, still selectable with WORKERS_AI_MODEL. */
export const LLAMA_4_SCOUT = "@cf/meta/llama-4-scout-17b-16e-instruct";

const MAX_TOKENS = 1024;
const TEMPERATURE = 0.2;

/**
 * A model's request and where its answer is. Workers AI's Meta models take the JSON schema
 * itself as `json_schema` and answer `{response}`; the others (Gemma among them) take OpenAI's
 * `{name, schema, strict}` and answer `choices[0].message.content`. Gemma thinks before it
 * answers unless told not to: that would only cost time and tokens here.
 */
function wireFormat(model: string) {
  if (model.startsWith("@cf/meta/")) {
    return {
      request: (image: MealImage) => ({
        messages: visionMessages(image, ANALYSIS_INSTRUCTIONS),
        response_format: { type: "json_schema", json_schema: MODEL_ANSWER_JSON_SCHEMA },
        max_tokens: MAX_TOKENS,
        temperature: TEMPERATURE,
      }),
      answer: (out: unknown) => (out as { response?: unknown } | null)?.response ?? null,
    };
  }
  return {
    request: (image: MealImage) => ({
      messages: visionMessages(image, ANALYSIS_INSTRUCTIONS),
      response_format: {
        type: "json_schema",
        json_schema: { name: "meal_analysis", schema: MODEL_ANSWER_JSON_SCHEMA, strict: true },
      },
      chat_template_kwargs: { enable_thinking: false },
      max_tokens: MAX_TOKENS,
      temperature: TEMPERATURE,
    }),
    answer: (out: unknown) =>
      (out as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content ?? null,
  };
}

export function workersAiVision(env: Bindings): VisionProvider | null {
  const ai = env.AI;
  if (!ai) return null;
  const model = env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL;
  const format = wireFormat(model);
  return {
    name: "workers-ai",
    async analyze(image, signal) {
      // The binding is typed per model; the model here is a setting, so its inputs are checked
      // by the wire formats above instead.
      const run = (ai.run as (model: string, inputs: unknown) => Promise<unknown>)(model, format.request(image));
      const aborted = new Promise<never>((_, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted")), { once: true });
      });
      return format.answer(await Promise.race([run, aborted]));
    },
  };
}
