import type { Bindings } from "../../env";
import { ApiError } from "../api-error";
import { userData } from "../user-data";
import { allMoved, MoveIncomplete, moveUser } from "./move-user";

/**
 * Before a route reads or writes a moved group: the user's groups still in D1 move into their
 * object first (once per account; the cron moves the rest in the background). A move that could
 * not finish leaves the data where it was, whole, and asks the person to try again in a moment.
 */
export async function ensureMoved(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  user: { id: string; movedGroups: number },
): Promise<void> {
  if (allMoved(user)) return;
  try {
    await moveUser(env, user.id);
  } catch (error) {
    if (!(error instanceof MoveIncomplete)) throw error;
    throw new ApiError(503, "Your data is moving to its new home. Please try again in a moment.", {
      code: "DATA_MOVING",
      headers: { "Retry-After": "1" },
    });
  }
}

/** The user's own object, once every group of theirs has moved into it (ensureMoved). */
export async function movedUserData(
  env: Pick<Bindings, "DB" | "USER_DATA">,
  user: { id: string; movedGroups: number },
) {
  await ensureMoved(env, user);
  return userData(env, user.id);
}
