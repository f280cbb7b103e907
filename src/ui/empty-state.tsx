import type { ReactNode } from "react";

/** A calm panel for "nothing here yet", with an honest sentence about why. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: string }) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      {icon && (
        <div aria-hidden="true" className="mb-3 text-4xl">
          {icon}
        </div>
      )}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</div>}
    </section>
  );
}
