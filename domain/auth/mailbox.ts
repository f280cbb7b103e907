/**
 * Which spellings of an email address reach one inbox, for the rules that count per person
 * rather than per spelling: one free trial per person, and limits on the mails one inbox can
 * be sent.
 */

/** Providers whose mailboxes ignore dots in the name, and their canonical domain. */
const IGNORES_DOTS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/** Providers known to deliver `name+tag@` to `name@` (sub-addressing). */
const IGNORES_PLUS_TAG = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "fastmail.com",
  "fastmail.fm",
  "proton.me",
  "protonmail.com",
  "protonmail.ch",
  "pm.me",
]);

function split(email: string): { name: string; domain: string } | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return null;
  return { name: address.slice(0, at), domain: address.slice(at + 1) };
}

function withoutTag(name: string): string {
  const plus = name.indexOf("+");
  return plus > 0 ? name.slice(0, plus) : name;
}

function join(name: string, domain: string): string {
  const canonical = IGNORES_DOTS[domain];
  return canonical ? `${name.replace(/\./g, "")}@${canonical}` : `${name}@${domain}`;
}

/**
 * The inbox an address surely delivers to: lowercase, and for the providers above without
 * `+tag` (and at Gmail without dots, googlemail.com being gmail.com). Elsewhere `+` may be part
 * of the name, so only case is folded. A free trial is counted against this, so two different
 * people are never taken for one. Anything that is not an address comes back lowercased.
 */
export function mailboxOf(email: string): string {
  const parts = split(email);
  if (!parts) return email.trim().toLowerCase();
  const name = IGNORES_PLUS_TAG.has(parts.domain) ? withoutTag(parts.name) : parts.name;
  return join(name, parts.domain);
}

/**
 * The inbox an address may deliver to, for limits on how many mails one inbox is sent: as
 * mailboxOf, and without a `+tag` at every domain, since most mail servers deliver `a+1@x` to
 * `a@x`. Counting two people as one here only slows their mails; counting one as many would
 * let a stranger flood an inbox.
 */
export function mailboxForLimits(email: string): string {
  const parts = split(email);
  if (!parts) return email.trim().toLowerCase();
  return join(withoutTag(parts.name), parts.domain);
}
