import { vi } from "vitest";

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

type Provider = "google" | "apple";

/** Who issues each provider's tokens, and our client id there (vitest.config.ts). */
const ISSUER: Record<Provider, string> = { google: "https://accounts.google.com", apple: "https://appleid.apple.com" };
const CLIENT_ID: Record<Provider, string> = { google: "google-client-id", apple: "com.proteo.web" };

/** The claims a real token of the provider carries for us: issuer, audience, an hour to live. */
export function standardClaims(provider: Provider, now = Date.now()) {
  const iat = Math.floor(now / 1000);
  return { iss: ISSUER[provider], aud: CLIENT_ID[provider], iat, exp: iat + 3600 };
}

/**
 * Each way an ID token can be wrong, as claims to spread over a good token's: another
 * issuer, another audience (alone, or among several without us as the authorized party),
 * expired, without an expiry, and (Apple) a nonce this browser never sent or none at all.
 * A claim set to undefined is left out of the token.
 */
export const spoiled = {
  "another issuer": { iss: "https://evil.example" },
  "no issuer": { iss: undefined },
  "another audience": { aud: "someone-elses-client" },
  "several audiences, another authorized party": { audMany: true },
  "an expired token": { exp: Math.floor(Date.now() / 1000) - 60 },
  "no expiry": { exp: undefined },
} as const satisfies Record<string, Record<string, unknown>>;

/** An ID token shaped as the providers issue them (header.payload.signature). */
export function idToken(claims: Record<string, unknown>, provider: Provider = "google"): string {
  const { audMany, ...rest } = claims;
  const payload: Record<string, unknown> = { ...standardClaims(provider), ...rest };
  if (audMany) payload.aud = [CLIENT_ID[provider], "someone-elses-client"];
  if (audMany) payload.azp = "someone-elses-client";
  return `${b64url({ alg: "RS256", kid: "test" })}.${b64url(payload)}.c2ln`;
}

/** The nonce an Apple authorization URL carries, which Apple puts back in the ID token. */
export const nonceOf = (authorizationUrl: string | URL) => new URL(authorizationUrl).searchParams.get("nonce");

export interface TokenRequest {
  url: string;
  form: URLSearchParams;
  authorization: string | null;
}

/**
 * Google's and Apple's token endpoints (their tokens carry the provider's standard claims
 * unless `claimsFor` overrides them), faked at the fetch boundary (the Worker runs in
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
      id_token: idToken(claims, provider),
    });
  });
  return { requests, restore: () => spy.mockRestore() };
}
