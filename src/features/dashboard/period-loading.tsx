/** The progress chart's place while a period's figures, or its code, arrive. */
export function PeriodLoading() {
  return <div aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />;
}
