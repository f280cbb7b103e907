import { queryOptions } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, read } from "../api";
import { queryKeys } from "../query-keys";
import { fetchUser } from "./fetch-user";

/** The server user: null when signed out (a 401 is an answer here, not an error). */
export const userQuery = () =>
  queryOptions({
    queryKey: queryKeys.user,
    queryFn: fetchUser,
    networkMode: "always",
    retry: false,
  });

/** Logout is a page of the server's (it ends the session, then sends the browser on). */
export const logoutPath = () => api.logout.$path();

/** The user's profile: the name from settings, the body and goal answers from onboarding. */
export const saveProfile = (json: InferRequestType<typeof api.user.profile.$post>["json"]) =>
  read(api.user.profile.$post({ json }));

/** Remembers, per user, a theme choice and the browser's time zone. */
export const saveTheme = (json: InferRequestType<typeof api.user.theme.$post>["json"]) =>
  read(api.user.theme.$post({ json }));
export const saveTimezone = (json: InferRequestType<typeof api.user.timezone.$post>["json"]) =>
  read(api.user.timezone.$post({ json }));
