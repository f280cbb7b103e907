import { type ReactNode, Suspense } from "react";
import { FailureBoundary } from "./failure-boundary";
import { Spinner } from "./spinner";

/**
 * What a screen shows instead of itself when it cannot be drawn (`FailureBoundary` says why that
 * happens). Reloading fetches the current version; a bug lands here too, so the words promise no
 * cause.
 */
function ScreenFailure() {
  return (
    <div
      role="alert"
      className="mx-auto my-8 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-medium">Something went wrong opening this screen.</p>
      <p className="mt-1 text-sm">Reload Proteo to try again. If you are offline, check your connection first.</p>
      <button
        type="button"
        onClick={() => location.reload()}
        className="mt-3 rounded-lg bg-red-600 px-4 py-2 font-semibold text-white"
      >
        Reload
      </button>
    </div>
  );
}

/**
 * A screen whose code loads on demand (ADR 036, ADR 045): "Loading..." while it arrives, and a
 * way to try again if it cannot, instead of a spinner that never ends.
 */
export function OnDemandScreen({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary what="A screen" failed={<ScreenFailure />}>
      <Suspense fallback={<Spinner label="Loading..." />}>{children}</Suspense>
    </FailureBoundary>
  );
}
