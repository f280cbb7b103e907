import { useLocation } from "wouter";
import { clearGuestMarkers } from "@/lib/guest/guest-storage";
import { SIGN_UP_PATH } from "@/lib/session/sign-up-path";

/**
 * Shown to guests under the screen's own content (the dashboard's ring, the history's days), so
 * the subscription banner is the one prompt above it. Meals stay for the migration; 'Sign Up Now'
 * opens the sign-up form at once. One compact row: the text, and its button beside it.
 */
export function GuestBanner() {
  const [, navigate] = useLocation();
  return (
    <div className="flex items-center justify-between gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="text-sm font-medium">You're browsing as a guest. Create an account to save your progress!</p>
      <button
        type="button"
        onClick={() => {
          clearGuestMarkers();
          navigate(SIGN_UP_PATH);
        }}
        className="shrink-0 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-slate-900 hover:bg-amber-400"
      >
        Sign Up Now
      </button>
    </div>
  );
}
