import { GUEST_PHOTOS_DB as DB_NAME } from "./guest-storage";

/**
 * Guests' meal photos, kept in this browser's IndexedDB (local storage is too small for
 * images) under the guest meal's id, until the guest signs up and they are uploaded.
 */
const STORE = "photos";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const saveGuestPhoto = (mealId: string, photo: Blob) =>
  run("readwrite", (s) => s.put(photo, mealId)).then(() => undefined);
export const readGuestPhoto = (mealId: string) =>
  run<Blob | undefined>("readonly", (s) => s.get(mealId) as IDBRequest<Blob | undefined>);
export const deleteGuestPhoto = (mealId: string) => run("readwrite", (s) => s.delete(mealId)).then(() => undefined);

/** Drops every kept photo (guest logout, or no guest meals left to bring them along). */
export function clearGuestPhotos(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DB_NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
    // Another tab holding it open delays the deletion; it completes once that tab lets go.
    request.onblocked = () => resolve();
  });
}
