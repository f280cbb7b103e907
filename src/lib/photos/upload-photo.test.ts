import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotoUploadError, uploadPhoto } from "./upload-photo";

const SLOT = { uploadURL: "/api/objects/put/abc?token=t", objectURL: "/api/objects/abc" };

/** A fetch that answers the slot request, then each PUT with the next status in `puts`. */
function fakeFetch(puts: number[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    if (url.includes("/objects/upload")) return Response.json(SLOT, { status: 200 });
    const status = puts.shift() ?? 500;
    return new Response(status === 200 ? "" : JSON.stringify({ message: `status ${status}` }), { status });
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

describe("uploadPhoto (the camera path) under the one upload retry policy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("retries a server fault on the way and resolves with the stored photo's link", async () => {
    const calls = fakeFetch([503, 200]);
    await expect(uploadPhoto(new Blob(["x"], { type: "image/jpeg" }))).resolves.toBe(SLOT.objectURL);
    expect(calls.filter((c) => c.startsWith("PUT"))).toHaveLength(2);
  });

  it("fails at once on a refusal that another try cannot change, with the server's words", async () => {
    const calls = fakeFetch([413]);
    const failure = await uploadPhoto(new Blob(["x"], { type: "image/jpeg" })).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PhotoUploadError);
    expect((failure as PhotoUploadError).stage).toBe("upload");
    expect((failure as PhotoUploadError).serverMessage).toBe("status 413");
    expect(calls.filter((c) => c.startsWith("PUT"))).toHaveLength(1);
  });
});
