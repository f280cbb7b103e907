/**
 * Text made safe to write into HTML, as an element's text or an attribute's quoted value: the
 * emails' templates (worker/lib/email/templates.ts) and the icons' shapes (src/ui/icon.tsx).
 */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
