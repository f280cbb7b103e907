import { api, nullOn401, read } from "../api";
import { withOfflineUser } from "../offline/last-user";

/**
 * The server user: null when signed out (a 401 is an answer here, not an error). Offline, the
 * last confirmed user: the app opens and meals can be logged. A module of its own,
 * without the data layer: the landing page asks it before that has loaded (src/app/boot.tsx).
 */
export const fetchUser = withOfflineUser(() => nullOn401(read(api.auth.user.$get())));
