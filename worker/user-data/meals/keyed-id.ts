import { createHash } from "node:crypto";

/**
 * The id of a meal logged with an idempotency key: the same (user, key) is the same meal, so a
 * retry, even racing the original, stores nothing twice. Worked out by the Worker for a meal it
 * sends and by the user's object for a copy it builds, so both give one id.
 */
export const keyedMealId = (userId: string, clientId: string) =>
  `m_${createHash("sha256").update(`${userId}:${clientId}`, "utf8").digest("hex").slice(0, 32)}`;
