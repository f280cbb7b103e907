import { useEffect, useRef } from "react";
import { cardClass, primaryButton, secondaryButton } from "@/ui/field";
import type { Phase } from "./use-photo-flow";

/**
 * 'Photo Captured!' with 'Ready to analyze!' or 'Analyzing your meal...'.
 * On a phone the capture buttons sit high on a long page: when the photo is ready, the
 * Analyze button is scrolled to the middle of the screen, clear of the toasts and the
 * bottom bar. A free account reads its analyses left on it.
 */
export function PhotoPreview({
  phase,
  onAnalyze,
  onDiscard,
  quota,
}: {
  phase: Phase;
  onAnalyze: () => void;
  onDiscard: () => void;
  /** e.g. "2 of 3 free analyses left today"; null for Pro or before the count is read. */
  quota?: string | null;
}) {
  const analyzeRef = useRef<HTMLButtonElement>(null);
  const ready = phase.name === "ready";
  useEffect(() => {
    if (ready) analyzeRef.current?.scrollIntoView({ block: "center" });
  }, [ready]);
  if (phase.name === "idle" || phase.name === "complete") return null;
  return (
    <section className={`${cardClass} flex flex-col gap-4 sm:flex-row`} aria-live="polite">
      <img src={phase.preview} alt="Your meal" className="h-48 w-full rounded-xl object-cover sm:w-64" />
      <div className="flex flex-1 flex-col justify-center gap-2">
        <h2 className="text-lg font-semibold">Photo Captured!</h2>
        {phase.name === "uploading" && <p className="text-slate-600 dark:text-slate-300">Uploading your photo...</p>}
        {phase.name === "ready" && (
          <>
            <p className="text-slate-600 dark:text-slate-300">Ready to analyze!</p>
            <div className="flex gap-2">
              <button
                ref={analyzeRef}
                type="button"
                onClick={onAnalyze}
                className={`${primaryButton} flex flex-col items-center`}
              >
                Analyze Meal
                {quota && <span className="text-xs font-normal">{quota}</span>}
              </button>
              <button type="button" onClick={onDiscard} className={secondaryButton}>
                Discard
              </button>
            </div>
          </>
        )}
        {phase.name === "analyzing" && (
          <p className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <span
              aria-hidden="true"
              className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
            />
            Analyzing your meal...
          </p>
        )}
        {phase.name === "saved-locally" && (
          <>
            <p className="font-medium">Sign up to use AI analysis and save your progress!</p>
            <button type="button" onClick={onDiscard} className={secondaryButton}>
              Done
            </button>
          </>
        )}
      </div>
    </section>
  );
}
