import { newUploadSlot } from "./api";
import { uploadRefusalMessage } from "./refusal-message";

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

/** Spec section 9: retry delays for uploads that fail on the way (network, 429, 5xx). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

async function putWithRetry(url: string, photo: Blob): Promise<Response | null> {
  let last: Response | null = null;
  for (const delay of RETRY_DELAYS_MS) {
    if (delay) await new Promise((r) => setTimeout(r, delay));
    last = await fetch(url, {
      method: "PUT",
      credentials: "include",
      headers: { "Content-Type": photo.type || "application/octet-stream" },
      body: photo,
    }).catch(() => null);
    // Only a lost connection, throttling or a server fault is worth another try.
    if (last && last.status !== 429 && last.status < 500) return last;
  }
  return last;
}

/** POST /objects/upload, then PUT the bytes to the signed URL (spec section 7). */
export async function uploadPhoto(photo: Blob): Promise<string> {
  let slot: Awaited<ReturnType<typeof newUploadSlot>>;
  try {
    slot = await newUploadSlot();
  } catch (error) {
    throw new PhotoUploadError("url", uploadRefusalMessage(error));
  }
  const res = await putWithRetry(slot.uploadURL, photo);
  if (!res?.ok) {
    const body = res ? ((await res.json().catch(() => null)) as { message?: string } | null) : null;
    throw new PhotoUploadError("upload", body?.message);
  }
  return slot.objectURL;
}
