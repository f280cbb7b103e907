/** The spinner with a visible text, e.g. 'Loading...' while sign-in state loads. */
export function Spinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
    </div>
  );
}
