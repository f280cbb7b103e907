import type { ReactNode } from "react";
import { Link } from "wouter";

/** Layout of the pages outside the main app (pricing, checkout, recipe). */
export function StandalonePage({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-4xl items-center px-4 py-3">
          <Link href="/" className="text-xl font-extrabold tracking-tight text-brand-600">
            Proteo
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8">{children}</main>
    </div>
  );
}
