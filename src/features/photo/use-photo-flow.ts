import type { MealType } from "@domain/meals/guest-meal";
import { type Meal, mealName } from "@domain/meals/meal";
import { mealTypeForHour } from "@domain/planner/default-meal-type";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiRequestError, serverMessage } from "@/lib/api";
import { refreshGuestMeals } from "@/lib/guest/guest-meals";
import { saveGuestPhoto } from "@/lib/guest/guest-photos";
import { addGuestMeal } from "@/lib/guest/guest-records";
import { addToDailyLog } from "@/lib/meals/api";
import { newIdempotencyKey } from "@/lib/meals/meal-cache";
import { serverUndo, toastUndoableRemoval } from "@/lib/meals/undo-delete";
import { saveMealOffline } from "@/lib/offline/actions";
import { downscaleImage } from "@/lib/photos/downscale";
import { PhotoUploadError, uploadPhoto } from "@/lib/photos/upload-photo";
import { refreshAfter } from "@/lib/query-keys";
import { toast } from "@/lib/toast";
import { refreshQuota } from "./analysis-quota";
import { analyzeMeal, deleteMeal } from "./api";
import { insertOptimistic, optimisticMeal, removeOptimistic } from "./optimistic";

export type Phase =
  | { name: "idle" }
  | { name: "uploading"; preview: string }
  | { name: "ready"; preview: string; imageUrl: string }
  | { name: "analyzing"; preview: string; imageUrl: string }
  | { name: "complete"; preview: string; meal: Meal }
  | { name: "saved-locally"; preview: string };

const NO_FOOD = "We couldn't find any food in this image. Please take a photo of a meal or food item.";

