import type { AuthState } from "../auth/use-auth";
import { GuestBanner } from "../guest/guest-banner";
import { ManualEntry } from "./manual-entry";

/** The photo/upload section: Add Your Meal. Logging by hand works for signed-in users. */
export function AddMealSection({ auth }: { auth: AuthState }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Add Your Meal</h1>
      {auth.status === "signed-in" ? <ManualEntry /> : <GuestBanner />}
    </div>
  );
}
