/**
 * One free trial per person, not per address spelling: the form of an email address that
 * the trial is counted against. Many providers deliver `ada+pro@…` to `ada@…`, and Gmail
 * also ignores dots and answers to googlemail.com, so those spellings all count as one.
 * Other providers may treat `+` and dots as part of the name, so only case is folded there.
 */

/** Providers whose mailboxes ignore dots in the name, and their canonical domain. */
const IGNORES_DOTS: Record<string, string> = {
  "gmail.com": "gmail.com",
  "googlemail.com": "gmail.com",
};

/** Providers that deliver `name+tag@` to `name@` (sub-addressing). */
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

/** The address as the trial counts it: lowercase, and for the providers above without dots or `+tag`. */
export function trialEmail(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at <= 0 || at === address.length - 1) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  if (IGNORES_PLUS_TAG.has(domain)) {
    const plus = name.indexOf("+");
    if (plus > 0) name = name.slice(0, plus);
  }
  const canonical = IGNORES_DOTS[domain];
  if (canonical) {
    name = name.replace(/\./g, "");
    domain = canonical;
  }
  return `${name}@${domain}`;
}
