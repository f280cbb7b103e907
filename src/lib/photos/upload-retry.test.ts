import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  browserRetryEnv,
  RETRY_DELAYS_MS,
  type RetryEnv,
  retryDecision,
  SignatureError,
  UploadHttpError,
  UploadNetworkError,
  uploadWithRetry,
} from "./upload-retry";

const http = (status: number, body = "", retryAfter: number | null = null) =>
  new UploadHttpError(status, body, retryAfter);

describe("retryDecision (the upload retry policy: which failures retry, and after how long)", () => {
  it("retries 409, 5xx and network errors after 0, 1000, 3000 and 5000 ms, then gives up", () => {
    for (const error of [http(409), http(500), http(503), new UploadNetworkError()]) {
      const delays = RETRY_DELAYS_MS.map((_, used) => retryDecision(error, used, true));
      expect(delays.map((d) => (d.kind === "retry" ? d.delayMs : null))).toEqual([0, 1000, 3000, 5000]);
      expect(retryDecision(error, RETRY_DELAYS_MS.length, true)).toEqual({ kind: "fail" });
    }
  });

  it("retries an expired signature with a fresh one", () => {
    expect(retryDecision(http(403, "<Message>Request has expired</Message>"), 1, true)).toEqual({
      kind: "retry",
      delayMs: 1000,
      freshSignature: true,
    });
    expect(retryDecision(http(410, '{"code":"UPLOAD_EXPIRED"}'), 0, true)).toMatchObject({ freshSignature: true });
  });

  it("backs off on 429: never at once, and at least the server's Retry-After", () => {
    expect(retryDecision(http(429), 0, true)).toEqual({ kind: "retry", delayMs: 1000, freshSignature: false });
    expect(retryDecision(http(429, "", 4), 1, true)).toMatchObject({ delayMs: 4000 });
    expect(retryDecision(http(429), 3, true)).toMatchObject({ delayMs: 5000 });
  });

  it("fails other 4xx at once, including a 403 that is not an expiry", () => {
    for (const status of [400, 401, 403, 404, 413, 415])
      expect(retryDecision(http(status), 0, true)).toEqual({ kind: "fail" });
  });

  it("waits for the network when offline, without spending a retry", () => {
    expect(retryDecision(new UploadNetworkError(), RETRY_DELAYS_MS.length, false)).toEqual({ kind: "wait-online" });
  });
});

describe("uploadWithRetry with the browser's clock", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A send step answering from a script, logging when each attempt starts. */
  function scripted(answers: (Error | string)[]) {
    const sent: number[] = [];
    const signed: number[] = [];
    let n = 0;
    const start = Date.now();
    return {
      sent,
      signed,
      steps: {
        sign: async () => {
          signed.push(Date.now() - start);
          return `sig-${signed.length}`;
        },
        send: async (signature: string) => {
          sent.push(Date.now() - start);
          const answer = answers[n++] ?? "done";
          if (answer instanceof Error) throw answer;
          return `${answer}:${signature}`;
        },
      },
    };
  }

  it("spaces the attempts 0, 1000, 3000 and 5000 ms apart and reuses the signature", async () => {
    const run = scripted([http(500), new UploadNetworkError(), http(409), http(502), "ok"]);
    const done = uploadWithRetry(run.steps, browserRetryEnv, new AbortController().signal);
    await vi.runAllTimersAsync();
    // 409 asks for a fresh signature, so the attempt after it signs again.
    expect(await done).toBe("ok:sig-2");
    expect(run.sent).toEqual([0, 0, 1000, 4000, 9000]);
    expect(run.signed).toEqual([0, 4000]);
  });

  it("gives up after the fourth retry with the last error", async () => {
    const run = scripted([http(500), http(500), http(500), http(500), http(503)]);
    const done = uploadWithRetry(run.steps, browserRetryEnv, new AbortController().signal);
    const outcome = expect(done).rejects.toMatchObject({ status: 503, message: "Non 2xx" });
    await vi.runAllTimersAsync();
    await outcome;
    expect(run.sent).toHaveLength(5);
  });

  it("fails a 400 at once", async () => {
    const run = scripted([http(400)]);
    await expect(uploadWithRetry(run.steps, browserRetryEnv, new AbortController().signal)).rejects.toMatchObject({
      status: 400,
    });
    expect(run.sent).toEqual([0]);
  });

  it("names a signature that cannot be had", async () => {
    const steps = { sign: async () => Promise.reject(http(401)), send: async () => "never" };
    await expect(uploadWithRetry(steps, browserRetryEnv, new AbortController().signal)).rejects.toBeInstanceOf(
      SignatureError,
    );
  });

  it("pauses while offline and goes on when the browser is back online", async () => {
    let online = false;
    let backOnline: () => void = () => {};
    const env: RetryEnv = {
      ...browserRetryEnv,
      isOnline: () => online,
      waitOnline: () => new Promise((resolve) => (backOnline = resolve)),
    };
    const run = scripted([new UploadNetworkError(), "ok"]);
    const done = uploadWithRetry(run.steps, env, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run.sent).toEqual([0]);
    online = true;
    backOnline();
    expect(await done).toBe("ok:sig-1");
    expect(run.sent).toEqual([0, 60_000]);
  });

  it("stops waiting when the upload is cancelled", async () => {
    const controller = new AbortController();
    // Two failures: the second retry waits 1000 ms, and is cancelled while it waits.
    const run = scripted([http(500), http(500)]);
    const done = uploadWithRetry(run.steps, browserRetryEnv, controller.signal);
    const outcome = expect(done).rejects.toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await outcome;
    await vi.runAllTimersAsync();
    expect(run.sent).toEqual([0, 0]);
  });
});
