import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { emailSchema } from "../../../domain/auth/schemas";
import { getDb } from "../../db/client";
import { sentEmails } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { localRun } from "../../providers/config";

/**
 * GET /api/dev/emails?to=: the local outbox, newest first, for reading the
 * links `npm start` and the browser tests "sent". Like the billing simulator's controls it
 * answers only on a developer's machine (localRun: loopback origin and request, no
 * ENVIRONMENT=production) and is a 404 in any deployed Worker.
 */
export const devEmailRoutes = new Hono<AppEnv>().get("/emails", async (c) => {
  if (!localRun(c.env, c.req.url)) {
    throw new ApiError(404, "The local outbox exists only on a developer's machine.", { code: "NOT_FOUND" });
  }
  const parsed = emailSchema.safeParse(c.req.query("to") ?? "");
  if (!parsed.success) {
    throw new ApiError(400, "Add ?to= with the email address whose messages you want.", { code: "INVALID_INPUT" });
  }
  const rows = await getDb(c.env.DB)
    .select()
    .from(sentEmails)
    .where(eq(sentEmails.toAddress, parsed.data))
    .orderBy(desc(sentEmails.sentAt))
    .limit(50);
  return c.json(
    rows.map((r) => ({
      to: r.toAddress,
      subject: r.subject,
      text: r.text,
      html: r.html,
      sentAt: r.sentAt.toISOString(),
    })),
    200,
  );
});
