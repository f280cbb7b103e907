import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { Icon } from "./icon";

/** A calm panel for "nothing here yet", with an honest sentence about why. */
export function EmptyState({ title, children, icon }: { title: string; children?: ReactNode; icon?: IconNode }) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
      {icon && <Icon node={icon} className="mx-auto mb-3 size-10 text-slate-400 dark:text-slate-500" />}
      <h2 className="text-lg font-semibold">{title}</h2>
      {children && <div className="mt-2 text-sm text-slate-600 dark:text-slate-400">{children}</div>}
    </section>
  );
}
