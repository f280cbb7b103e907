import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../worker/app";
import { ORIGIN } from "./client";

/** The assets binding as Workers serve it: index.html with its revalidate-on-every-visit header. */
const assets = {
  fetch: async () =>
    new Response("<!doctype html><title>Proteo</title>", {
      headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=0, must-revalidate" },
    }),
} as unknown as Fetcher;

async function open(path: string) {
  const ctx = createExecutionContext();
  const res = await createApp().fetch(new Request(`${ORIGIN}${path}`), { ...env, ASSETS: assets }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("pages that carry a secret in their URL", () => {
  it.each([
    "/reset-password?token=Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9",
    "/verify-email?token=Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9",
    "/reset-password",
    "/api/auth/google/callback?code=abc&state=def",
  ])("%s is answered no-store, with no Referer onward", async (path) => {
    const res = await open(path);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("Referrer-Policy")).toBe("no-referrer");
  });

  it("leaves other pages to the assets' own caching and the usual referrer policy", async () => {
    const res = await open("/history");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });
});
