import { vi } from "vitest";
import { answer, labelAnswer } from "../fake-vision";

/**
 * The services the Worker calls out to, faked at the fetch boundary so generated requests
 * that reach them stay hermetic: the vision model recognises an egg (or reads a skyr's label), Open Food Facts knows no product, and Google's and
 * Apple's token endpoints refuse every code. Anything else (the fake Stripe) goes through.
 */
export function fakeOutboundServices(): () => void {
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = request.url;
    if (url.startsWith("http://vision.test/v1/")) {
      const asked = (await request.json()) as { response_format?: { json_schema?: { name?: string } } };
      const content =
        asked.response_format?.json_schema?.name === "nutrition_label"
          ? labelAnswer({ name: "Skyr", protein: 11, kcal: 63, carbs: 4, fat: 0.2 })
          : answer([{ name: "Egg", grams: 50, protein: 6, confidence: 0.9 }]);
      return Response.json({
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 1_700_000_000,
        model: "vision-test-model",
        choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
      });
    }
    if (url.startsWith("http://off.test/")) {
      const code = /product\/(\d+)\.json/.exec(url)?.[1] ?? "";
      return Response.json({ code, status: 0, status_verbose: "product not found" }, { status: 404 });
    }
    if (url.startsWith("https://oauth2.googleapis.com/") || url.startsWith("https://appleid.apple.com/")) {
      return Response.json({ error: "invalid_grant", error_description: "Bad code" }, { status: 400 });
    }
    return realFetch(input, init);
  });
  return () => spy.mockRestore();
}
