import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody, ApiIssue } from "../../domain/api/error-body";

export type { ApiErrorBody, ApiIssue };

/**
 * Thrown anywhere in a handler or service; the app's error handler turns it into the
 * one error shape with its status. Messages are written for the person using the app.
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string | undefined;
  readonly issues: ApiIssue[] | undefined;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    options: { code?: string; issues?: ApiIssue[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = options.code;
    this.issues = options.issues;
    this.headers = options.headers;
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message };
    if (this.code) body.code = this.code;
    if (this.issues) body.issues = this.issues;
    return body;
  }
}

export const unauthenticated = () => new ApiError(401, "Please sign in to continue.", { code: "UNAUTHENTICATED" });

export const notFound = (message = "Not found.") => new ApiError(404, message, { code: "NOT_FOUND" });

/** The answer to a path no API route serves: JSON, never the app shell. */
export const noApiRoute = (method: string, path: string) =>
  new ApiError(404, `No API route for ${method} ${path}.`, { code: "NOT_FOUND" });
