/** Domains where Gmail delivers `a.b@` and `ab@` to the same inbox. */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The mailbox an address delivers to, so that variants of one inbox count as one: lowercase,
 * without a `+tag`, and for Gmail without dots in the local part (googlemail.com is
 * gmail.com). `A.Da+shop@GoogleMail.com` and `ada@gmail.com` are the same mailbox. An input
 * without an `@` is returned lowercased as it is.
 */
export function mailboxOf(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus >= 0) local = local.slice(0, plus);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
