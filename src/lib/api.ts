import type { QueryFunction } from "@tanstack/react-query";

/** The error shape every API failure uses (worker/lib/api-error.ts). */
export interface ApiErrorBody {
  message: string;
  code?: string;
  issues?: { path: string; message: string }[];
}

/**
 * A non-success response, as spec section 8 words it: the message is
 * "{status}: {body text}" (the status text when the body is empty). The parsed body is
 * kept so the UI can show the server's own message.
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = parseErrorBody(text);
  }
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && typeof (value as ApiErrorBody).message === "string") {
      return value as ApiErrorBody;
    }
  } catch {
    // Not JSON: the raw text is already in the error message.
  }
  return null;
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiRequestError(res.status, text);
}

/**
 * Every call to the API goes through here (spec section 7): credentials always, and a
 * body, when there is one, as JSON with a JSON content type.
 */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: body === undefined ? extraHeaders : { "Content-Type": "application/json", ...extraHeaders },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  return res;
}

/** apiRequest and parse the JSON answer. */
export async function apiJson<T>(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  const res = await apiRequest(method, path, body, extraHeaders);
  return (await res.json()) as T;
}

/**
 * The default read: GET on the query key's segments joined by slashes. A 401 is an error
 * unless the caller asks for null instead (how "am I signed in?" is asked).
 */
export function getQueryFn<T>(options: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.map(String).join("/"), { credentials: "include" });
    if (options.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** The server's own message for an error, when it sent one in the API error shape. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.body?.message : undefined;
}
