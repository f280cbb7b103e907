import { z } from "zod";
import { isCommonPassword } from "./common-passwords";

/** Spec section 9: minimum 6. DESIGN section 6: at most 256, never truncated. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 256;

/** Trimmed and lower-cased, so "Ada@Example.com " and "ada@example.com" are one account. */
export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Enter a valid email address." }));

const passwordSchema = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

const nameSchema = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} must be at most 100 characters.`);

/** An IANA time zone the runtime knows, e.g. "Europe/Paris". */
export const timeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone.");

export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema.refine(
    (p) => !isCommonPassword(p),
    "This password is one of the most common and easy to guess. Please choose another.",
  ),
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  timezone: timeZoneSchema.optional(),
});

export const loginSchema = z.object({
  email: emailSchema,
  // No length rule beyond the maximum: an old password must still be able to sign in.
  password: z
    .string({ error: "Password is required." })
    .min(1, "Password is required.")
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`),
  timezone: timeZoneSchema.optional(),
});

/** Settings' account form sends only the names (spec section 5). */
export const profileNamesSchema = z.object({
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
});

export const themeSchema = z.object({
  theme: z.enum(["light", "dark", "system"], { error: "Choose light, dark or system." }),
});

export const timezoneUpdateSchema = z.object({ timezone: timeZoneSchema });

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;
