import type { Bindings } from "../../env";
import {
  LABEL_TASK,
  MEAL_TASK,
  type MealImage,
  type VisionProvider,
  type VisionTask,
  visionMessages,
} from "./provider";

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
      request: (image: MealImage, task: VisionTask) => ({
        messages: visionMessages(image, task),
        response_format: { type: "json_schema", json_schema: task.schema },
        max_tokens: MAX_TOKENS,
        temperature: TEMPERATURE,
      }),
      answer: (out: unknown) => (out as { response?: unknown } | null)?.response ?? null,
    };
  }
  return {
    request: (image: MealImage, task: VisionTask) => ({
      messages: visionMessages(image, task),
      response_format: {
        type: "json_schema",
        json_schema: { name: task.schemaName, schema: task.schema, strict: true },
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
  // The binding is typed per model; the model here is a setting, so its inputs are checked
  // by the wire formats above instead.
  const run = ai.run.bind(ai) as (model: string, inputs: unknown) => Promise<unknown>;
  async function ask(task: VisionTask, image: MealImage, signal: AbortSignal): Promise<unknown> {
    const answer = run(model, format.request(image, task));
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted")), { once: true });
    });
    return format.answer(await Promise.race([answer, aborted]));
  }
  return {
    name: "workers-ai",
    analyze: (image, signal) => ask(MEAL_TASK, image, signal),
    readLabel: (image, signal) => ask(LABEL_TASK, image, signal),
  };
}
