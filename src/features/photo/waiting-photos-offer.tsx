import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { cardClass, primaryButton } from "@/ui/field";
import { quotaText, useAnalysisQuota } from "./analysis-quota";
import { analyzeMeal } from "./api";

/**
 * Photos a guest took before signing up arrive waiting for analysis (ADR 019). This card
 * offers to analyse them, one at a time through POST /analyze-meal (each counts against
 * the day's analyses; the server fills each meal in place, once). It stops at the first
 * refusal and says why, e.g. today's free analyses are used up.
 */
export function WaitingPhotosOffer() {
  const queryClient = useQueryClient();
  const quota = useAnalysisQuota(true);
  const [running, setRunning] = useState(false);
  const waiting = quota?.waiting ?? [];
  if (waiting.length === 0) return null;
  const n = waiting.length;

  async function analyseAll() {
    setRunning(true);
    let done = 0;
    try {
      for (const photo of waiting) {
        await analyzeMeal({ imageUrl: photo.imageUrl, mealType: photo.mealType });
        done += 1;
      }
      toast.success("Analysis Complete", {
        description: `${done} saved ${done === 1 ? "photo was" : "photos were"} analysed and added to your log.`,
      });
    } catch (error) {
      const quotaUsed = error instanceof ApiRequestError && error.body?.code === "AI_QUOTA_EXCEEDED";
      toast.error("Analysis Error", {
        description: serverMessage(error) ?? "Failed to analyze your meal. Please try again.",
        ...(quotaUsed ? { action: { label: "See plans", onClick: () => window.location.assign("/pricing") } } : {}),
      });
    } finally {
      await refreshAfter(queryClient, "photoAnalysis");
      setRunning(false);
    }
  }

  const left = quotaText(quota);
  return (
    <section className={cardClass} aria-labelledby="waiting-photos-title">
      <h2 id="waiting-photos-title" className="text-lg font-semibold">
        {n === 1 ? "1 photo is waiting for analysis" : `${n} photos are waiting for analysis`}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        You took {n === 1 ? "this photo" : "these photos"} as a guest. They are not counted in your totals, streak or
        badges until they are analysed.
      </p>
      <button type="button" onClick={() => void analyseAll()} disabled={running} className={`mt-3 ${primaryButton}`}>
        {running ? "Analyzing your meal..." : `Analyze your ${n} saved ${n === 1 ? "photo" : "photos"}`}
      </button>
      {left && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{left}</p>}
    </section>
  );
}