/** The photo flow: captured or uploaded → analyzing → complete → added. */
export function usePhotoFlow(isGuest: boolean) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ name: "idle" });
  // The default is lunch; the local hour knows better (breakfast at 8:00, dinner at 19:00).
  const [mealType, setMealType] = useState<MealType>(() => mealTypeForHour(new Date().getHours()));
  const [adding, setAdding] = useState(false);
  const [discarding, setDiscarding] = useState(false);

  async function fromFile(file: File) {
    const preview = URL.createObjectURL(file);
    if (isGuest) {
      const id = `guest_meal_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
      const photo = await downscaleImage(file);
      await saveGuestPhoto(id, photo).catch((e) => console.error("Could not keep the photo locally", e));
      addGuestMeal({
        id,
        mealType,
        totalProtein: "0",
        imageUrl: null,
        hasLocalPhoto: true,
        createdAt: new Date().toISOString(),
        foodItems: [{ name: "Meal" }],
        isGuest: true,
      });
      void refreshGuestMeals(queryClient);
      setPhase({ name: "saved-locally", preview });
      toast.success("Meal Saved Locally", { description: "Sign up to use AI analysis and save your progress!" });
      return;
    }
    if (!navigator.onLine) {
      // Offline: kept on this device, uploaded and analysed when back online.
      await saveMealOffline(queryClient, {
        key: newIdempotencyKey(),
        kind: "photo",
        photo: await downscaleImage(file),
        title: "Photo",
        totalProtein: 0,
        mealType,
        imageUrl: null,
      });
      URL.revokeObjectURL(preview);
      toast.success("Saved offline - will sync", {
        description: "Your photo will be uploaded and analysed when you are back online.",
      });
      return;
    }
    setPhase({ name: "uploading", preview });
    try {
      const imageUrl = await uploadPhoto(await downscaleImage(file));
      toast.success("Image Uploaded");
      setPhase({ name: "ready", preview, imageUrl });
    } catch (error) {
      setPhase({ name: "idle" });
      const url = error instanceof PhotoUploadError && error.stage === "url";
      // The server's message when it gave one (e.g. today's upload limit), else the product's exact wording.
      const description =
        (error instanceof PhotoUploadError && error.serverMessage) ||
        (url ? "Failed to get upload URL. Please try again." : "Failed to upload image. Please try again.");
      toast.error("Upload Error", { description });
    }
  }

  /** From the upload dialog: the photo is already stored. */
  function fromUploaded(preview: string, imageUrl: string) {
    setPhase({ name: "ready", preview, imageUrl });
  }

  async function analyze() {
    if (phase.name !== "ready") return;
    const { preview, imageUrl } = phase;
    setPhase({ name: "analyzing", preview, imageUrl });
    const placeholder = optimisticMeal(mealType, imageUrl);
    insertOptimistic(queryClient, placeholder);
    try {
      const meal = await analyzeMeal({ imageUrl, mealType });
      void refreshQuota(queryClient);
      // The placeholder goes once the lists hold the server meal, so no list flickers empty.
      await refreshAfter(queryClient, "meal");
      removeOptimistic(queryClient, placeholder.id);
      setPhase({ name: "complete", preview, meal });
      toast.success("Analysis Complete", {
        description: `Found ${meal.totalProtein.toFixed(1)} g of protein in your meal!`,
      });
    } catch (error) {
      removeOptimistic(queryClient, placeholder.id);
      void refreshQuota(queryClient);
      // The photo is stored: the user can try again without uploading it again.
      setPhase({ name: "ready", preview, imageUrl });
      const code = error instanceof ApiRequestError ? error.body?.code : undefined;
      const message = error instanceof Error ? error.message : "";
      if (code === "FOOD_NOT_DETECTED" || /No food detected|FOOD_NOT_DETECTED/.test(message)) {
        toast.error("No Food Detected", { description: NO_FOOD });
      } else if (code === "AI_QUOTA_EXCEEDED") {
        toast.error("Analysis Error", {
          description: serverMessage(error),
          action: { label: "See plans", onClick: () => window.location.assign("/pricing") },
        });
      } else if (code === "AI_NOT_CONFIGURED") {
        toast.error("Analysis Error", { description: serverMessage(error) });
      } else {
        toast.error("Analysis Error", { description: "Failed to analyze your meal. Please try again." });
      }
    }
  }

  /**
   * 'Add to Daily Log': the analysed meal is stored by the analysis; this step brings the
   * day's log up to date. If the log cannot be read, the result stays so the user can retry.
   */
  async function finish() {
    if (phase.name !== "complete") {
      setPhase({ name: "idle" });
      return;
    }
    if (adding) return;
    setAdding(true);
    try {
      await addToDailyLog(queryClient);
      toast.success("Added to Log", {
        description: `${phase.meal.totalProtein.toFixed(1)}g of protein added to today's log.`,
      });
      setPhase({ name: "idle" });
    } catch {
      toast.error("Error", { description: "Failed to add meal to log." });
    } finally {
      setAdding(false);
    }
  }

  /**
   * 'Discard': the analysis stored the meal, so discarding deletes it (its XP goes with it,
   * worker/features/meals/routes.ts). The analysis it used is not given back (ADR 019). The
   * toast's Undo puts the meal back, and its result on screen if nothing else took its place.
   */
  async function discard() {
    if (phase.name !== "complete" || discarding) return;
    const discarded = phase;
    setDiscarding(true);
    try {
      await deleteMeal(discarded.meal.id);
      await refreshAfter(queryClient, "meal");
      toastUndoableRemoval(
        "Meal Discarded",
        "The meal was removed from today's log.",
        serverUndo(queryClient, { id: discarded.meal.id, name: mealName(discarded.meal) }, () =>
          setPhase((shown) => (shown.name === "idle" ? discarded : shown)),
        ),
      );
      setPhase({ name: "idle" });
    } catch (error) {
      toast.error("Error", { description: serverMessage(error) ?? "Failed to discard the meal. Please try again." });
    } finally {
      setDiscarding(false);
    }
  }

  return {
    phase,
    discard,
    discarding,
    setPhase,
    mealType,
    setMealType,
    fromFile,
    fromUploaded,
    analyze,
    finish,
    adding,
    reset: () => setPhase({ name: "idle" }),
  };
}
