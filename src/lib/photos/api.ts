import { api, read } from "../api";

/** An upload slot: where to PUT the bytes, and the link the meal keeps. */
export const newUploadSlot = () => read(api.objects.upload.$post());

/**
 * The base Uppy's S3 plugin builds its own paths under (`/s3/params`, `/s3/multipart/...`,
 * worker/features/uploads): a prefix, not one route, so hc has no path for it.
 */
export const MULTIPART_ENDPOINT = "/api/uploads";

/** The link of a stored photo, as meals keep it. */
export const photoPath = (id: string) => api.objects[":id"].$path({ param: { id } });
