import { escapeHtml } from "../../../domain/format/escape-html";
import type { OutgoingEmail } from "../../providers/email/email-provider";

/**
 * One plain, accessible layout (ADR 026): a language, a title, real paragraphs, a link whose
 * text says where it goes, no images or tracking, and a text part saying the same.
 */
function layout(to: string, subject: string, paragraphs: string[], link?: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(link.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:14px">If the link does not open, copy this address into your browser: ${escapeHtml(link.href)}</p>`
    : "";
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">` +
    `<h1 style="font-size:20px">${escapeHtml(subject)}</h1>${body}${button}<p style="margin:0;color:#475569">Proteo</p></body></html>`;
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), "Proteo"].join("\n\n");
  return { to, subject, text, html } satisfies OutgoingEmail;
}

export const verifyEmailMessage = (to: string, link: string) =>
  layout(
    to,
    "Confirm your email address",
    [
      "Welcome to Proteo. Please confirm that this is your email address.",
      "The link works once and expires in 24 hours. If you did not create a Proteo account, you can ignore this email.",
    ],
    { href: link, label: "Confirm my email address" },
  );

export const resetPasswordMessage = (to: string, link: string) =>
  layout(
    to,
    "Reset your Proteo password",
    [
      "Someone asked to reset the password of the Proteo account for this address.",
      "The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.",
    ],
    { href: link, label: "Choose a new password" },
  );

export const goodbyeMessage = (to: string) =>
  layout(to, "Your Proteo account is deleted", [
    "Your Proteo account and everything in it (meals, photos, goals, progress) have been deleted, and any subscription was canceled.",
    "You can sign up again with this address at any time. Thank you for using Proteo.",
  ]);
