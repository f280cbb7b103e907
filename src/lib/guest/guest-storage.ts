import { getDefaultStore } from "jotai";
import { atomWithStorage } from "jotai/utils";

/**
 * Guest mode lives in local storage only. These are its keys, and the
 * only code that reads or writes them.
 */
export const GUEST_KEYS = {
  guestUserId: "guestUserId",
  isGuest: "isGuest",
  guestMeals: "guestMeals",
  guestProfile: "guestProfile",
  isMigrating: "isMigrating",
} as const;

/** Survives the reload after a guest migration, so the notice about dropped profile fields is seen. */
export const DROPPED_NOTICE_KEY = "proteo-guest-profile-dropped";

/** The IndexedDB database of guests' meal photos (./guest-photos.ts). */
export const GUEST_PHOTOS_DB = "proteo-guest";

export const PENDING_PLAN_KEY = "pendingSubscriptionPlan";

/** The local guest user: firstName 'Guest', lastName 'User', no email or image. */
export interface GuestUser {
  id: string;
  email: null;
  firstName: "Guest";
  lastName: "User";
  profileImageUrl: null;
  isGuest: true;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode): guest data cannot persist; nothing else to do.
  }
}

/** A guest's id: `guest_{timestamp}_{random}`. */
export function newGuestId(now = Date.now()): string {
  const random = Math.random().toString(36).slice(2, 11);
  return `guest_${now}_${random}`;
}

export function guestUser(id: string): GuestUser {
  return { id, email: null, firstName: "Guest", lastName: "User", profileImageUrl: null, isGuest: true };
}

/** jotai's synchronous storage (the last overload of atomWithStorage; the type is not exported). */
type MarkersStorage = NonNullable<Parameters<typeof atomWithStorage<GuestUser | null>>[2]>;

/**
 * The guest markers as jotai storage, in the product's fixed format, which earlier
 * versions wrote too: `guestUserId` the raw id, `isGuest` the text 'true'. jotai's default JSON storage
 * would write `"guest_..."` (quoted) under one key; this one reads what is already in a
 * browser and writes it back byte for byte the same, so no guest loses their session.
 */
export const guestMarkersStorage: MarkersStorage = {
  getItem: () => {
    const id = read(GUEST_KEYS.guestUserId);
    return read(GUEST_KEYS.isGuest) === "true" && id ? guestUser(id) : null;
  },
  setItem: (_key, user) => {
    write(GUEST_KEYS.guestUserId, user ? user.id : null);
    write(GUEST_KEYS.isGuest, user ? "true" : null);
  },
  removeItem: () => guestMarkersStorage.setItem(GUEST_KEYS.guestUserId, null),
  // Another tab starting or ending guest mode is seen here too.
  subscribe: (_key, callback) => {
    if (typeof window === "undefined") return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === GUEST_KEYS.guestUserId || event.key === GUEST_KEYS.isGuest) {
        callback(guestMarkersStorage.getItem(GUEST_KEYS.guestUserId, null));
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  },
};

/**
 * The guest, or null: every reader re-renders when guest mode starts or ends, whoever changes
 * it (a component, the migration after sign-in, another tab). Read at creation (`getOnInit`),
 * so the first render already knows.
 */
export const guestSessionAtom = atomWithStorage<GuestUser | null>(GUEST_KEYS.guestUserId, null, guestMarkersStorage, {
  getOnInit: true,
});

/**
 * The app uses jotai's default store (no Provider), so code outside React (the migration,
 * logout) changes guest mode through the same atom the components read.
 */
const store = getDefaultStore();

export function startGuest(): GuestUser {
  const user = guestUser(newGuestId());
  store.set(guestSessionAtom, user);
  return user;
}

export function currentGuest(): GuestUser | null {
  return store.get(guestSessionAtom);
}

/** The guest markers: id and flag. Meals and profile are kept until migrated. */
export function clearGuestMarkers(): void {
  store.set(guestSessionAtom, null);
}

/** Every guest key in local storage (guest logout, or a signed-in user with no guest data). */
export function clearAllGuestKeys(): void {
  for (const key of Object.values(GUEST_KEYS)) write(key, null);
  store.set(guestSessionAtom, null);
}

export const guestStore = { read, write };
