import { clearGuestPhotos } from "./guest-photos";
import { clearAllGuestKeys } from "./guest-storage";

/**
 * Forgets everything guest mode kept in this browser: every local storage key and the
 * photos in IndexedDB. For guest logout, and for a signed-in user with no guest data left.
 */
export async function forgetGuestData(): Promise<void> {
  clearAllGuestKeys();
  await clearGuestPhotos().catch((error) => console.error("Could not delete the guest photos", error));
}
