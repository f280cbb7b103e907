import type { User } from "@domain/user/user";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type GuestUser, guestSessionAtom } from "@/lib/guest/guest-storage";
import { userQuery } from "./api";

/** The server user: null when signed out (a 401 is an answer here, not an error). */
export function useServerUser() {
  return useQuery(userQuery());
}

export type AuthState =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "guest"; user: GuestUser }
  | { status: "signed-in"; user: User };

/** Someone using the main app: an account, or a guest trying it without one. */
export type AppUser = Extract<AuthState, { user: unknown }>;

/** Who is using the app: a signed-in user wins over local guest markers. */
export function useAuth(): AuthState {
  const guest = useAtomValue(guestSessionAtom);
  const { data, isLoading } = useServerUser();
  if (isLoading) return { status: "loading" };
  if (data) return { status: "signed-in", user: data };
  return guest ? { status: "guest", user: guest } : { status: "signed-out" };
}
