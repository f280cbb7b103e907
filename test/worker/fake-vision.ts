import { vi } from "vitest";

export interface VisionCall {
  url: string;
  authorization: string | null;
  body: {
    model: string;
    messages: { role: string; content: string | { type: string; text?: string; image_url?: { url: string } }[] }[];
    response_format: { type: string; json_schema: { name: string; schema: unknown } };
  };
}

export type VisionReply = { content: string } | { status: number; body: string } | { hang: true };

/**
 * An OpenAI-compatible chat-completions endpoint at http://vision.test/v1, faked at the
 * fetch boundary: it records each request and answers in the real response format.
 */
export function fakeVision(reply: () => VisionReply) {
  const calls: VisionCall[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("http://vision.test/v1/")) return realFetch(input, init);
    calls.push({
      url: request.url,
      authorization: request.headers.get("Authorization"),
      body: (await request.json()) as VisionCall["body"],
    });
    const r = reply();
    if ("hang" in r) {
      return new Promise<Response>((_, reject) => {
        request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
      });
    }
    if ("status" in r) return new Response(r.body, { status: r.status });
    return Response.json({
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1_700_000_000,
      model: "vision-test-model",
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: r.content } }],
      usage: { prompt_tokens: 900, completion_tokens: 60, total_tokens: 960 },
    });
  });
  return { calls, restore: () => spy.mockRestore() };
}

export const answer = (foods: { name: string; grams: number; protein: number; confidence: number }[], isFood = true) =>
  JSON.stringify({ isFood, foods });

/** A nutrition label's numbers as the model answers them for the label schema (nutrition_label). */
export interface LabelFigures {
  isLabel?: boolean;
  name?: string | null;
  brand?: string | null;
  basis?: "per100g" | "perServing";
  servingGrams?: number | null;
  protein?: number | null;
  kcal?: number | null;
  carbs?: number | null;
  fat?: number | null;
}

/** The message content a vision model answers to a label request: every key of the strict schema. */
export const labelAnswer = (figures: LabelFigures) =>
  JSON.stringify({
    isLabel: true,
    name: null,
    brand: null,
    basis: "per100g",
    servingGrams: null,
    protein: null,
    kcal: null,
    carbs: null,
    fat: null,
    ...figures,
  });

/**
 * A Workers AI binding for `AI`, answering `content` as the model named in the call answers:
 * Meta's models as `{response}` (already parsed JSON), the others (Gemma) as an OpenAI chat
 * completion whose message content is the JSON text. It records each call.
 */
export function fakeWorkersAi(content: string) {
  const runs: { model: string; inputs: Record<string, unknown> & { messages: unknown[] } }[] = [];
  const AI = {
    async run(model: string, inputs: (typeof runs)[number]["inputs"]) {
      runs.push({ model, inputs });
      if (model.startsWith("@cf/meta/")) return { response: JSON.parse(content) as unknown };
      return {
        id: "chatcmpl-1",
        object: "chat.completion",
        created: 1_796_000_000,
        model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop", logprobs: null }],
        usage: { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 },
      };
    },
  };
  return { AI, runs };
}
