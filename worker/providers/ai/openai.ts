import { ANALYSIS_INSTRUCTIONS, MODEL_ANSWER_JSON_SCHEMA } from "../../../domain/analysis/model-answer";
import type { Bindings } from "../../env";
import { type VisionProvider, visionMessages } from "./provider";

/**
 * Any OpenAI-compatible chat-completions endpoint with image input: the photo goes as a
 * data: URL in an image_url part, and the answer is constrained with a json_schema.
 */
export function openAiVision(env: Bindings): VisionProvider | null {
  const base = env.OPENAI_BASE_URL?.replace(/\/$/, "");
  if (!base || !env.OPENAI_MODEL) return null;
  return {
    name: "openai",
    async analyze(image, signal) {
      const res = await fetch(`${base}/chat/completions`, {
        method: "POST",
        signal,
        headers: {
          "Content-Type": "application/json",
          ...(env.OPENAI_API_KEY ? { Authorization: `Bearer ${env.OPENAI_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          model: env.OPENAI_MODEL,
          temperature: 0.2,
          messages: visionMessages(image, ANALYSIS_INSTRUCTIONS),
          response_format: {
            type: "json_schema",
            json_schema: { name: "meal_analysis", strict: true, schema: MODEL_ANSWER_JSON_SCHEMA },
          },
        }),
      });
      if (!res.ok) throw new Error(`vision endpoint answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
      return body.choices?.[0]?.message?.content ?? null;
    },
  };
}
