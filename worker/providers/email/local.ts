import type { Db } from "../../db/client";
import { sentEmails } from "../../db/schema";
import { newId } from "../../lib/ids";
import type { EmailProvider } from "./email-provider";

/**
 * The local outbox (ADR 026): on `npm start` and in the tests a sent message is a row of the
 * local D1, read back at GET /api/dev/emails?to=. Nothing leaves the machine.
 */
export function createLocalEmailProvider(db: Db): EmailProvider {
  return {
    name: "local",
    async send({ to, subject, text, html }) {
      await db.insert(sentEmails).values({ id: newId(), toAddress: to.toLowerCase(), subject, text, html });
    },
  };
}
