import { ANALYSIS_INSTRUCTIONS, MODEL_ANSWER_JSON_SCHEMA } from "../../../domain/analysis/model-answer";
import type { Bindings } from "../../env";
import { type VisionProvider, visionMessages } from "./provider";

/** Llama 4 Scout: natively multimodal on Workers AI, with JSON mode (structured output). */
export const DEFAULT_WORKERS_AI_MODEL = "@cf/meta/llama-4-scout-17b-16e-instruct";

export function workersAiVision(env: Bindings): VisionProvider | null {
  const ai = env.AI;
  if (!ai) return null;
  const model = (env.WORKERS_AI_MODEL || DEFAULT_WORKERS_AI_MODEL) as typeof DEFAULT_WORKERS_AI_MODEL;
  return {
    name: "workers-ai",
    async analyze(image, signal) {
      const run = ai.run(model, {
        messages: visionMessages(image, ANALYSIS_INSTRUCTIONS),
        response_format: { type: "json_schema", json_schema: MODEL_ANSWER_JSON_SCHEMA },
        max_tokens: 1024,
        temperature: 0.2,
      });
      const aborted = new Promise<never>((_, reject) => {
        signal.addEventListener("abort", () => reject(signal.reason ?? new Error("aborted")), { once: true });
      });
      const out = (await Promise.race([run, aborted])) as { response?: unknown };
      return out.response ?? null;
    },
  };
}
