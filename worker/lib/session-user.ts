import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { type UserFields, type UserRow, type UserSecretColumn, users } from "../db/schema";

/** A user's sign-in secrets (the password hash, the pending or enabled TOTP secret). */
export type UserSecrets = Pick<UserRow, UserSecretColumn>;

/**
 * The signed-in user as every request carries it: the user row without its secrets, and
 * whether the account has a password. The session lookup reads these columns on every
 * authenticated request, so neither the password hash nor the TOTP secret sits in a
 * request's memory (or could reach a response by mistake) unless a route asks for them
 * (`secretsOf`), and each read moves fewer bytes out of D1.
 */
export type SessionUser = UserFields & { hasPassword: boolean };

const { passwordHash: _hash, totpSecret: _secret, totpLastStep: _step, ...withoutSecrets } = getTableColumns(users);

/**
 * SessionUser's columns, for a select or a `returning`. `has_password` is named because in a
 * D1 batch rows come back keyed by column name.
 */
export const sessionUserColumns = {
  ...withoutSecrets,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`.mapWith(Boolean).as("has_password"),
};

/** A whole user row (read to check its password or code) as the session would carry it. */
export function asSessionUser(row: UserRow): SessionUser {
  const { passwordHash, totpSecret: _totpSecret, totpLastStep: _totpLastStep, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null };
}

/** The secrets of one user, read by the routes that check them; undefined once the account is gone. */
export function secretsOf(db: Db, userId: string): Promise<UserSecrets | undefined> {
  return db
    .select({ passwordHash: users.passwordHash, totpSecret: users.totpSecret, totpLastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId))
    .get();
}

/** The user's password hash, or null for an account without a password (Google, Apple) or one gone. */
export async function passwordHashOf(db: Db, user: Pick<SessionUser, "id" | "hasPassword">): Promise<string | null> {
  if (!user.hasPassword) return null;
  return (await secretsOf(db, user.id))?.passwordHash ?? null;
}
