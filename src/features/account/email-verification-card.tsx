import type { User } from "@domain/user/user";
import { useState } from "react";
import { serverMessage } from "@/lib/api";
import { toast } from "@/lib/toast";
import { cardClass, secondaryButton } from "@/ui/field";
import { resendVerification } from "./api";

/**
 * Settings: whether the account's email is verified, and "Resend" while it
 * is not. The app stays fully usable unverified; verifying is what lets Google or Apple join
 * the account by email (ADR 013).
 */
export function EmailVerificationCard({ user }: { user: User }) {
  const [pending, setPending] = useState(false);
  if (!user.email) return null;

  async function resend() {
    setPending(true);
    try {
      toast.success((await resendVerification()).message);
    } catch (error) {
      toast.error(serverMessage(error) ?? "The link could not be sent. Please try again.");
    } finally {
      setPending(false);
    }
  }

  return (
    <section className={cardClass} aria-labelledby="email-verification-title">
      <h2 id="email-verification-title" className="text-lg font-semibold">
        Email address
      </h2>
      <p className="mt-1 text-sm" data-testid="email-verification-state">
        {user.email}:{" "}
        {user.emailVerified ? (
          <strong className="text-green-700 dark:text-green-400">Verified</strong>
        ) : (
          <strong className="text-amber-700 dark:text-amber-400">Not verified</strong>
        )}
      </p>
      {!user.emailVerified && (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Open the link we emailed you to verify it. No email? We can send a new link.
          </p>
          <button type="button" onClick={resend} disabled={pending} className={`mt-3 ${secondaryButton}`}>
            {pending ? "Sending..." : "Resend"}
          </button>
        </>
      )}
    </section>
  );
}
