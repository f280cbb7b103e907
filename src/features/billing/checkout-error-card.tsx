import { Link } from "wouter";

const link =
  "rounded-xl px-4 py-2.5 text-center font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** A checkout that cannot go on: what happened, and Go to Dashboard, Manage Subscription or Back to Pricing. */
export function CheckoutErrorCard({ title, message }: { title: string; message: string }) {
  return (
    <section
      role="alert"
      className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{message}</p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link href="/" className={`${link} bg-brand-600 text-white hover:bg-brand-700`}>
          Go to Dashboard
        </Link>
        <Link
          href="/settings"
          className={`${link} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
        >
          Manage Subscription
        </Link>
        <Link
          href="/pricing"
          className={`${link} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
        >
          Back to Pricing
        </Link>
      </div>
    </section>
  );
}
