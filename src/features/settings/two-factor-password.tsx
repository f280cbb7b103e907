import type { TwoFactorSetup } from "@domain/auth/two-factor-rules";
import { startTwoFactor } from "./api";
import { CurrentPasswordForm } from "./current-password-form";

/**
 * Turning two-factor on, step one (ADR 013): the current password, so a session left open
 * (or a stolen cookie) cannot enrol someone else's authenticator. The server answers the
 * new secret, which the next step shows as a QR code.
 */
export function TwoFactorPasswordForm({
  email,
  onStarted,
  onCancel,
}: {
  email: string | null;
  onStarted: (setup: TwoFactorSetup) => void;
  onCancel: () => void;
}) {
  return (
    <CurrentPasswordForm
      ariaLabel="Confirm your password"
      intro="Enter your password to set up two-factor authentication."
      submitLabel="Continue"
      failure="Failed to start two-factor setup. Please try again."
      email={email}
      onConfirm={async (password) => onStarted(await startTwoFactor(password))}
      onCancel={onCancel}
    />
  );
}
