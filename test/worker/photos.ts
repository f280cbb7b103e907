import { expect } from "vitest";
import { call } from "./client";

/** The smallest JPEG the upload's magic-byte check accepts (SOI, a JFIF header, EOI). */
export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0xff, 0xd9,
]);

/** Stores a photo as the app does (an upload slot, then a PUT of the bytes) and returns its link. */
export async function uploadPhoto(cookie: string): Promise<string> {
  const slot = (await (await call("/api/objects/upload", { method: "POST", headers: { Cookie: cookie } })).json()) as {
    uploadURL: string;
    objectURL: string;
  };
  const put = await call(slot.uploadURL, {
    method: "PUT",
    body: JPEG,
    headers: { Cookie: cookie, "Content-Type": "image/jpeg" },
  });
  expect(put.status).toBe(200);
  return slot.objectURL;
}
