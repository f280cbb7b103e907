import { describe, expect, it } from "vitest";
import { api, errorBody } from "./api";
import { call, ORIGIN } from "./client";

describe("API foundation", () => {
  it("answers GET /api/health with the database and providers", async () => {
    const res = await api.health.$get();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: "ok", ai: "openai", billing: "local" });
  });

  it("puts a request id and the security headers on every response", async () => {
    const res = await api.health.$get();
    expect(res.headers.get("X-Request-Id")).toMatch(/^[0-9a-f-]{36}$/);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    // Kept although Lighthouse charges for it (ADR 048).
    expect(res.headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "No API route for GET /api/nope.", code: "NOT_FOUND" });
  });

  it("rejects malformed JSON with a JSON 400", async () => {
    const res = await call("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Malformed JSON in request body", code: "BAD_REQUEST" });
  });

  it("rejects a body that fails its schema with the field named", async () => {
    const res = await call("/api/client-errors", { json: { message: "" } });
    expect(res.status).toBe(400);
    const body = await errorBody(res);
    expect(body.code).toBe("INVALID_INPUT");
    expect(body.message).toBe("Describe the error.");
    expect(body.issues).toEqual([{ path: "message", message: "Describe the error." }]);
  });

  it("rejects a body that is not JSON with 415", async () => {
    const res = await call("/api/client-errors", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(res.status).toBe(415);
    expect((await errorBody(res)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("rejects an oversized body with 413", async () => {
    const res = await call("/api/client-errors", { json: { message: "x".repeat(70_000) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: "The request body is too large.", code: "PAYLOAD_TOO_LARGE" });
  });

  it("accepts a state-changing request from the app's own origin", async () => {
    const res = await call("/api/client-errors", { json: { message: "boom", url: `${ORIGIN}/` } });
    expect(res.status).toBe(204);
  });

  it.each([
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["no Origin at all", {}],
    ["a look-alike Origin", { Origin: "http://localhost.evil.example" }],
  ])("refuses a state-changing request with %s", async (_label, headers) => {
    const h = new Headers(headers);
    h.set("Content-Type", "application/json");
    const res = await SELFless(h);
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe("BAD_ORIGIN");
  });
});

/** A POST that bypasses call()'s default Origin, to send exactly the headers given. */
async function SELFless(headers: Headers): Promise<Response> {
  const { SELF } = await import("cloudflare:test");
  return SELF.fetch(`${ORIGIN}/api/client-errors`, {
    method: "POST",
    headers,
    body: JSON.stringify({ message: "x" }),
  });
}
