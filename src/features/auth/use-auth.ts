import type { User } from "@domain/user/user";
import { useQuery } from "@tanstack/react-query";
import { atom, useAtomValue } from "jotai";
import { getQueryFn } from "@/lib/api";
import { currentGuest, type GuestUser } from "../guest/guest-storage";
import { withOfflineUser } from "../offline/last-user";

export const USER_QUERY_KEY = ["/api/auth/user"] as const;

/** Bumped when guest mode starts or ends, so every reader of it re-renders. */
export const guestVersionAtom = atom(0);

/** The server user: null when signed out (a 401 is an answer here, not an error). */
export function useServerUser() {
  return useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    // Offline, the last confirmed user (issue 19): the app opens and meals can be logged.
    queryFn: (context) =>
      withOfflineUser(async () => (await getQueryFn<User>({ on401: "returnNull" })(context)) ?? null)(),
    networkMode: "always",
    retry: false,
  });
}

export type AuthState =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "guest"; user: GuestUser }
  | { status: "signed-in"; user: User };

/** Who is using the app: a signed-in user wins over local guest markers. */
export function useAuth(): AuthState {
  useAtomValue(guestVersionAtom);
  const { data, isLoading } = useServerUser();
  if (isLoading) return { status: "loading" };
  if (data) return { status: "signed-in", user: data };
  const guest = currentGuest();
  return guest ? { status: "guest", user: guest } : { status: "signed-out" };
}
