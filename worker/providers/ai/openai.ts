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
 * Any OpenAI-compatible chat-completions endpoint with image input: the photo goes as a
 * data: URL in an image_url part, and the answer is constrained with a json_schema.
 */
export function openAiVision(env: Bindings): VisionProvider | null {
  const base = env.OPENAI_BASE_URL?.replace(/\/$/, "");
  const model = env.OPENAI_MODEL;
  if (!base || !model) return null;
  async function ask(task: VisionTask, image: MealImage, signal: AbortSignal): Promise<unknown> {
    const res = await fetch(`${base}/chat/completions`, {
      method: "POST",
      signal,
      headers: {
        "Content-Type": "application/json",
        ...(env.OPENAI_API_KEY ? { Authorization: `Bearer ${env.OPENAI_API_KEY}` } : {}),
      },
      body: JSON.stringify({
        model,
        temperature: 0.2,
        messages: visionMessages(image, task),
        response_format: {
          type: "json_schema",
          json_schema: { name: task.schemaName, strict: true, schema: task.schema },
        },
      }),
    });
    if (!res.ok) throw new Error(`vision endpoint answered ${res.status}`);
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    return body.choices?.[0]?.message?.content ?? null;
  }
  return {
    name: "openai",
    analyze: (image, signal) => ask(MEAL_TASK, image, signal),
    readLabel: (image, signal) => ask(LABEL_TASK, image, signal),
  };
}
