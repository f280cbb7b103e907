import { type InputHTMLAttributes, type SelectHTMLAttributes, useId } from "react";

/**
 * Every text field and select of the app. One marked aria-invalid has a red border beside its
 * message until it is corrected; a disabled one (the account's email) is greyed.
 */
export const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-slate-800/60 dark:aria-[invalid=true]:border-red-400";

/**
 * A field's problem, shown under it (a schema's message, src/lib/form-errors.ts). It sits
 * outside the label, so the field's name stays its label and the message is its description.
 */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-normal text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** The props an input takes to show its problem: marked invalid and described by the message. */
export function invalidProps(errorId: string, error: string | undefined, describedBy?: string) {
  const ids = [describedBy, error ? errorId : undefined].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

export function TextField({
  label,
  error,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }) {
  const errorId = useId();
  return (
    <div>
      <label className="block text-sm font-medium">
        {label}
        <input {...props} {...invalidProps(errorId, error, props["aria-describedby"])} className={inputClass} />
      </label>
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

/** A message about the whole form (a schema issue without a field, or the server's refusal). */
export function FormMessage({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200"
    >
      {message}
    </p>
  );
}

export const MEAL_TYPE_OPTIONS = [
  { value: "breakfast", label: "Breakfast" },
  { value: "lunch", label: "Lunch" },
  { value: "dinner", label: "Dinner" },
  { value: "snack", label: "Snack" },
] as const;

export function MealTypeSelect({
  label = "Meal type",
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label?: string }) {
  // Named, as every field is, so the browser can tell the form's fields apart (autofill).
  return (
    <label className="block text-sm font-medium">
      {label}
      <select name="mealType" {...props} className={inputClass}>
        {MEAL_TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A link drawn on its own (not inside a sentence) as a touch target: 44 px tall on a touch
 * screen, its text centred. Buttons and fields get that height from the stylesheet's base.
 */
export const tapTarget = "inline-flex items-center pointer-coarse:min-h-11";

/** A radio button or checkbox in the brand's colour, at a size a finger can see it take. */
export const choiceClass = "size-5 shrink-0 accent-brand-600";

export const primaryButton =
  "rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";
export const secondaryButton =
  "rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";
/** A card's surface without its padding, for a card that pads differently (a history day on a phone). */
export const cardSurfaceClass =
  "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";
export const cardClass = `${cardSurfaceClass} p-5`;
