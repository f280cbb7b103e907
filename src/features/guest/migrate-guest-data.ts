import { forgetGuestData } from "@/lib/guest/forget-guest-data";
import { deleteGuestPhoto, readGuestPhoto } from "@/lib/guest/guest-photos";
import { readGuestMeals, readGuestProfile, writeGuestMeals } from "@/lib/guest/guest-records";
import { clearGuestMarkers, DROPPED_NOTICE_KEY, GUEST_KEYS, guestStore } from "@/lib/guest/guest-storage";
import { toast } from "@/lib/toast";
import { type GuestPayload, sendGuestData } from "./api";

/**
 * The profile values the server did not keep. The route answers `{ migratedCount }` or
 * `{ migratedCount, profile }`; TypeScript folds that union into its first member, so the
 * inferred type has no `profile` and it is read defensively here (the lead may give the
 * route one answer shape, `profile: null` when there was none, and drop this).
 */
function droppedFields(answer: object): string[] {
  const profile = "profile" in answer ? (answer.profile as { dropped?: { message: string }[] } | null) : null;
  return profile?.dropped?.map((d) => d.message) ?? [];
}

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
    const { uploadPhoto } = await import("@/lib/photos/upload-photo");
    out[i] = { ...m, imageUrl: await uploadPhoto(photo), hasLocalPhoto: false };
    writeGuestMeals(out);
    await deleteGuestPhoto(m.id).catch(() => undefined);
  }
  return out;
}

/** What the server answers when a guest profile came along (worker/features/guest-migration/profile.ts). */
export type MigrationResult =
  | { status: "migrated"; droppedProfileFields: string[] }
  | { status: "nothing" | "failed" | "busy" };

/**
 * A signed-in user with guest meals or a guest profile in this browser
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
    // What this browser kept is not trusted to have the payload's shape (an older version, a
    // hand edit): the server validates it and refuses it whole, and the migration retries later.
    const answer = await sendGuestData({
      guestMeals: withPhotos as GuestPayload["guestMeals"],
      ...(profile ? { guestProfile: profile as GuestPayload["guestProfile"] } : {}),
    });
    guestStore.write(GUEST_KEYS.guestMeals, null);
    guestStore.write(GUEST_KEYS.guestProfile, null);
    clearGuestMarkers();
    guestStore.write(GUEST_KEYS.isMigrating, null);
    return { status: "migrated", droppedProfileFields: droppedFields(answer) };
  } catch (error) {
    console.error("Guest data migration failed; it will be retried at the next sign-in", error);
    guestStore.write(GUEST_KEYS.isMigrating, null);
    return { status: "failed" };
  }
}

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

/**
 * What a signed-in page does with the guest data this browser kept: says which profile values
 * an earlier migration dropped, migrates, and reloads once anything moved.
 */
export async function runGuestMigration(): Promise<void> {
  showDroppedNotice();
  const result = await migrateGuestData();
  if (result.status !== "migrated") return;
  if (result.droppedProfileFields.length > 0)
    guestStore.write(DROPPED_NOTICE_KEY, JSON.stringify(result.droppedProfileFields));
  window.location.reload();
}
