import { TriangleAlert } from "lucide";
import { Link } from "wouter";
import { primaryButton } from "@/ui/field";
import { Icon } from "@/ui/icon";

/**
 * Any path the router does not know: '404 Page Not Found', in the product's exact wording, with
 * a way home. The router draws it inside the app's navigation for a signed-in user or guest.
 */
export function NotFoundPage() {
  return (
    <div className="flex justify-center py-8">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-2">
          <Icon node={TriangleAlert} className="h-6 w-6 shrink-0 text-red-600 dark:text-red-400" />
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Did you forget to add the page to the router?</p>
        <Link href="/" className={`${primaryButton} mt-6 inline-flex min-h-11 items-center`}>
          Go to Proteo
        </Link>
      </div>
    </div>
  );
}
