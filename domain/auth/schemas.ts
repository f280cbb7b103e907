import { z } from "../zod";
import { isCommonPassword } from "./common-passwords";
import {
  COMMON_PASSWORD,
  CURRENT_PASSWORD_REQUIRED,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  SAME_AS_CURRENT,
  samePassword,
} from "./password-rules";

/** Trimmed and lower-cased, so "Ada@Example.com " and "ada@example.com" are one account. */
export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .toLowerCase()
  .min(1, "Email is required.")
  .max(254, "That email address is too long.")
  .pipe(z.email({ error: "Enter a valid email address." }));

/** A password being set (sign-up, password change): the length rules and no common password. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG)
  .refine((p) => !isCommonPassword(p), COMMON_PASSWORD);

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
  password: newPasswordSchema,
  firstName: nameSchema("First name"),
  lastName: nameSchema("Last name"),
  timezone: timeZoneSchema.optional(),
});

export const loginSchema = z.object({
  email: emailSchema,
  // No length rule beyond the maximum: an old password must still be able to sign in.
  password: z.string({ error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED).max(PASSWORD_MAX, PASSWORD_TOO_LONG),
  timezone: timeZoneSchema.optional(),
});

/**
 * Settings' password change (ASVS V6.2): the current password, checked like a sign-in (no
 * length rule beyond the maximum), and a new one under the sign-up rules that differs from it.
 */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, CURRENT_PASSWORD_REQUIRED)
      .max(PASSWORD_MAX, PASSWORD_TOO_LONG),
    newPassword: newPasswordSchema,
  })
  .refine((v) => !samePassword(v.currentPassword, v.newPassword), { message: SAME_AS_CURRENT, path: ["newPassword"] });

/** Settings' account form sends only the first and last name. */
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
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
