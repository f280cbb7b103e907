import { useEffect } from "react";
import { apiJson } from "@/lib/api";
import { toast } from "@/lib/toast";
import { forgetGuestData } from "./forget-guest-data";
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
    // The uploader loads only when a guest has photos to move, outside the first-load bundle.
    const { uploadPhoto } = await import("../photo/upload-photo");
    out[i] = { ...m, imageUrl: await uploadPhoto(photo), hasLocalPhoto: false };
    writeGuestMeals(out);
    await deleteGuestPhoto(m.id).catch(() => undefined);
  }
  return out;
}

/** What the server answers when a guest profile came along (worker/features/guest-migration/profile.ts). */
interface MigrationAnswer {
  migratedCount: number;
  profile?: { saved: string[]; dropped: { field: string; message: string }[] };
}

export type MigrationResult =
  | { status: "migrated"; droppedProfileFields: string[] }
  | { status: "nothing" | "failed" | "busy" };

/**
 * Spec section 4: a signed-in user with guest meals or a guest profile in this browser
 * takes them over in one request, removed once saved. The server stores the profile as far
 * as its fields are valid and names the ones it dropped, so a bad value (age 150) cannot
 * fail every sign-in forever. Full success clears the guest markers; any failure keeps the
 * data and tries again at the next sign-in. With no guest data, every guest key and any
 * leftover guest photo are cleared.
 */
export async function migrateGuestData(): Promise<MigrationResult> {
  const meals = readGuestMeals();
  const profile = readGuestProfile();
  if (meals.length === 0 && !profile) {
    await forgetGuestData();
    return { status: "nothing" };
  }
  if (guestStore.read(GUEST_KEYS.isMigrating) === "true") return { status: "busy" };
  guestStore.write(GUEST_KEYS.isMigrating, "true");
  try {
    const withPhotos = meals.length > 0 ? await uploadGuestPhotos(meals) : [];
    const answer = await apiJson<MigrationAnswer>("POST", "/api/migrate-guest-data", {
      guestMeals: withPhotos,
      ...(profile ? { guestProfile: profile } : {}),
    });
    guestStore.write(GUEST_KEYS.guestMeals, null);
    guestStore.write(GUEST_KEYS.guestProfile, null);
    clearGuestMarkers();
    guestStore.write(GUEST_KEYS.isMigrating, null);
    return { status: "migrated", droppedProfileFields: answer.profile?.dropped.map((d) => d.message) ?? [] };
  } catch (error) {
    console.error("Guest data migration failed; it will be retried at the next sign-in", error);
    guestStore.write(GUEST_KEYS.isMigrating, null);
    return { status: "failed" };
  }
}

/** Survives the reload after a migration, so the notice about dropped profile fields is seen. */
const DROPPED_NOTICE_KEY = "proteo-guest-profile-dropped";

/** Says which guest profile values were not kept (once, after the reload). */
function showDroppedNotice(): void {
  const stored = guestStore.read(DROPPED_NOTICE_KEY);
  if (!stored) return;
  guestStore.write(DROPPED_NOTICE_KEY, null);
  let messages: string[] = [];
  try {
    messages = JSON.parse(stored) as string[];
  } catch {
    return;
  }
  toast.warning("Some profile details were not kept", {
    description: `${messages.join(" ")} You can set them in Settings.`,
  });
}

// A migration only runs inside a live page, so a flag left by a closed tab is stale.
guestStore.write(GUEST_KEYS.isMigrating, null);

export function useGuestMigration(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    showDroppedNotice();
    void migrateGuestData().then((result) => {
      if (result.status !== "migrated") return;
      if (result.droppedProfileFields.length > 0)
        guestStore.write(DROPPED_NOTICE_KEY, JSON.stringify(result.droppedProfileFields));
      window.location.reload();
    });
  }, [signedIn]);
}
