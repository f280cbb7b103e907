import type { User } from "@domain/user/user";

const KEY = "proteo-last-user";

/**
 * The signed-in user as last confirmed by the server, kept on this device so the app opens
 * offline instead of waiting for an answer that cannot come. Used only when the
 * request fails for want of a network, and the app then says it is offline; a signed-out
 * answer forgets it.
 */
export function rememberUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(KEY, JSON.stringify(user));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: offline start simply is not possible on this browser.
  }
}

export function lastUser(): User | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as User) : null;
  } catch {
    return null;
  }
}

/** A failed fetch() rejects with a TypeError; an HTTP error is an answer, not "offline". */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

export function withOfflineUser(read: () => Promise<User | null>): () => Promise<User | null> {
  return async () => {
    try {
      const user = await read();
      rememberUser(user);
      return user;
    } catch (error) {
      const remembered = isNetworkFailure(error) ? lastUser() : null;
      if (remembered) return remembered;
      throw error;
    }
  };
}
