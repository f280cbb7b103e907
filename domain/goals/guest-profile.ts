import { z } from "../zod";
import { type OnboardingProfile, onboardingProfileSchema } from "./protein-goals";

type Field = keyof OnboardingProfile;

export interface SalvagedProfile {
  /** The fields that passed, ready to store. */
  valid: Partial<OnboardingProfile>;
  /** Each refused field with the reason, in the onboarding form's own words. */
  dropped: { field: Field; message: string }[];
}

/**
 * A guest's onboarding profile (local storage `guestProfile`) checked field by field, so a
 * value the server refuses (say age 150, written by an older app or by hand) drops only
 * that field instead of failing the migration at every sign-in. A field
 * the guest never set is neither kept nor reported, and gets no default: it must not
 * overwrite what the account already has.
 */
export function salvageGuestProfile(raw: Record<string, unknown>): SalvagedProfile {
  const valid: Record<string, unknown> = {};
  const dropped: SalvagedProfile["dropped"] = [];
  for (const [field, schema] of Object.entries(onboardingProfileSchema.shape) as [Field, z.ZodType][]) {
    const input = raw[field];
    if (input === undefined) continue;
    const result = schema.safeParse(input);
    if (result.success) valid[field] = result.data;
    else dropped.push({ field, message: result.error.issues[0]?.message ?? `${field} is not valid.` });
  }
  return { valid: valid as Partial<OnboardingProfile>, dropped };
}

/** What POST /api/migrate-guest-data may carry besides the meals: any object; fields are checked one by one. */
export const guestProfileInputSchema = z.record(z.string(), z.unknown(), {
  error: "guestProfile must be an object of profile fields.",
});
