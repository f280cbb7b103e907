import type { ReactNode } from "react";
import { Link } from "wouter";
import { BottomNav } from "@/features/nav/bottom-nav";
import { useAuth } from "@/lib/session/use-auth";
import { tapTarget } from "@/ui/field";
import { AppTopNav } from "./app-navigation";

/**
 * Layout of the pages outside the main app (pricing, checkout, recipes). With `appNavigation`
 * (pricing and recipes), a signed-in user or guest keeps the app's navigation, top and bottom,
 * as on every section; signed-out visitors and checkout, a step of its own
 * with its own way back, get the plain header.
 */
export function StandalonePage({ children, appNavigation = false }: { children: ReactNode; appNavigation?: boolean }) {
  const auth = useAuth();
  const withNav = appNavigation && (auth.status === "signed-in" || auth.status === "guest");
  return (
    <div className={withNav ? "min-h-screen pb-20 md:pb-0" : "min-h-screen"}>
      {withNav ? (
        <AppTopNav auth={auth} />
      ) : (
        <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <div className="mx-auto flex max-w-4xl items-center px-4 py-3">
            <Link href="/" className={`${tapTarget} text-xl font-extrabold tracking-tight text-brand-600`}>
              Proteo
            </Link>
          </div>
        </header>
      )}
      <main className="mx-auto max-w-4xl px-4 py-8">{children}</main>
      {withNav && <BottomNav />}
    </div>
  );
}
