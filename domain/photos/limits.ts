/** One image of at most 10 MB (10485760 bytes). */
export const MAX_PHOTO_BYTES = 10_485_760;
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"] as const;
/** Each user's uploads per local day (ADR 015): photo slots opened, and bytes stored. */
export const DAILY_UPLOAD_SLOTS = 100;
export const DAILY_UPLOAD_BYTES = 200 * 1024 * 1024;
