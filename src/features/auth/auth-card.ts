/**
 * The white card of the landing page's email form, shared with the card that stands in for it
 * while the form's code downloads (ADR 045), so the swap moves nothing.
 */
export const authCardClass =
  "w-full max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100";
