import type { EmailProvider } from "./email-provider";

/**
 * Cloudflare Email Service through the Worker's `send_email` binding (wrangler.jsonc
 * `"send_email": [{ "name": "EMAIL" }]`): `send()` takes the message as fields, no MIME to
 * build, and rejects when Cloudflare refuses it (unverified sender domain, bad address).
 * `from` is EMAIL_FROM, an address on a domain onboarded to Email Sending.
 */
export function createCloudflareEmailProvider(binding: SendEmail, from: string): EmailProvider {
  return {
    name: "cloudflare",
    async send({ to, subject, text, html }) {
      await binding.send({ from, to, subject, text, html });
    },
  };
}
