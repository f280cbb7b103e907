import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler, ValidationTargets } from "hono";
import { every } from "hono/combine";
import type { z } from "../../domain/zod";
import { ApiError, type ApiIssue } from "./api-error";

/** Describes a zod issue in words a person can act on, naming the field. */
function describe(issue: z.core.$ZodIssue): ApiIssue {
  const path = issue.path.map(String).join(".");
  return { path, message: issue.message };
}

/**
 * zValidator with Proteo's error shape: a payload that fails its schema is a 400 whose
 * message names the first problem, with every issue listed. Nothing runs after it, so
 * nothing is written. Malformed JSON is rejected earlier by Hono and mapped by the app's
 * error handler.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map(describe);
      const first = issues[0];
      // The message is for people: the field is named in `issues`, not prefixed here.
      const message = first?.message ?? "The request is not valid.";
      throw new ApiError(400, message, { code: "INVALID_INPUT", issues });
    }
  });
  return target === "json" ? (every(requireJson, check) as typeof check) : check;
}

/** Hono reads a non-JSON body as `{}`; say plainly what went wrong instead. */
const requireJson: MiddlewareHandler = async (c, next) => {
  const type = c.req.header("Content-Type") ?? "";
  if (!/^application\/([a-z-.]+\+)?json\b/i.test(type)) {
    throw new ApiError(415, "Send the request body as JSON (Content-Type: application/json).", {
      code: "UNSUPPORTED_MEDIA_TYPE",
    });
  }
  await next();
};
