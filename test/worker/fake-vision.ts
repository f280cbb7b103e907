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
