import { EmptyState } from "@/ui/empty-state";
import type { AuthState } from "../auth/use-auth";
import { SubscriptionCard } from "../billing/subscription-card";
import { AccountForm } from "./account-form";
import { ConnectedAccounts } from "./connected-accounts";
import { GoalsForm } from "./goals-form";
import { NotificationPreferences } from "./notification-preferences";
import { PasswordCard } from "./password-form";
import { TwoFactorCard } from "./two-factor-card";

/**
 * Settings & Goals (spec section 2): goals, account, password, two-factor, connected
 * accounts, notifications, subscription.
 */
export function SettingsSection({ auth }: { auth: AuthState }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Settings &amp; Goals</h1>
      {auth.status === "signed-in" ? (
        <>
          <GoalsForm />
          <AccountForm user={auth.user} />
          <PasswordCard user={auth.user} />
          <TwoFactorCard user={auth.user} />
          <ConnectedAccounts user={auth.user} />
        </>
      ) : (
        <EmptyState title="Account" icon="👤">
          You're using Proteo as a guest. Create an account to set goals, manage your profile and keep your progress.
        </EmptyState>
      )}
      <NotificationPreferences signedIn={auth.status === "signed-in"} />
      <SubscriptionCard user={auth.status === "signed-in" ? auth.user : null} />
    </div>
  );
}
