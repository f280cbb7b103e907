import { SignatureError, UploadHttpError } from "./upload-errors";

/**
 * How every photo upload retries, the camera's and the gallery's: delays 0, 1000, 3000 and
 * 5000 ms; 409, 5xx and network errors retried; 403 'Request has expired' waits and retries
 * with a fresh signature; 429 backs off and retries; other 4xx fail; offline pauses until the
 * browser is back online. Uppy's own uploader retries differently (3 tries at 300, 600 and
 * 1200 ms, 5xx and 429 only) and cannot be configured, so Proteo runs this policy itself
 * (docs/decisions/017-upload-retry.md).
 */
export { SignatureError, UploadHttpError };

export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;

/** No response at all (connection refused or dropped), shown as "Unknown error". */
export class UploadNetworkError extends Error {
  constructor() {
    super("Unknown error");
    this.name = "UploadNetworkError";
  }
}

export type RetryDecision =
  | { kind: "retry"; delayMs: number; freshSignature: boolean }
  | { kind: "wait-online" }
  | { kind: "fail" };

/** S3's words for an expired signature, and this Worker's own code for an expired upload link. */
function isExpiredSignature(error: UploadHttpError): boolean {
  return (
    (error.status === 403 && error.body.includes("Request has expired")) ||
    (error.status === 410 && error.body.includes("UPLOAD_EXPIRED"))
  );
}

/**
 * What to do after a failed attempt, given how many retries were already spent. Pure: the
 * caller does the waiting. A link that expired or was already used (409) is signed afresh,
 * since retrying the same one could only fail again.
 */
export function retryDecision(error: unknown, retriesUsed: number, online: boolean): RetryDecision {
  if (error instanceof DOMException && error.name === "AbortError") return { kind: "fail" };
  if (!online) return { kind: "wait-online" };
  const delay = RETRY_DELAYS_MS[retriesUsed];
  if (delay === undefined) return { kind: "fail" };
  if (error instanceof UploadNetworkError) return { kind: "retry", delayMs: delay, freshSignature: false };
  if (!(error instanceof UploadHttpError)) return { kind: "fail" };
  const { status } = error;
  if (isExpiredSignature(error)) return { kind: "retry", delayMs: delay, freshSignature: true };
  if (status === 409) return { kind: "retry", delayMs: delay, freshSignature: true };
  if (status === 429) {
    // Backs off: at least the server's Retry-After, and never straight away.
    const asked = (error.retryAfterSeconds ?? 0) * 1000;
    return { kind: "retry", delayMs: Math.max(delay, asked, RETRY_DELAYS_MS[1]), freshSignature: false };
  }
  if (status >= 500) return { kind: "retry", delayMs: delay, freshSignature: false };
  return { kind: "fail" };
}

/** The two requests of one upload: a signature (upload link) and the upload itself. */
export interface UploadSteps<Signature> {
  sign(signal: AbortSignal): Promise<Signature>;
  send(signature: Signature, signal: AbortSignal): Promise<string>;
}

/** Time and connectivity, injected so tests can drive them. */
export interface RetryEnv {
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  isOnline(): boolean;
  waitOnline(signal: AbortSignal): Promise<void>;
}

/** Runs one upload under the policy above; resolves with the uploaded object's location. */
export async function uploadWithRetry<Signature>(
  steps: UploadSteps<Signature>,
  env: RetryEnv,
  signal: AbortSignal,
): Promise<string> {
  let retriesUsed = 0;
  let signature: Signature | null = null;
  for (;;) {
    let stage: "sign" | "send" = "sign";
    try {
      signature ??= await steps.sign(signal);
      stage = "send";
      return await steps.send(signature, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      const decision = retryDecision(error, retriesUsed, env.isOnline());
      if (decision.kind === "fail") throw stage === "sign" ? new SignatureError(error) : error;
      if (decision.kind === "wait-online") {
        await env.waitOnline(signal);
        continue;
      }
      retriesUsed += 1;
      if (decision.freshSignature) signature = null;
      await env.sleep(decision.delayMs, signal);
    }
  }
}

const aborted = () => new DOMException("Upload aborted", "AbortError");

/** The browser's clock and `online` event. */
export const browserRetryEnv: RetryEnv = {
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(aborted());
      const id = setTimeout(resolve, ms);
      const cancel = () => {
        clearTimeout(id);
        reject(aborted());
      };
      signal.addEventListener("abort", cancel, { once: true });
    }),
  isOnline: () => navigator.onLine !== false,
  waitOnline: (signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(aborted());
      if (navigator.onLine !== false) return resolve();
      const done = () => resolve();
      window.addEventListener("online", done, { once: true });
      signal.addEventListener(
        "abort",
        () => {
          window.removeEventListener("online", done);
          reject(aborted());
        },
        { once: true },
      );
    }),
};
