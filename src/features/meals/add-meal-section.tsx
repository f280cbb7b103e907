import type { MealType } from "@domain/meals/guest-meal";
import { useQuery } from "@tanstack/react-query";
import { MealTypeSelect } from "@/ui/field";
import type { AuthState } from "../auth/use-auth";
import { ScanBarcode } from "../barcode/scan-barcode";
import { GuestBanner } from "../guest/guest-banner";
import { quotaText, useAnalysisQuota } from "../photo/analysis-quota";
import { AnalysisResult } from "../photo/analysis-result";
import { PhotoCapture } from "../photo/photo-capture";
import { PhotoPreview } from "../photo/photo-preview";
import { usePhotoFlow } from "../photo/use-photo-flow";
import { WaitingPhotosOffer } from "../photo/waiting-photos-offer";
import { DescribeMeal } from "./describe-meal";
import { ManualEntry } from "./manual-entry";

/** Add Your Meal (spec section 2): photo, then hand entry and describe-your-meal. */
export function AddMealSection({ auth }: { auth: AuthState }) {
  const isGuest = auth.status !== "signed-in";
  const flow = usePhotoFlow(isGuest);
  const health = useQuery<{ ai: string }>({ queryKey: ["/api/health"], enabled: !isGuest });
  const aiOff = health.data?.ai === "none";
  // Before any upload, a free account sees how many analyses today still has (issue 22 item 4).
  const quota = quotaText(useAnalysisQuota(!isGuest && !aiOff && health.isSuccess));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Add Your Meal</h1>
      {!isGuest && !aiOff && health.isSuccess && <WaitingPhotosOffer />}
      {/* One meal type for the page: photo, Describe and Manual Entry all log with it. */}
      <div className="max-w-xs">
        <MealTypeSelect value={flow.mealType} onChange={(e) => flow.setMealType(e.target.value as MealType)} />
      </div>
      {aiOff && (
        <p
          role="note"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
        >
          AI photo analysis is not configured on this server. Your photos are still saved, and you can log the meal with
          Describe your meal below.
        </p>
      )}
      {isGuest && (
        <p className="font-medium text-brand-700 dark:text-brand-500">
          Sign up to use AI analysis and save your progress!
        </p>
      )}
      <PhotoCapture isGuest={isGuest} onFile={(file) => void flow.fromFile(file)} onUploaded={flow.fromUploaded} />
      {quota && flow.phase.name === "idle" && (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="analysis-quota">
          {quota}
        </p>
      )}
      <PhotoPreview phase={flow.phase} onAnalyze={() => void flow.analyze()} onDiscard={flow.reset} quota={quota} />
      {flow.phase.name === "complete" && (
        <AnalysisResult
          meal={flow.phase.meal}
          onMeal={(meal) => flow.phase.name === "complete" && flow.setPhase({ ...flow.phase, meal })}
          onFinish={() => void flow.finish()}
          onDiscard={() => void flow.discard()}
          adding={flow.adding}
          discarding={flow.discarding}
        />
      )}
      <ScanBarcode mealType={flow.mealType} isGuest={isGuest} />
      {isGuest ? (
        <>
          <DescribeMeal isGuest mealType={flow.mealType} />
          <ManualEntry isGuest mealType={flow.mealType} />
          <GuestBanner />
        </>
      ) : (
        <>
          <DescribeMeal mealType={flow.mealType} />
          <ManualEntry mealType={flow.mealType} />
        </>
      )}
    </div>
  );
}
