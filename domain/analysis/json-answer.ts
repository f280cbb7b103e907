import type { z } from "../zod";

/**
 * A vision model's JSON answer read against its schema: JSON text, possibly in a ``` code fence,
 * or an object some runtimes return already parsed. Null when it is not the contract.
 */
export function readJsonAnswer<T>(content: unknown, schema: z.ZodType<T>): T | null {
  let value = content;
  if (typeof content === "string") {
    const fenced = content.trim().match(/^```(?:json)?\s*([\s\S]*?)\s*```$/i);
    try {
      value = JSON.parse(fenced?.[1] ?? content.trim());
    } catch {
      return null;
    }
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
