import { vi } from "vitest";

export interface OffCall {
  url: URL;
  userAgent: string | null;
}

/** What the fake answers for one code: a product, "not found", an error status, junk or silence. */
export type OffReply =
  | { product: Record<string, unknown> }
  | { notFound: "404" | "status0" }
  | { status: number }
  | { junk: string }
  | { hang: true };

/**
 * Open Food Facts' product API v2 at http://off.test, faked at the fetch boundary in its real
 * wire format: `GET /api/v2/product/{code}.json?fields=...` answers
 * `{ code, product, status: 1, status_verbose: "product found" }`, and an unknown code
 * `{ code, status: 0, status_verbose: "product not found" }` with HTTP 404 (or 200, as older
 * servers did). Only the requested fields of a product are returned, as the real API does.
 */
export function fakeOpenFoodFacts(replies: Record<string, OffReply>) {
  const calls: OffCall[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.origin !== "http://off.test") return realFetch(input, init);
    calls.push({ url, userAgent: request.headers.get("User-Agent") });
    const match = /^\/api\/v2\/product\/(\d+)\.json$/.exec(url.pathname);
    const code = match?.[1] ?? "";
    const reply = replies[code] ?? { notFound: "404" };
    if ("hang" in reply) {
      return new Promise<Response>((_, reject) => {
        request.signal.addEventListener("abort", () => reject(request.signal.reason), { once: true });
      });
    }
    if ("status" in reply) return new Response("<html>502 Bad Gateway</html>", { status: reply.status });
    if ("junk" in reply)
      return new Response(reply.junk, { status: 200, headers: { "Content-Type": "application/json" } });
    if ("notFound" in reply) {
      return Response.json(
        { code, status: 0, status_verbose: "product not found" },
        { status: reply.notFound === "404" ? 404 : 200 },
      );
    }
    const fields = url.searchParams.get("fields")?.split(",") ?? Object.keys(reply.product);
    const product = Object.fromEntries(Object.entries(reply.product).filter(([key]) => fields.includes(key)));
    return Response.json({ code, product, status: 1, status_verbose: "product found" });
  });
  return { calls, restore: () => spy.mockRestore() };
}
