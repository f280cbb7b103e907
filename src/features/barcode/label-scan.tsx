import type { LabelReading } from "@domain/custom-foods/label-reading";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useId, useRef, useState } from "react";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { readLabel } from "@/lib/foods/api";
import { downscaleImage } from "@/lib/photos/downscale";
import { queryKeys } from "@/lib/query-keys";
import { secondaryButton } from "@/ui/field";

/** What the app says when this server has no vision provider: label reading cannot work here. */
export const LABEL_READING_OFF =
  "Label reading needs a photo-analysis provider, and none is configured on this server. Type the label's numbers instead.";

const FAILED = "The label could not be read. Check your connection and try again, or type the numbers in yourself.";

/**
 * "Scan the label": a photo of a nutrition label (the camera on a phone), made smaller as
 * every photo is, read by the vision model into the label's numbers, which are handed on for
 * the own-food form to start from. Without a provider the button is off and says why.
 */
export function LabelScan({ aiOff, onRead }: { aiOff: boolean; onRead: (reading: LabelReading) => void }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function read(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same photo may be taken again after a failure: the input forgets it.
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    setReading(true);
    try {
      const found = await readLabel(await downscaleImage(file));
      onRead(found);
    } catch (error) {
      const notConfigured = error instanceof ApiRequestError && error.body?.code === "AI_NOT_CONFIGURED";
      setProblem(notConfigured ? LABEL_READING_OFF : (serverMessage(error) ?? FAILED));
    } finally {
      setReading(false);
      // A read is one of the day's AI analyses: the photo screen's count follows.
      void queryClient.invalidateQueries({ queryKey: queryKeys.analysisQuota });
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={`${secondaryButton} disabled:cursor-not-allowed disabled:opacity-60`}
        disabled={aiOff || reading}
        aria-describedby={aiOff ? noteId : undefined}
        onClick={() => input.current?.click()}
      >
        Scan the label
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => void read(event)}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="label-input"
      />
      {aiOff && (
        <p id={noteId} className="text-sm text-slate-600 dark:text-slate-400">
          {LABEL_READING_OFF}
        </p>
      )}
      {reading && (
        <p role="status" className="text-sm">
          Reading the label...
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
