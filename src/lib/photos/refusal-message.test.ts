import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api";
import { uploadRefusalMessage } from "./refusal-message";
import { SignatureError, UploadHttpError } from "./upload-errors";
import { PhotoUploadError, uploadPhoto } from "./upload-photo";

const LIMIT = "You've reached today's limit of 100 photo uploads. You can upload again after midnight, in 5 hours.";
const body = JSON.stringify({ message: LIMIT, code: "UPLOAD_QUOTA_EXCEEDED" });

/** What the gallery uploader's errors carry: the last response, or the signature request's. */
function widgetError(status: number, responseText: string) {
  return new UploadHttpError(status, responseText);
}

describe("uploadRefusalMessage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("gives the server's words for a 429 from an API call or from the gallery uploader", () => {
    expect(uploadRefusalMessage(new ApiRequestError(429, body))).toBe(LIMIT);
    expect(uploadRefusalMessage(widgetError(429, body))).toBe(LIMIT);
    expect(uploadRefusalMessage(new SignatureError(widgetError(429, body)))).toBe(LIMIT);
  });

  it("gives nothing for other failures, so the usual wording stays", () => {
    expect(uploadRefusalMessage(new ApiRequestError(500, body))).toBeUndefined();
    expect(uploadRefusalMessage(widgetError(413, body))).toBeUndefined();
    expect(uploadRefusalMessage(widgetError(429, "Too Many Requests"))).toBeUndefined();
    expect(uploadRefusalMessage(new SignatureError(widgetError(500, body)))).toBeUndefined();
    expect(uploadRefusalMessage(new Error("offline"))).toBeUndefined();
    expect(uploadRefusalMessage(null)).toBeUndefined();
  });

  it("the camera path keeps the quota message when no upload slot is given", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(body, { status: 429, headers: { "Retry-After": "18000" } })),
    );
    const failure = await uploadPhoto(new Blob(["x"], { type: "image/jpeg" })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PhotoUploadError);
    expect((failure as PhotoUploadError).stage).toBe("url");
    expect((failure as PhotoUploadError).serverMessage).toBe(LIMIT);
  });
});
