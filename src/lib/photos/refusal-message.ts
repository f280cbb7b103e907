import { ApiRequestError } from "@/lib/api";
import { SignatureError, UploadHttpError } from "./upload-errors";

/** Statuses whose message the server writes for the person: today's upload limit (429). */
const TOLD_STATUSES = new Set([429]);

function messageOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server's own words for an upload it refused with 429 (e.g. "You've reached today's
 * limit of 100 photo uploads. You can upload again after midnight, in 5 hours."), from an
 * API call's error or from the gallery uploader's (ADR 017), which carries the response.
 */
export function uploadRefusalMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) {
    return TOLD_STATUSES.has(error.status) ? error.body?.message : undefined;
  }
  // The gallery dialog's uploader: the last response it got, or the signature request's.
  const http = error instanceof SignatureError ? error.cause : error;
  if (http instanceof UploadHttpError) return TOLD_STATUSES.has(http.status) ? messageOf(http.body) : undefined;
  return undefined;
}
