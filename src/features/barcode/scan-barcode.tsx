import { parseBarcode } from "@domain/barcode/gtin";
import type { LabelReading } from "@domain/custom-foods/label-reading";
import type { FoodDto } from "@domain/foods/schemas";
import type { MealType } from "@domain/meals/guest-meal";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { ApiRequestError } from "@/lib/api";
import { useLogPickedFoods } from "@/lib/foods/use-log-foods";
import { onDemand } from "@/lib/on-demand";
import { Dialog } from "@/ui/dialog";
import { cardClass, primaryButton, secondaryButton } from "@/ui/field";
import { CustomFoodForm } from "@/ui/food-picker/custom-food-form";
import { LazyFoodPicker } from "@/ui/food-picker/lazy-food-picker";
import { OnDemandPiece } from "@/ui/on-demand-piece";
import { barcodeFoodQuery } from "./api";
import { BarcodeNumberForm } from "./barcode-number-form";
import { LabelScan } from "./label-scan";
import { YourFoods } from "./your-foods";

// The camera and its decoder load only when someone opens the scanner.
const CameraScanner = onDemand(() => import("./camera-scanner"));

type Step =
  | { name: "idle" }
  | { name: "lookup"; code: string }
  | { name: "chosen"; food: FoodDto }
  | { name: "create"; barcode: string | null; label: LabelReading | null }
  | { name: "edit"; food: FoodDto };

/**
 * Scan barcode: the camera or the typed number finds the product (the user's own
 * food with that code first, then Open Food Facts), and it is logged by serving or grams.
 * It opens in the food picker, as a USDA food would, and is logged by serving or grams through
 * the same meal write. An unknown code, or "Create a food", takes the label's numbers as a food
 * of one's own, typed or read from a photo of the label ("Scan the label", which needs the
 * server's vision provider: `aiOff` when it has none).
 */
export function ScanBarcode({ mealType, isGuest, aiOff }: { mealType: MealType; isGuest: boolean; aiOff: boolean }) {
  const [step, setStep] = useState<Step>({ name: "idle" });
  // The code last scanned or typed, shown in the number field.
  const [lastCode, setLastCode] = useState("");
  const [cameraOpen, setCameraOpen] = useState(false);
  const reset = () => setStep({ name: "idle" });
  const { log } = useLogPickedFoods(mealType, isGuest);

  const lookUp = useCallback((code: string) => {
    setCameraOpen(false);
    setLastCode(code);
    setStep({ name: "lookup", code });
  }, []);

  return (
    <section className={cardClass} aria-labelledby="scan-barcode-title">
      <h2 id="scan-barcode-title" className="text-lg font-semibold">
        Scan barcode
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Packaged food? Scan its barcode, or type the number under it.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <button type="button" className={primaryButton} onClick={() => setCameraOpen(true)}>
          Scan barcode
        </button>
        <BarcodeNumberForm key={lastCode} initial={lastCode} onCode={lookUp} />
      </div>
      <div className="mt-4 space-y-4">
        {step.name === "lookup" && (
          <Lookup
            code={step.code}
            isGuest={isGuest}
            aiOff={aiOff}
            onFound={(food) => setStep({ name: "chosen", food })}
            onCreate={(label) =>
              setStep({ name: "create", barcode: parseBarcode(step.code).ok ? step.code : null, label })
            }
          />
        )}
        {(step.name === "create" || step.name === "edit") && (
          <CustomFoodForm
            barcode={step.name === "create" ? step.barcode : null}
            editing={step.name === "edit" ? step.food : null}
            label={step.name === "create" ? step.label : null}
            onSaved={(food) => setStep({ name: "chosen", food })}
            onCancel={reset}
          />
        )}
        {!isGuest && step.name !== "create" && step.name !== "edit" && (
          <YourFoods
            aiOff={aiOff}
            onLog={(food) => setStep({ name: "chosen", food })}
            onEdit={(food) => setStep({ name: "edit", food })}
            onCreate={(label) => setStep({ name: "create", barcode: null, label })}
          />
        )}
      </div>
      <LazyFoodPicker
        open={step.name === "chosen"}
        title={step.name === "chosen" ? `Log ${step.food.name}` : "Log a food"}
        food={step.name === "chosen" ? step.food : null}
        pickLabel="Log it"
        onPick={(picked) => {
          // The picker closes at once, so another scan can start; a meal that was not saved
          // (its reason is in a toast) opens the same food again instead of needing a rescan.
          if (step.name !== "chosen") return;
          const { food } = step;
          void log([picked]).then((saved) => {
            if (!saved) setStep({ name: "chosen", food });
          });
        }}
        onClose={reset}
      />
      <Dialog open={cameraOpen} title="Scan barcode" onClose={() => setCameraOpen(false)}>
        {cameraOpen && (
          <OnDemandPiece fallback={<p role="status">Starting the camera...</p>} onFailure={() => setCameraOpen(false)}>
            <CameraScanner onCode={lookUp} />
          </OnDemandPiece>
        )}
      </Dialog>
    </section>
  );
}

/** The lookup of one code, with what to do when it finds nothing. */
function Lookup({
  code,
  isGuest,
  aiOff,
  onFound,
  onCreate,
}: {
  code: string;
  isGuest: boolean;
  aiOff: boolean;
  onFound: (food: FoodDto) => void;
  /** Create the food: blank, or from a label read from a photo. */
  onCreate: (label: LabelReading | null) => void;
}) {
  const query = useQuery(barcodeFoodQuery(code));
  // A found food is handed on; the logger takes it from there and this lookup unmounts.
  useEffect(() => {
    if (query.data) onFound(query.data);
  }, [query.data, onFound]);
  if (query.isPending || query.isSuccess) return <p role="status">Looking up {code}...</p>;
  const error = query.error instanceof ApiRequestError ? query.error : null;
  const message = error?.body?.message ?? "The barcode could not be looked up. Please try again.";
  const unknown = error?.status === 404;
  return (
    <div
      role="alert"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <p>{message}</p>
      <div className="flex flex-wrap gap-2">
        {unknown && !isGuest && (
          <button type="button" className={primaryButton} onClick={() => onCreate(null)}>
            Create this food
          </button>
        )}
        {unknown && isGuest && <p>Sign up to save foods of your own.</p>}
        {error?.status !== 404 && error?.status !== 400 && (
          <button type="button" className={secondaryButton} onClick={() => void query.refetch()}>
            Try again
          </button>
        )}
      </div>
      {unknown && !isGuest && <LabelScan aiOff={aiOff} onRead={onCreate} />}
    </div>
  );
}
