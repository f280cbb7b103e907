import { clearAllGuestKeys } from "./guest-storage";

/**
 * Forgets everything guest mode kept in this browser: every local storage key, at once, and the
 * photos in IndexedDB. For guest logout, and for a signed-in user with no guest data left. The
 * photo store's code loads only to delete it: the first screen need not carry it.
 */
export async function forgetGuestData(): Promise<void> {
  clearAllGuestKeys();
  try {
    const { clearGuestPhotos } = await import("./guest-photos");
    await clearGuestPhotos();
  } catch (error) {
    console.error("Could not delete the guest photos", error);
  }
}
