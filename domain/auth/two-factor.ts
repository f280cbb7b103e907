import { z } from "../zod";
import { PASSWORD_MAX, PASSWORD_REQUIRED, PASSWORD_TOO_LONG } from "./password-rules";
import { timeZoneSchema } from "./schemas";
import {
  CHALLENGE_REQUIRED,
  CODE_FORMAT,
  CODE_OR_RECOVERY_REQUIRED,
  CODE_REQUIRED,
  stripSpaces,
} from "./two-factor-rules";

/** Two-factor payloads (ADR 011); their messages live in two-factor-rules.ts. */

/** A 6-digit authenticator code: what turning two-factor on must prove. */
export const totpCodeSchema = z
  .string({ error: CODE_REQUIRED })
  .transform(stripSpaces)
  .pipe(
    z
      .string()
      .min(1, CODE_REQUIRED)
      .regex(/^\d{6}$/, CODE_FORMAT),
  );

/** An authenticator code or a recovery code ("abcde-fghij"): what sign-in and turning off accept. */
export const secondFactorSchema = z
  .string({ error: CODE_OR_RECOVERY_REQUIRED })
  .trim()
  .min(1, CODE_OR_RECOVERY_REQUIRED)
  .max(64, CODE_OR_RECOVERY_REQUIRED);

/** The account's current password, asked again before two-factor changes (ADR 013). */
const currentPasswordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

export const setupTwoFactorSchema = z.object({ password: currentPasswordSchema });

export const enableTwoFactorSchema = z.object({ code: totpCodeSchema });

export const disableTwoFactorSchema = z.object({
  password: currentPasswordSchema,
  code: secondFactorSchema,
});

export const verifyTwoFactorSchema = z.object({
  challenge: z.string({ error: CHALLENGE_REQUIRED }).min(1, CHALLENGE_REQUIRED).max(100, CHALLENGE_REQUIRED),
  code: secondFactorSchema,
  timezone: timeZoneSchema.optional(),
});
