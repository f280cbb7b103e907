import { connectResult, PROVIDER_NAMES, providerLabel } from "@domain/auth/connections";
import type { ProviderName } from "@domain/auth/provider-errors";
import type { User } from "@domain/user/user";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { cardClass, secondaryButton } from "@/ui/field";
import { connectionsQuery, connectProvider, disconnectProvider } from "./api";
import { CurrentPasswordForm } from "./current-password-form";
import { FormError, twoFactorErrors } from "./two-factor-fields";

/** Sends the browser to the provider; a test replaces it. */
export const goTo = { url: (url: string) => window.location.assign(url) };

/**
 * The provider's callback returns here with `?connect=<provider>_<outcome>`: say how it
 * went once, then drop the parameter so a reload does not say it again.
 */
function useConnectOutcome() {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const result = connectResult(params.get("connect"));
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.message, { duration: 15_000 });
    params.delete("connect");
    const query = params.toString();
    window.history.replaceState(null, "", `${window.location.pathname}${query ? `?${query}` : ""}`);
  }, []);
}

/**
 * Settings → "Connected accounts" (ADR 013): connect Google or Apple to this account so it
 * signs in with them too, or disconnect one. Both ask for the password first (accounts
 * without one need a recent sign-in, which the server checks); connecting then goes through
 * the provider. Disconnecting is confirmed first, and the server keeps the last way in.
 */
export function ConnectedAccounts({ user }: { user: User }) {
  useConnectOutcome();
  const { data } = useQuery(connectionsQuery());
  const [asking, setAsking] = useState<ProviderName | null>(null);
  const [removing, setRemoving] = useState<ProviderName | null>(null);
  const enabled = PROVIDER_NAMES.filter((p) => data?.[p].enabled);
  if (!data || enabled.length === 0) return null;

  return (
    <section className={cardClass} aria-labelledby="connected-accounts-title">
      <h2 id="connected-accounts-title" className="text-lg font-semibold">
        Connected accounts
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Sign in to Proteo with Google or Apple as well as your current way of signing in.
      </p>
      <ul className="mt-4 space-y-3">
        {enabled.map((provider) => {
          const state = data[provider];
          const label = providerLabel(provider);
          return (
            <li key={provider} className="flex flex-wrap items-center justify-between gap-3">
              <span className="font-medium">{label}</span>
              {state.connected ? (
                <span className="flex flex-wrap items-center gap-3">
                  <span className="text-sm text-emerald-700 dark:text-emerald-400">
                    Connected{state.email ? ` (${state.email})` : ""}
                  </span>
                  {removing !== provider && (
                    <button type="button" onClick={() => setRemoving(provider)} className={secondaryButton}>
                      Disconnect {label}
                    </button>
                  )}
                </span>
              ) : asking === provider ? null : (
                <ConnectButton provider={provider} user={user} onAsk={() => setAsking(provider)} />
              )}
              {asking === provider && !state.connected && (
                <div className="w-full">
                  <ConnectPasswordForm provider={provider} email={user.email} onCancel={() => setAsking(null)} />
                </div>
              )}
              {removing === provider && state.connected && (
                <div className="w-full">
                  <DisconnectForm provider={provider} user={user} onDone={() => setRemoving(null)} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A password account is asked for its password; an account without one goes straight on. */
function ConnectButton({ provider, user, onAsk }: { provider: ProviderName; user: User; onAsk: () => void }) {
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const label = providerLabel(provider);

  async function go() {
    if (user.hasPassword) return onAsk();
    setPending(true);
    setError(undefined);
    try {
      goTo.url((await connectProvider(provider)).url);
    } catch (failure) {
      setError(twoFactorErrors(failure, `Could not connect ${label}. Please try again.`).form);
      setPending(false);
    }
  }

  return (
    <div>
      <button type="button" onClick={go} disabled={pending} className={secondaryButton}>
        {pending ? "Please wait..." : `Connect ${label}`}
      </button>
      <FormError message={error} />
    </div>
  );
}

function ConnectPasswordForm({
  provider,
  email,
  onCancel,
}: {
  provider: ProviderName;
  email: string | null;
  onCancel: () => void;
}) {
  const label = providerLabel(provider);
  return (
    <CurrentPasswordForm
      ariaLabel={`Connect ${label}`}
      intro={`Enter your password to connect ${label}.`}
      submitLabel={`Continue to ${label}`}
      failure={`Could not connect ${label}. Please try again.`}
      email={email}
      onConfirm={async (password) => {
        const { url } = await connectProvider(provider, password);
        goTo.url(url);
      }}
      onCancel={onCancel}
    />
  );
}

/**
 * The confirmation before a provider is disconnected: the password for a password account,
 * a plain "Disconnect" for one without (the server asks it for a recent sign-in, and refuses
 * to remove its last way in; both answers are shown here).
 */
function DisconnectForm({ provider, user, onDone }: { provider: ProviderName; user: User; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const label = providerLabel(provider);
  const consequence = `You will no longer be able to sign in to Proteo with ${label}.`;
  const failure = `Could not disconnect ${label}. Please try again.`;

  const disconnect = async (password?: string) => {
    const { message } = await disconnectProvider(provider, password);
    toast.success(message);
    onDone();
    await refreshAfter(queryClient, "connections");
  };

  if (user.hasPassword) {
    return (
      <CurrentPasswordForm
        ariaLabel={`Disconnect ${label}`}
        intro={`${consequence} Enter your password to disconnect ${label}.`}
        submitLabel={`Disconnect ${label}`}
        failure={failure}
        email={user.email}
        onConfirm={disconnect}
        onCancel={onDone}
      />
    );
  }

  async function confirm() {
    setPending(true);
    setError(undefined);
    try {
      await disconnect();
    } catch (failed) {
      setError(twoFactorErrors(failed, failure).form);
      setPending(false);
    }
  }

  return (
    <div className="mt-2">
      <p className="text-sm text-slate-700 dark:text-slate-300">{`Disconnect ${label}? ${consequence}`}</p>
      <FormError message={error} />
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" onClick={confirm} disabled={pending} className={secondaryButton}>
          {pending ? "Please wait..." : `Yes, disconnect ${label}`}
        </button>
        <button type="button" onClick={onDone} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </div>
  );
}
