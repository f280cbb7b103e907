import { EMAIL_VERIFIED } from "@domain/auth/account-schemas";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { serverMessage } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";
import { cardClass, primaryButton } from "@/ui/field";
import { verifyEmail } from "./api";

type State = { status: "working" } | { status: "done"; message: string } | { status: "failed"; message: string };

const tokenOf = () => new URLSearchParams(window.location.search).get("token") ?? "";

/**
 * /verify-email?token=...: the link from the email. It asks the server
 * once (a second request would find the link used), in whichever browser opened it.
 */
export function VerifyEmailPage() {
  const [state, setState] = useState<State>({ status: "working" });
  const asked = useRef(false);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    verifyEmail(tokenOf())
      .then((answer) => {
        setState({ status: "done", message: answer.message || EMAIL_VERIFIED });
        void queryClient.invalidateQueries({ queryKey: queryKeys.user });
      })
      .catch((error) =>
        setState({ status: "failed", message: serverMessage(error) ?? "Something went wrong. Please try again." }),
      );
  }, [queryClient]);

  return (
    <section className={cardClass} aria-labelledby="verify-title" aria-live="polite">
      <h1 id="verify-title" className="text-2xl font-bold">
        Verify your email
      </h1>
      {state.status === "working" ? (
        <p className="mt-3">Checking your link...</p>
      ) : (
        <p role={state.status === "failed" ? "alert" : "status"} className="mt-3">
          {state.message}
        </p>
      )}
      <Link href="/" className={`mt-5 inline-block ${primaryButton}`}>
        Go to Proteo
      </Link>
    </section>
  );
}
