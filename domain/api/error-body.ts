/** One issue of a rejected payload: where it is and what is wrong with it. */
export interface ApiIssue {
  path: string;
  message: string;
}

/**
 * The body of every failed API call: a message, an optional code and issues. The worker writes it
 * (worker/lib/api-error.ts) and the browser reads it (src/lib/api.ts): one type for both.
 */
export interface ApiErrorBody {
  message: string;
  code?: string;
  issues?: ApiIssue[];
}
