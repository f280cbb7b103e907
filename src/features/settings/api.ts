import { queryOptions } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, param, read } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export { goalsQuery, saveGoals } from "@/lib/goals/api";

/** The account's name (the onboarding profile goes through the same route). */
export { saveProfile } from "@/lib/session/api";

export const changePassword = (json: InferRequestType<typeof api.auth.password.$post>["json"]) =>
  read(api.auth.password.$post({ json }));

/** Two-factor: setup (after the password) hands back the secret and its QR; enable the first code. */
export const startTwoFactor = (password: string) => read(api.auth["2fa"].setup.$post({ json: { password } }));
export const enableTwoFactor = (code: string) => read(api.auth["2fa"].enable.$post({ json: { code } }));
export const disableTwoFactor = (json: InferRequestType<(typeof api.auth)["2fa"]["disable"]["$post"]>["json"]) =>
  read(api.auth["2fa"].disable.$post({ json }));

/** Which providers are on this server and which of them this account has linked. */
export const connectionsQuery = () =>
  queryOptions({ queryKey: queryKeys.connections, queryFn: () => read(api.auth.connections.$get()) });

/** Starts linking a provider: the answer is where the browser goes next. */
export const connectProvider = (provider: "google" | "apple", password?: string) =>
  read(api.auth.connections[":provider"].$post({ param: { provider }, json: password ? { password } : {} }));

/** Removes a linked provider; the password for accounts that have one (the server checks the rest). */
export const disconnectProvider = (provider: "google" | "apple", password?: string) =>
  read(api.auth.connections[":provider"].$delete({ param: { provider }, json: password ? { password } : {} }));

/** The account's signed-in devices, this one first. */
export const sessionsQuery = () =>
  queryOptions({ queryKey: queryKeys.sessions, queryFn: () => read(api.sessions.$get()) });

/** Signs one other device out. */
export const endSession = (id: string) => read(api.sessions[":id"].$delete({ param: { id: param(id) } }));

/** Signs every device but this one out. */
export const endOtherSessions = () => read(api.sessions["end-others"].$post());
