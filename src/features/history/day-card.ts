/**
 * A day of the meal history: the app's card with less padding on a phone, where each meal row
 * also carries its delete button and the meal's name needs the width.
 */
export const dayCardClass =
  "rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900";
