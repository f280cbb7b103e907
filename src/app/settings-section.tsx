import { UserRound } from "lucide";
import { EmailVerificationCard } from "@/features/account/email-verification-card";
import { YourDataCard } from "@/features/account/your-data-card";
import { SubscriptionCard } from "@/features/billing/subscription-card";
import { AccountForm } from "@/features/settings/account-form";
import { ConnectedAccounts } from "@/features/settings/connected-accounts";
import { GoalsForm } from "@/features/settings/goals-form";
import { NotificationPreferences } from "@/features/settings/notification-preferences";
import { PasswordCard } from "@/features/settings/password-form";
import { SessionsCard } from "@/features/settings/sessions-card";
import { TwoFactorCard } from "@/features/settings/two-factor-card";
import { onDemand } from "@/lib/on-demand";
import type { AuthState } from "@/lib/session/use-auth";
import { EmptyState } from "@/ui/empty-state";

// The goal calculation is the onboarding wizard's; it loads only when asked for.
const OnboardingWizard = onDemand(
  () => import("@/features/onboarding/onboarding-wizard"),
  (m) => m.OnboardingWizard,
);

/**
 * Settings & Goals: goals, account, email verification, password,
 * two-factor, connected accounts, signed-in devices, notifications, subscription, and the user's data.
 */
export function SettingsSection({ auth }: { auth: AuthState }) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Settings &amp; Goals</h1>
      {auth.status === "signed-in" ? (
        <>
          <GoalsForm Recalculate={OnboardingWizard} />
          <AccountForm user={auth.user} />
          <EmailVerificationCard user={auth.user} />
          <PasswordCard user={auth.user} />
          <TwoFactorCard user={auth.user} />
          <ConnectedAccounts user={auth.user} />
          <SessionsCard />
        </>
      ) : (
        <EmptyState title="Account" icon={UserRound}>
          You're using Proteo as a guest. Create an account to set goals, manage your profile and keep your progress.
        </EmptyState>
      )}
      <NotificationPreferences signedIn={auth.status === "signed-in"} />
      <SubscriptionCard user={auth.status === "signed-in" ? auth.user : null} />
      {auth.status === "signed-in" && <YourDataCard user={auth.user} />}
    </div>
  );
}
