import type { MealType } from "@domain/meals/guest-meal";
import { useQuery } from "@tanstack/react-query";
import { ScanBarcode } from "@/features/barcode/scan-barcode";
import { SearchFoods } from "@/features/foods/search-foods";
import { DescribeMeal } from "@/features/meals/describe-meal";
import { ManualEntry } from "@/features/meals/manual-entry";
import { QuickRelog } from "@/features/meals/quick-relog";
import { quotaText, useAnalysisQuota } from "@/features/photo/analysis-quota";
import { AnalysisResult } from "@/features/photo/analysis-result";
import { healthQuery } from "@/features/photo/api";
import { PhotoCapture } from "@/features/photo/photo-capture";
import { PhotoPreview } from "@/features/photo/photo-preview";
import { usePhotoFlow } from "@/features/photo/use-photo-flow";
import { WaitingPhotosOffer } from "@/features/photo/waiting-photos-offer";
import { useOnline } from "@/lib/offline/api";
import type { AuthState } from "@/lib/session/use-auth";
import { useRememberedChoice } from "@/lib/use-remembered-choice";
import { MealTypeSelect } from "@/ui/field";
import { GuestBanner } from "@/ui/guest/guest-banner";
import { Tabs } from "@/ui/tabs";

const WAYS = ["describe", "search", "scan", "manual"] as const;
type Way = (typeof WAYS)[number];

const noteClass =
  "rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100";

/**
 * Add Your Meal, one focused screen: the meal type and the camera and gallery buttons come
 * first (on screen without scrolling on a 360 x 740 phone), then "Log again" as one row, and
 * the other ways to log (Describe, Search, Scan, Manual Entry) one tap away as tabs. The tab
 * last used is the one shown next time.
 */
export function AddMealSection({ auth }: { auth: AuthState }) {
  const isGuest = auth.status !== "signed-in";
  const flow = usePhotoFlow(isGuest);
  const health = useQuery({ ...healthQuery(), enabled: !isGuest });
  const aiOff = health.data?.ai === "none";
  // Before any upload, a free account sees how many analyses today still has.
  const quota = quotaText(useAnalysisQuota(!isGuest && !aiOff && health.isSuccess));
  const online = useOnline();
  const [way, setWay] = useRememberedChoice<Way>("proteo-log-way", WAYS, "describe");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Add Your Meal</h1>
      {/* One meal type for the page: photo, Log again and every tab log with it. */}
      <div className="max-w-xs">
        <MealTypeSelect value={flow.mealType} onChange={(e) => flow.setMealType(e.target.value as MealType)} />
      </div>
      <PhotoCapture isGuest={isGuest} onFile={(file) => void flow.fromFile(file)} onUploaded={flow.fromUploaded} />
      {quota && flow.phase.name === "idle" && (
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="analysis-quota">
          {quota}
        </p>
      )}
      {isGuest && (
        <p className="font-medium text-brand-700 dark:text-brand-500">
          Sign up to use AI analysis and save your progress!
        </p>
      )}
      {aiOff && (
        <p role="note" className={noteClass}>
          AI photo analysis is not configured on this server. Your photos are still saved, and you can log the meal with
          Describe your meal below.
        </p>
      )}
      {!online && (
        <p role="note" data-testid="needs-connection" className={noteClass}>
          You are offline. Photo analysis and Describe your meal need a connection; Manual Entry works offline and syncs
          when you are back online.
        </p>
      )}
      {!isGuest && !aiOff && health.isSuccess && <WaitingPhotosOffer />}
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
      {!isGuest && <QuickRelog mealType={flow.mealType} row />}
      <Tabs
        // A guest's and an account's forms log to different places: signing in starts them anew.
        key={isGuest ? "guest" : "account"}
        label="Other ways to log a meal"
        value={way}
        onValue={setWay}
        tabs={[
          { id: "describe", title: "Describe", panel: <DescribeMeal isGuest={isGuest} mealType={flow.mealType} /> },
          { id: "search", title: "Search", panel: <SearchFoods isGuest={isGuest} mealType={flow.mealType} /> },
          {
            id: "scan",
            title: "Scan",
            panel: <ScanBarcode mealType={flow.mealType} isGuest={isGuest} aiOff={aiOff} />,
          },
          { id: "manual", title: "Manual Entry", panel: <ManualEntry isGuest={isGuest} mealType={flow.mealType} /> },
        ]}
      />
      {isGuest && <GuestBanner />}
    </div>
  );
}
