import { ApiRequestError } from "@/lib/api";

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
 * API call's error or from the upload widget's error, which carries the request it made.
 */
export function uploadRefusalMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) {
    return TOLD_STATUSES.has(error.status) ? error.body?.message : undefined;
  }
  const request = (error as { request?: unknown } | null)?.request;
  if (typeof XMLHttpRequest !== "undefined" && request instanceof XMLHttpRequest && TOLD_STATUSES.has(request.status)) {
    return messageOf(request.responseText);
  }
  return undefined;
}
