import { ApiError } from "../api-error";

/** Image types Proteo stores, recognised by their first bytes, never by the client's word. */
export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/heic" | "image/heif";

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis"]);
const HEIF_BRANDS = new Set(["mif1", "msf1"]);

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (HEIC_BRANDS.has(brand)) return "image/heic";
    if (HEIF_BRANDS.has(brand)) return "image/heif";
  }
  return null;
}

/** The photo's type by its first bytes, or a 415 naming the types accepted. */
export function requireImage(bytes: Uint8Array): ImageType {
  const type = sniffImageType(bytes.subarray(0, 16));
  if (!type) {
    throw new ApiError(415, "That file is not a supported image. Please upload a JPEG, PNG, WebP or HEIC photo.", {
      code: "UNSUPPORTED_IMAGE",
    });
  }
  return type;
}
