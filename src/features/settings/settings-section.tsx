import { EmptyState } from "@/ui/empty-state";
import type { AuthState } from "../auth/use-auth";
import { SubscriptionCard } from "../billing/subscription-card";
import { AccountForm } from "./account-form";

/** Settings & Goals (spec section 2). Goals and notifications arrive with their features. */
export function SettingsSection({ auth }: { auth: AuthState }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Settings &amp; Goals</h1>
      {auth.status === "signed-in" ? (
        <AccountForm user={auth.user} />
      ) : (
        <EmptyState title="Account" icon="👤">
          You're using Proteo as a guest. Create an account to manage your profile and keep your progress.
        </EmptyState>
      )}
      <SubscriptionCard user={auth.status === "signed-in" ? auth.user : null} />
      <EmptyState title="Protein goals" icon="🎯">
        Setting daily, weekly and monthly goals is not available in this version yet.
      </EmptyState>
    </div>
  );
}
