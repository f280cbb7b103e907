import { describe, expect, it } from "vitest";
import { sniffImageType } from "./magic-bytes";

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImageType", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0]), "image/jpeg"],
    ["PNG", bytes([0x89], "PNG\r\n\x1a\n"), "image/png"],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "), "image/webp"],
    ["HEIC", bytes([0, 0, 0, 0x18], "ftypheic"), "image/heic"],
    ["HEIF", bytes([0, 0, 0, 0x18], "ftypmif1"), "image/heif"],
  ])("recognises %s", (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });

  it.each([
    ["a GIF", bytes("GIF89a")],
    ["HTML", bytes("<html><script>")],
    ["an SVG", bytes("<svg xmlns")],
    ["an MP4", bytes([0, 0, 0, 0x18], "ftypisom")],
    ["nothing", bytes()],
  ])("refuses %s", (_name, input) => {
    expect(sniffImageType(input)).toBeNull();
  });
});
