import { useEffect } from "react";
import { DROPPED_NOTICE_KEY, GUEST_KEYS, GUEST_PHOTOS_DB, guestStore } from "@/lib/guest/guest-storage";

/**
 * Whether this browser may keep anything of guest mode: a guest key in local storage, or the
 * guest photos' database. A browser that cannot list its databases is assumed to keep some, so
 * that leftover photos are always deleted.
 */
export async function guestDataMayBeKept(): Promise<boolean> {
  const keys = [...Object.values(GUEST_KEYS), DROPPED_NOTICE_KEY];
  if (keys.some((key) => guestStore.read(key) !== null)) return true;
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === GUEST_PHOTOS_DB);
  } catch {
    return true;
  }
}

/**
 * The migration of a guest's data at sign-in (./migrate-guest-data.ts). Its code
 * loads only when this browser keeps some guest data: almost no signed-in visit does, and the
 * first screen need not carry it.
 */
export function useGuestMigration(signedIn: boolean): void {
  useEffect(() => {
    if (!signedIn) return;
    void guestDataMayBeKept().then(async (kept) => {
      if (!kept) return;
      const { runGuestMigration } = await import("./migrate-guest-data");
      await runGuestMigration();
    });
  }, [signedIn]);
}
