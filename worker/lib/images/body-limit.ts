import { MAX_PHOTO_BYTES } from "../../../domain/photos/limits";
import { ApiError } from "../api-error";

export const tooLarge = () =>
  new ApiError(413, "That photo is larger than 10 MB. Please choose a smaller image.", { code: "PHOTO_TOO_LARGE" });

/**
 * A pass-through that counts bytes and fails the stream as soon as more than `max` went
 * by, which also cancels the sender: whatever reads through it (our own reader, or the
 * runtime's form parser) never holds more than `max` bytes of one body.
 */
export function byteLimit(max: number): { stream: TransformStream<Uint8Array, Uint8Array>; exceeded: () => boolean } {
  let total = 0;
  let over = false;
  const stream = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      total += chunk.byteLength;
      if (total > max) {
        over = true;
        controller.error(tooLarge());
        return;
      }
      controller.enqueue(chunk);
    },
  });
  return { stream, exceeded: () => over };
}

/**
 * Reads a request body into memory through a byte limit, refusing it with 413 before
 * reading at all when its declared length is already too much, and otherwise as soon as
 * it passes `max` bytes (a chunked body declares nothing).
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | null,
  declared: string | undefined,
  max = MAX_PHOTO_BYTES,
): Promise<Uint8Array> {
  if (declared && Number(declared) > max) {
    await body?.cancel();
    throw tooLarge();
  }
  if (!body) return new Uint8Array();
  const limit = byteLimit(max);
  try {
    return new Uint8Array(await new Response(body.pipeThrough(limit.stream)).arrayBuffer());
  } catch (error) {
    if (limit.exceeded()) throw tooLarge();
    throw error;
  }
}

/**
 * A form body (multipart/form-data) parsed through a byte limit. The runtime's parser
 * reads the whole body before it answers, so without the limit a chunked body of any size
 * would sit in memory first. Null when the body is not a form.
 */
export async function readLimitedForm(request: Request, max: number): Promise<FormData | null> {
  if (Number(request.headers.get("Content-Length") ?? 0) > max) {
    await request.body?.cancel();
    throw tooLarge();
  }
  if (!request.body) return null;
  const limit = byteLimit(max);
  const limited = new Response(request.body.pipeThrough(limit.stream), {
    headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
  });
  try {
    return await limited.formData();
  } catch {
    if (limit.exceeded()) throw tooLarge();
    return null;
  }
}
