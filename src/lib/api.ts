import type { AppType } from "@api-types/worker/api";
import type { ApiErrorBody } from "@domain/api/error-body";
import { hc, type parseResponse } from "hono/client";

export type { ApiErrorBody };

/**
 * A non-success response, in the product's exact wording: the message is
 * "{status}: {body text}" (the status text when the body is empty). The parsed body is
 * kept so the UI can show the server's own message.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = parseErrorBody(text);
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && typeof (value as ApiErrorBody).message === "string") {
      return value as ApiErrorBody;
    }
  } catch {
    // Not JSON: the raw text is already in the error message.
  }
  return null;
}

/** How many times a request refused while the account's data was moving is sent again. */
const MOVING_RETRIES = 3;

/** The server's Retry-After in milliseconds, between a quarter second and five seconds. */
const retryDelay = (res: Response) => Math.min(Math.max(Number(res.headers.get("Retry-After")) || 1, 0.25), 5) * 1000;

/**
 * The fetch under every API call: credentials always, and a failure thrown
 * as ApiRequestError before anyone reads the body, so a caller only ever sees a success.
 * A 503 `DATA_MOVING` (the account's data was moving into its own storage, and the request
 * changed nothing) is sent again after the server's Retry-After, up to three times.
 */
export const apiFetch: typeof fetch = async (input, init) => {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(input, { ...init, credentials: "include" });
    if (res.ok) return res;
    const text = (await res.text()) || res.statusText;
    if (res.status === 503 && attempt < MOVING_RETRIES && parseErrorBody(text)?.code === "DATA_MOVING") {
      await new Promise((resolve) => setTimeout(resolve, retryDelay(res)));
      continue;
    }
    throw new ApiRequestError(res.status, text);
  }
};

/**
 * The typed client: `api.meals.manual.$post({ json })` and so on, its request and response
 * types inferred from the worker's routes (`AppType`, worker/api.ts). `npm run typecheck`
 * emits those types first (tsconfig.api.json), so the browser never checks worker code.
 * Only the `api.ts` files of src call it.
 */
export const api = hc<AppType>("/", { fetch: apiFetch }).api;

/**
 * The same client without the throw: every status comes back as a Response, for the one
 * caller that words each failure itself (the checkout).
 */
export const rawApi = hc<AppType>("/", { init: { credentials: "include" } }).api;

/** A path parameter as the URL carries it: hc puts `param` values in unencoded. */
export const param = (value: string): string => encodeURIComponent(value);

/**
 * The parsed body of a successful call, typed as Hono's `parseResponse` types it (the route's
 * success answers). A failure was already thrown by apiFetch, and every route the browser reads
 * answers JSON, so its body sniffing and DetailedError are not shipped in the first load.
 */
export const read = (async (answer: Response | Promise<Response>) => {
  const res = await answer;
  return res.status === 204 ? undefined : res.json();
}) as typeof parseResponse;

/** "Am I signed in?" is asked this way: a 401 is an answer (null), not an error. */
export async function nullOn401<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The server's own message for an error, when it sent one in the API error shape. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.body?.message : undefined;
}
