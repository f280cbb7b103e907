import { useEffect } from "react";
import { apiRequest } from "@/lib/api";
import { uploadPhoto } from "../photo/upload-photo";
import { deleteGuestPhoto, readGuestPhoto } from "./guest-photos";
import {
  clearGuestMarkers,
  GUEST_KEYS,
  guestStore,
  readGuestMeals,
  readGuestProfile,
  writeGuestMeals,
} from "./guest-storage";

/**
 * Uploads the photos guests kept in IndexedDB, so their meals arrive with them. Each
 * uploaded photo's link is written back at once: a retry never uploads it twice.
 */
async function uploadGuestPhotos(meals: unknown[]): Promise<unknown[]> {
  const out = [...meals];
  for (const [i, meal] of out.entries()) {
    const m = meal as { id?: unknown; hasLocalPhoto?: unknown; imageUrl?: unknown };
    if (typeof m.id !== "string" || m.hasLocalPhoto !== true || m.imageUrl) continue;
    const photo = await readGuestPhoto(m.id).catch(() => undefined);
    if (!photo) {
      out[i] = { ...m, hasLocalPhoto: false };
      continue;
    }
    out[i] = { ...m, imageUrl: await uploadPhoto(photo), hasLocalPhoto: false };
    writeGuestMeals(out);
    await deleteGuestPhoto(m.id).catch(() => undefined);
  }
  return out;
}

/**
 * Spec section 4: a signed-in user with guest meals or a guest profile in this browser
 * takes them over: meals first, then the profile, each removed once saved. Full success
 * clears the guest markers and reloads; any failure keeps the data and tries again at the
 * next sign-in. With no guest data, leftover guest markers are simply cleared.
 */
export async function migrateGuestData(): Promise<"migrated" | "nothing" | "failed" | "busy"> {
  const meals = readGuestMeals();
  const profile = readGuestProfile();
  if (meals.length === 0 && !profile) {
    clearGuestMarkers();
    return "nothing";
  }
  if (guestStore.read(GUEST_KEYS.isMigrating) === "true") return "busy";
  guestStore.write(GUEST_KEYS.isMigrating, "true");
  try {
    if (meals.length > 0) {
      const withPhotos = await uploadGuestPhotos(meals);
      await apiRequest("POST", "/api/migrate-guest-data", { guestMeals: withPhotos });
      guestStore.write(GUEST_KEYS.guestMeals, null);
    }
    if (profile) {
      await apiRequest("POST", "/api/user/profile", profile);
      guestStore.write(GUEST_KEYS.guestProfile, null);
    }
    clearGuestMarkers();
    guestStore.write(GUEST_KEYS.isMigrating, null);
    return "migrated";
  } catch (error) {
    console.error("Guest data migration failed; it will be retried at the next sign-in", error);
    guestStore.write(GUEST_KEYS.isMigrating, null);
    return "failed";
  }
}

// A migration only runs inside a live page, so a flag left by a closed tab is stale.
guestStore.write(GUEST_KEYS.isMigrating, null);

export function useGuestMigration(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    void migrateGuestData().then((result) => {
      if (result === "migrated") window.location.reload();
    });
  }, [signedIn]);
}
