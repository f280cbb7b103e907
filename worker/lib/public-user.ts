import { zoneOffsets } from "../../domain/time/named-zone-offsets";
import type { ZoneOffsets } from "../../domain/time/zone-offsets";
import type { User } from "../../domain/user/user";
import type { SessionUser } from "./session-user";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Offsets already worked out by this isolate, by year and zone: each costs two Intl calls
 * (about 0.1 ms), and every response that carries the User needs them. Few zones are in use,
 * but the map is bounded all the same.
 */
const knownOffsets = new Map<string, ZoneOffsets | null>();
const MAX_KNOWN_OFFSETS = 1000;

/** The stored zone's offsets this year; null for a zone this runtime does not know. */
function offsetsOf(timeZone: string): ZoneOffsets | null {
  const year = new Date().getUTCFullYear();
  const key = `${year} ${timeZone}`;
  const known = knownOffsets.get(key);
  if (known !== undefined) return known;
  let offsets: ZoneOffsets | null;
  try {
    offsets = zoneOffsets(timeZone, year);
  } catch {
    offsets = null;
  }
  if (knownOffsets.size >= MAX_KNOWN_OFFSETS) knownOffsets.clear();
  knownOffsets.set(key, offsets);
  return offsets;
}

/** The user as the API sends it: never the password hash or any other internal field. */
export function toPublicUser(row: SessionUser): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    themePreference: row.themePreference,
    healthGoal: row.healthGoal,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionPlan: row.subscriptionPlan,
    trialEndsAt: iso(row.trialEndsAt),
    subscriptionEndsAt: iso(row.subscriptionEndsAt),
    // One trial per account: said by the server, so the pricing, checkout and banner never guess.
    trialAvailable: row.trialClaimedBy === null,
    timezone: row.timezone,
    timezoneOffsets: offsetsOf(row.timezone),
    onboardingCompleted: row.onboardingCompletedAt !== null,
    // Whether the account can sign in with a password (and so change it); never the hash.
    hasPassword: row.hasPassword,
    // Whether sign-in asks for an authenticator code; a pending setup does not count.
    twoFactorEnabled: row.totpEnabledAt !== null,
    // Whether the account's email is known to be its owner's (ADR 013).
    emailVerified: row.emailVerified,
  };
}
