import type { InferRequestType } from "hono/client";
import { api, read } from "@/lib/api";

/**
 * Which sign-in providers this server has configured (the landing page's buttons). Asked outside
 * the data layer: the landing page runs without it (src/app/landing-root.tsx).
 */
export const fetchProviders = () => read(api.auth.providers.$get());

/** Signs up or in: the user, or a two-factor challenge when the account wants a code (ADR 011). */
export const register = (json: InferRequestType<typeof api.auth.register.$post>["json"]) =>
  read(api.auth.register.$post({ json }));
export const login = (json: InferRequestType<typeof api.auth.login.$post>["json"]) =>
  read(api.auth.login.$post({ json }));

export const verifyTwoFactor = (json: InferRequestType<(typeof api.auth)["2fa"]["verify"]["$post"]>["json"]) =>
  read(api.auth["2fa"].verify.$post({ json }));

/**
 * After a Google or Apple sign-in into an account with two-factor on: the challenge the
 * server kept in an HttpOnly cookie, taken once, in the login's two-factor answer shape.
 */
export const takePendingChallenge = () => read(api.auth["2fa"].pending.$post());

/** Where the provider buttons go: the server starts the OAuth redirect. */
export const googleSignInPath = () => api.auth.google.$path();
export const appleSignInPath = () => api.auth.apple.$path();

/** "Forgot password?": the same answer whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  read(api.auth["password-reset"].request.$post({ json: { email } }));
