import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { ACCOUNT_DELETED, deleteAccountSchema, REAUTHENTICATE_TO_DELETE } from "../../../domain/auth/account-schemas";
import { WRONG_PASSWORD } from "../../../domain/auth/two-factor-rules";
import { withTrend } from "../../../domain/body/trend";
import { importRequestSchema, weightImportRequestSchema } from "../../../domain/import/schema";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { appOrigin } from "../../lib/app-origin";
import { confirmCurrentPassword } from "../../lib/current-password";
import { trySendEmail } from "../../lib/email/send";
import { goodbyeMessage } from "../../lib/email/templates";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { requireRecentSignIn } from "../../lib/recent-sign-in";
import { sessionCookieName } from "../../lib/session";
import { passwordHashOf } from "../../lib/session-user";
import { trialFingerprint } from "../../lib/trial-fingerprint";
import { userData } from "../../lib/user-data";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, signedIn, userOf } from "../../middleware/session";
import { cancelBilling, deletePhotos, deleteRows } from "./delete";
import { accountExport, accountExportReads, exportFileName } from "./export";
import { importMeals } from "./import";
import { importWeightBatch } from "./import-weights";

const issue = (path: string, message: string, code: string) =>
  new ApiError(400, message, { code, issues: [{ path, message }] });

/** The user's own data out (export), gone (delete) and in (import). */
export const accountRoutes = new Hono<AppEnv>()
  /** GET /api/account/export: one JSON document of everything Proteo holds on the user. */
  .get("/export", readsOwnSession, async (c) => {
    // The session with the export's D1 tables (billing, sign-in identities, recipe names) in one
    // D1 batch (ADR 010), then everything the user's own object holds in one call.
    const { user, results } = await readWithSession(c, accountExportReads(getDb(c.env.DB)));
    const own = await (await movedUserData(c.env, user)).exportData();
    const body = accountExport(user, appOrigin(c), results, { ...own, weights: withTrend(own.weights) });
    return new Response(JSON.stringify(body, null, 2), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="${exportFileName(user)}"`,
        "Cache-Control": "no-store",
      },
    });
  })
  /**
   * DELETE /api/account { password } or { confirmation }. Re-authentication
   * first (the password, throttled like every current-password check; a Google/Apple-only
   * account must have signed in within the last 10 minutes and types its email), then: the subscription canceled at once, the photos out of R2,
   * every row gone, the session cookie cleared, and a goodbye sent to the old address.
   */
  .delete("/", signedIn, validate("json", deleteAccountSchema), async (c) => {
    const user = userOf(c);
    const { password, confirmation } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const passwordHash = await passwordHashOf(db, user);
    if (passwordHash) {
      if (!password) throw issue("password", "Enter your password to delete your account.", "PASSWORD_REQUIRED");
      await confirmCurrentPassword(db, { id: user.id, passwordHash }, password, () =>
        issue("password", WRONG_PASSWORD, "WRONG_PASSWORD"),
      );
    } else {
      // No password to ask for: a fresh sign-in with the provider, and the typed email too.
      await requireRecentSignIn(c, db, REAUTHENTICATE_TO_DELETE);
      const expected = user.email ?? "DELETE";
      if ((confirmation ?? "").trim().toLowerCase() !== expected.toLowerCase()) {
        const what = user.email ? "your email address" : "DELETE";
        throw issue("confirmation", `Type ${what} exactly to confirm.`, "CONFIRMATION_MISMATCH");
      }
    }
    await cancelBilling(c, db, user);
    await deletePhotos(c.env, db, user.id);
    // The user's own object goes before the rows: a retry after a failure finds the account.
    await userData(c.env, user.id).erase();
    await deleteRows(db, user, await trialFingerprint(c.env.AUTH_SECRET, user.email));
    deleteCookie(c, sessionCookieName(c), { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    if (user.email) await trySendEmail(c, goodbyeMessage(user.email));
    return c.json({ ok: true, message: ACCOUNT_DELETED }, 200);
  })
  /** POST /api/account/import: a batch of meals read from a MyFitnessPal or Cronometer file. */
  .post("/import", signedIn, validate("json", importRequestSchema), async (c) => {
    const result = await importMeals(c.env, userOf(c), c.req.valid("json"));
    return c.json(result, 200);
  })
  /**
   * POST /api/account/import-weights: a batch of weights (kg) read from a MyFitnessPal or
   * Cronometer file; a day that already has a weight keeps it.
   */
  .post("/import-weights", signedIn, validate("json", weightImportRequestSchema), async (c) => {
    const result = await importWeightBatch(c.env, userOf(c), c.req.valid("json"));
    return c.json(result, 200);
  });
