import { Link } from "wouter";

/** Any path the router does not know: '404 Page Not Found', in the product's exact wording. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-2xl text-red-500">
            ⚠
          </span>
          <h1 className="text-2xl font-bold">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">Did you forget to add the page to the router?</p>
        <Link href="/" className="mt-6 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-500">
          Go to Proteo
        </Link>
      </div>
    </main>
  );
}
