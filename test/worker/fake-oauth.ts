import { vi } from "vitest";

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** An ID token shaped as the providers issue them (header.payload.signature). */
export function idToken(claims: Record<string, unknown>): string {
  return `${b64url({ alg: "RS256", kid: "test" })}.${b64url({ iss: "https://accounts.google.com", ...claims })}.c2ln`;
}

export interface TokenRequest {
  url: string;
  form: URLSearchParams;
  authorization: string | null;
}

/**
 * Google's and Apple's token endpoints, faked at the fetch boundary (the Worker runs in
 * the test's isolate, so its outbound fetch goes through here). They answer in the real
 * OAuth 2.0 token response format; every request is recorded for assertions.
 */
export function fakeTokenEndpoints(claimsFor: (provider: "google" | "apple") => Record<string, unknown> | "error") {
  const requests: TokenRequest[] = [];
  const realFetch = globalThis.fetch;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    const provider = request.url.startsWith("https://oauth2.googleapis.com/token")
      ? "google"
      : request.url.startsWith("https://appleid.apple.com/auth/token")
        ? "apple"
        : null;
    if (!provider) return realFetch(input, init);
    requests.push({
      url: request.url,
      form: new URLSearchParams(await request.text()),
      authorization: request.headers.get("Authorization"),
    });
    const claims = claimsFor(provider);
    if (claims === "error") {
      return Response.json({ error: "invalid_grant", error_description: "Bad code" }, { status: 400 });
    }
    return Response.json({
      access_token: "access-token",
      token_type: "Bearer",
      expires_in: 3600,
      id_token: idToken(claims),
    });
  });
  return { requests, restore: () => spy.mockRestore() };
}
