import type { Bindings } from "../env";

/** The user's own Durable Object (worker/user-data/object.ts), where their per-user rows live. */
export function userData(env: Pick<Bindings, "USER_DATA">, userId: string) {
  return env.USER_DATA.get(env.USER_DATA.idFromName(userId));
}
