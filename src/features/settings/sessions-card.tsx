import { UNKNOWN_DEVICE } from "@domain/auth/device-name";
import { lastSeenText, type SessionSummary } from "@domain/auth/sessions";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "@/lib/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { cardClass, FormMessage, secondaryButton } from "@/ui/field";
import { endOtherSessions, endSession, sessionsQuery } from "./api";

const deviceOf = (session: SessionSummary) => session.device ?? UNKNOWN_DEVICE;

/**
 * Settings → "Signed-in devices": every browser signed in to this account, this one first,
 * with when each was last used; any other can be signed out, one at a time or all at once.
 */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(sessionsQuery());
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  async function run(key: string, end: () => Promise<unknown>, done: string) {
    setPending(key);
    setError(undefined);
    try {
      await end();
      toast.success(done);
    } catch (failure) {
      setError(serverMessage(failure) ?? "Could not sign that device out. Please try again.");
    } finally {
      setPending(null);
      await refreshAfter(queryClient, "sessions");
    }
  }

  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current);
  return (
    <section className={cardClass} aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="text-lg font-semibold">
        Signed-in devices
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Where your account is signed in. If you do not recognise a device, sign it out and change your password.
      </p>
      {isError && <FormMessage message="Could not load your devices. Please try again later." />}
      {data && (
        <ul className="mt-4 space-y-3">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3">
              <div>
                <p className="font-medium">{deviceOf(session)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {session.current ? "This device" : lastSeenText(session.lastSeenAt)}
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Sign out ${deviceOf(session)}`}
                  disabled={pending !== null}
                  onClick={() => run(session.id, () => endSession(session.id), `Signed out ${deviceOf(session)}.`)}
                >
                  {pending === session.id ? "Signing out..." : "Sign out"}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          disabled={pending !== null}
          onClick={() => run("others", endOtherSessions, "Signed out all other devices.")}
        >
          {pending === "others" ? "Signing out..." : "Sign out other devices"}
        </button>
      )}
      <FormMessage message={error} />
    </section>
  );
}
