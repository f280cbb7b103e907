/** One message as Proteo sends it: always a text part beside the HTML (accessible, ADR 026). */
export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * What the account features need from an email service (one small interface, like
 * billing's): Cloudflare Email Service in a deployed Worker, the local outbox on a
 * developer's machine and in the tests. `send` throws when the message was not accepted.
 */
export interface EmailProvider {
  readonly name: "cloudflare" | "local";
  send(message: OutgoingEmail): Promise<void>;
}
