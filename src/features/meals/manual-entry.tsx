import type { MealType } from "@domain/meals/guest-meal";
import { checkManualEntry, invalidMacro, MACRO_FIELDS, type MacroField, parseMacro } from "@domain/meals/protein-text";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { serverMessage } from "@/lib/api";
import { refreshGuestMeals, saveGuestManualMeal } from "@/lib/guest/guest-meals";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { saveMealOffline } from "@/lib/offline/actions";
import { isNetworkFailure } from "@/lib/offline/last-user";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { cardClass, primaryButton, TextField } from "@/ui/field";
import { logMeal } from "./api";
import { type ManualPhoto, ManualPhotoField } from "./manual-photo";

const MACROS = ["calories", "carbs", "fat"] as const satisfies readonly MacroField[];
const NO_MACROS: Record<MacroField, string> = { calories: "", carbs: "", fat: "" };

/**
 * Manual Entry: a meal name and its protein, e.g. "25" or "25g", and
 * an optional photo; an account can add the meal's calories, carbs and fat (quick add). An
 * account's meal goes to the server with its privately stored photo;
 * a guest's is kept in this browser, its protein counted, until sign-up moves it (ADR 018).
 * The meal type is the page's one picker.
 */
export function ManualEntry({ mealType, isGuest = false }: { mealType: MealType; isGuest?: boolean }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [protein, setProtein] = useState("");
  const [macros, setMacros] = useState<Record<MacroField, string>>(NO_MACROS);
  const [photo, setPhoto] = useState<ManualPhoto | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [pending, setPending] = useState(false);
  // One key per attempt: a retry of the same submission cannot log the meal twice.
  const attemptKey = useRef(newIdempotencyKey());

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = checkManualEntry(title, protein);
    if (!check.ok) {
      toast.error(check.problem, { description: check.message });
      return;
    }
    const wrong = MACROS.find((field) => Number.isNaN(parseMacro(field, macros[field])));
    if (wrong) {
      toast.error("Invalid Value", { description: invalidMacro(wrong) });
      return;
    }
    setPending(true);
    try {
      if (isGuest) {
        await saveGuestManualMeal({
          title: check.title,
          totalProtein: check.protein,
          mealType,
          photo: photo?.blob ?? null,
        });
        await refreshGuestMeals(queryClient);
      } else {
        try {
          if (!navigator.onLine) throw new TypeError("offline");
          await logMeal(
            { imageUrl: photo?.imageUrl ?? null, mealType, totalProtein: protein, title: check.title, ...macros },
            attemptKey.current,
          );
        } catch (error) {
          // No connection: kept on this device with this attempt's key, sent later.
          if (!isNetworkFailure(error)) throw error;
          await saveMealOffline(queryClient, {
            key: attemptKey.current,
            title: check.title,
            totalProtein: check.protein,
            mealType,
            imageUrl: photo?.imageUrl ?? null,
            macros,
          });
          setPhoto(null);
          setMacros(NO_MACROS);
          attemptKey.current = newIdempotencyKey();
          setTitle("");
          setProtein("");
          toast.success("Saved offline - will sync", {
            description: `${check.title} will be added to your log when you are back online.`,
          });
          return;
        }
        attemptKey.current = newIdempotencyKey();
        await refreshAfter(queryClient, "meal");
      }
      setTitle("");
      setProtein("");
      setMacros(NO_MACROS);
      setPhoto(null);
      toast.success(isGuest ? "Meal Saved Locally" : "Meal Added", {
        description: isGuest
          ? `${check.title} was saved on this device. Sign up to use AI analysis and save your progress!`
          : `${check.title} was added to today's log.`,
      });
    } catch (error) {
      toast.error("Error", { description: serverMessage(error) ?? "Failed to add meal. Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className={cardClass} aria-labelledby="manual-entry-title">
      <h2 id="manual-entry-title" className="text-lg font-semibold">
        Manual Entry
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="Meal Name"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. Chicken salad"
          maxLength={200}
        />
        <TextField
          label="Protein Content"
          value={protein}
          onChange={(e) => setProtein(e.target.value)}
          placeholder="e.g. 25 or 25g"
          inputMode="decimal"
          maxLength={20}
        />
        {!isGuest && (
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-medium">Calories, carbs and fat (optional)</legend>
            <div className="mt-1 grid grid-cols-3 gap-2">
              {MACROS.map((field) => (
                <TextField
                  key={field}
                  label={`${MACRO_FIELDS[field].label} (${MACRO_FIELDS[field].unit})`}
                  value={macros[field]}
                  onChange={(e) => setMacros({ ...macros, [field]: e.target.value })}
                  placeholder={`e.g. ${MACRO_FIELDS[field].example}`}
                  inputMode="decimal"
                  maxLength={20}
                />
              ))}
            </div>
          </fieldset>
        )}
        <ManualPhotoField isGuest={isGuest} photo={photo} onPhoto={setPhoto} onBusy={setPhotoBusy} />
      </div>
      <button
        type="submit"
        disabled={pending || photoBusy || !title.trim() || !protein.trim()}
        className={`mt-4 w-full sm:w-auto ${primaryButton}`}
      >
        {pending ? "Adding Meal..." : "Add Meal to Log"}
      </button>
    </form>
  );
}
