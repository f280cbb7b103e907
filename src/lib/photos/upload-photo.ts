import { newUploadSlot } from "./api";
import { uploadRefusalMessage } from "./refusal-message";
import { UploadHttpError } from "./upload-errors";
import { browserRetryEnv, SignatureError, UploadNetworkError, uploadWithRetry } from "./upload-retry";

export class PhotoUploadError extends Error {
  /** "url": the upload slot could not be created; "upload": the bytes did not arrive. */
  readonly stage: "url" | "upload";
  readonly serverMessage: string | undefined;
  constructor(stage: "url" | "upload", serverMessage?: string) {
    super(stage === "url" ? "Failed to get upload URL" : "Failed to upload image");
    this.stage = stage;
    this.serverMessage = serverMessage;
  }
}

type Slot = Awaited<ReturnType<typeof newUploadSlot>>;

/** PUTs the bytes to the slot's signed URL; a response outside 2xx or no response is an error. */
async function putPhoto(slot: Slot, photo: Blob, signal: AbortSignal): Promise<string> {
  const res = await fetch(slot.uploadURL, {
    method: "PUT",
    credentials: "include",
    headers: { "Content-Type": photo.type || "application/octet-stream" },
    body: photo,
    signal,
  }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new UploadNetworkError();
  });
  if (!res.ok) {
    const seconds = Number(res.headers.get("Retry-After"));
    throw new UploadHttpError(res.status, await res.text(), Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  return slot.objectURL;
}

function serverMessage(body: string): string | undefined {
  try {
    const message = (JSON.parse(body) as { message?: unknown } | null)?.message;
    return typeof message === "string" ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The camera path's upload: POST /objects/upload for a slot, then PUT the bytes to its signed
 * URL, under the same retry policy as the gallery uploader (upload-retry.ts).
 */
export async function uploadPhoto(photo: Blob): Promise<string> {
  try {
    return await uploadWithRetry<Slot>(
      { sign: () => newUploadSlot(), send: (slot, signal) => putPhoto(slot, photo, signal) },
      browserRetryEnv,
      new AbortController().signal,
    );
  } catch (error) {
    if (error instanceof SignatureError) throw new PhotoUploadError("url", uploadRefusalMessage(error.cause));
    throw new PhotoUploadError("upload", error instanceof UploadHttpError ? serverMessage(error.body) : undefined);
  }
}
