/**
 * The failures of a photo upload under the retry policy (./upload-retry.ts), which the
 * refusal message (./refusal-message.ts) reads as well as the API client's errors.
 */

/** A response outside 2xx, shown as "Non 2xx". */
export class UploadHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    /** Seconds from a 429's Retry-After header, when the server sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super("Non 2xx");
    this.name = "UploadHttpError";
  }
}

/** Marks a failure of the signature request, so the dialog can say 'Failed to get upload URL'. */
export class SignatureError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : "Unknown error", { cause });
    this.name = "SignatureError";
  }
}
