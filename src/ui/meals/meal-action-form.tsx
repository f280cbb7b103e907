import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { refreshAfter } from "@/lib/query-keys";
import { toast, toastError } from "@/lib/toast";
import { primaryButton, secondaryButton } from "@/ui/field";

/**
 * A small form inside a meal's edit window (copy it, save it as one's own): its fields, then the
 * action and Cancel. `act` returns the success toast's title and text, or null when its fields
 * said what is wrong; a failure shows the server's message. The meal lists refresh after it.
 */
export function MealActionForm({
  act,
  label,
  pendingLabel,
  failure,
  onDone,
  children,
}: {
  act: () => Promise<{ title: string; description: string } | null>;
  label: string;
  pendingLabel: string;
  failure: { title: string; fallback: string };
  onDone: () => void;
  children: ReactNode;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  async function submit() {
    setPending(true);
    try {
      const done = await act();
      if (!done) return;
      await refreshAfter(queryClient, "meal");
      toast.success(done.title, { description: done.description });
      onDone();
    } catch (error) {
      toastError(failure.title, error, failure.fallback);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {children}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? pendingLabel : label}
        </button>
        <button type="button" onClick={onDone} disabled={pending} className={secondaryButton}>
          Cancel
        </button>
      </div>
    </form>
  );
}
