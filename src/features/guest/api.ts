import type { InferRequestType } from "hono/client";
import { api, read } from "@/lib/api";

export type GuestPayload = InferRequestType<(typeof api)["migrate-guest-data"]["$post"]>["json"];

/** Moves a guest's meals and profile into the new account, once. */
export const sendGuestData = (json: GuestPayload) => read(api["migrate-guest-data"].$post({ json }));
