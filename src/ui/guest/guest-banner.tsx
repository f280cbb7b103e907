import { useLocation } from "wouter";
import { clearGuestMarkers } from "@/lib/guest/guest-storage";
import { SIGN_UP_PATH } from "@/lib/session/sign-up-path";

/** Shown to guests on the dashboard. Meals stay for the migration; 'Sign Up Now' opens the sign-up form at once. */
export function GuestBanner() {
  const [, navigate] = useLocation();
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <p className="font-medium">You're browsing as a guest. Create an account to save your progress!</p>
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
