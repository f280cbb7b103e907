/** Photos leave the phone at most 1600 px on the long side, as JPEG. */
export const MAX_SIDE = 1600;
const QUALITY = 0.85;

/**
 * A smaller JPEG of the image, when the browser can decode it; otherwise (HEIC in most
 * browsers, a broken file) the original, which the server still checks.
 */
export async function downscaleImage(file: Blob, maxSide = MAX_SIDE): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.type === "image/jpeg") {
    bitmap.close();
    return file;
  }
  const width = Math.round(bitmap.width * scale);
  const height = Math.round(bitmap.height * scale);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) {
    bitmap.close();
    return file;
  }
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", QUALITY));
  return blob && blob.size < file.size ? blob : file;
}
