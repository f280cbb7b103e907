import { z } from "../zod";

/** A crash report from the browser, so front-end failures reach the same logs as the API's. */
export const clientErrorSchema = z.object({
  message: z.string().trim().min(1, "Describe the error.").max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(2000).optional(),
  requestId: z.string().max(255).optional(),
});

export type ClientError = z.infer<typeof clientErrorSchema>;
