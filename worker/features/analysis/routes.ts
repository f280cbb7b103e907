import { Hono } from "hono";
import { groundFoods } from "../../../domain/analysis/ground";
import { readModelAnswer } from "../../../domain/analysis/model-answer";
import { analyzeMealSchema } from "../../../domain/analysis/schemas";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { errorDetails } from "../../lib/error-details";
import { foodsForNames } from "../../lib/foods/describe";
import { log } from "../../lib/log";
import { ownedPhotoOf, ownedPhotoRead } from "../../lib/owned-photos";
import { goalAlertAfterWrite } from "../../lib/push/goal-alert";
import { validate } from "../../lib/validate";
import { readsOwnSession, readWithSession, userOf } from "../../middleware/session";
import { visionProvider } from "../../providers/ai/vision";
import { completeAwaitingMeal, logMeal, readMeal } from "../meals/log-meal";
import { readQuota, takeAnalysis } from "./quota";
import { guestPhotoMealRead } from "./waiting-photo";

export const ANALYSIS_TIMEOUT_MS = 30_000;

const analysisFailed = () =>
  new ApiError(502, "Failed to analyze your meal. Please try again.", { code: "ANALYSIS_FAILED" });

/**
 * POST /api/analyze-meal: the photo's foods from the vision model, their protein from the
 * nutrition table. The photo stays stored whatever happens; analysing the same photo again
 * returns the same meal (its id is the idempotency key), so a retry never logs it twice.
 */
export const analysisRoutes = new Hono<AppEnv>()
  /** GET /api/analyze-meal/quota: analyses left today, shown on the Analyze button. */
  .get("/quota", async (c) => c.json(await readQuota(getDb(c.env.DB), userOf(c)), 200))
  .post("/", readsOwnSession, validate("json", analyzeMealSchema), async (c) => {
    const { imageUrl, mealType } = c.req.valid("json");
    const db = getDb(c.env.DB);
    const photoId = imageUrl.split("/").pop() ?? "";
    // The photo and a guest meal waiting for it come in the session's own batch (ADR 021).
    const {
      user,
      results: [photoRows, guestMeals],
    } = await readWithSession(c, [ownedPhotoRead(db, photoId), guestPhotoMealRead(db, imageUrl)] as const);
    const photo = ownedPhotoOf(photoRows);
    if (photo.status !== "stored" || !photo.contentType) {
      throw new ApiError(409, "This photo has not finished uploading. Please upload it again.", {
        code: "PHOTO_NOT_READY",
      });
    }
    const provider = visionProvider(c.env);
    if (!provider) {
      throw new ApiError(
        503,
        "AI meal analysis is not configured on this server. Describe your meal instead to log it.",
        {
          code: "AI_NOT_CONFIGURED",
        },
      );
    }
    // A guest's photo brought along at sign-up: analysed in place, once (ADR 019).
    const guestMeal = guestMeals[0];
    if (guestMeal && !guestMeal.awaitingAnalysis) {
      return c.json(await readMeal(db, user.id, guestMeal.id), 200);
    }
    const giveBack = await takeAnalysis(db, user);
    try {
      const object = await c.env.PHOTOS.get(photo.key);
      if (!object) throw new Error("stored photo is missing from R2");
      const bytes = new Uint8Array(await object.arrayBuffer());
      const timeout = Number(c.env.AI_TIMEOUT_MS) || ANALYSIS_TIMEOUT_MS;
      const raw = await provider.analyze({ bytes, mimeType: photo.contentType }, AbortSignal.timeout(timeout));
      const answer = readModelAnswer(raw);
      if (!answer) {
        log("warn", c.get("requestId"), "vision answer did not match the contract", { provider: provider.name });
        throw analysisFailed();
      }
      if (!answer.isFood || answer.foods.length === 0) {
        throw new ApiError(422, "No food detected in this image.", { code: "FOOD_NOT_DETECTED" });
      }
      // Each name is grounded in the everyday names, then the full SR28 table (ADR 024).
      const known = await foodsForNames(
        c.env.DB,
        answer.foods.map((f) => f.name),
      );
      const grounded = groundFoods(answer, (name) => known.get(name));
      const title = grounded.foods
        .map((f) => f.name)
        .join(", ")
        .slice(0, 200);
      const { meal, created, goalMet } = guestMeal
        ? await completeAwaitingMeal(db, user, guestMeal, {
            title,
            totalProtein: grounded.totalProtein,
            foods: grounded.foods,
          })
        : await logMeal(
            db,
            user,
            {
              mealType,
              title,
              totalProtein: grounded.totalProtein,
              imageUrl,
              source: "photo",
              foodItems: grounded.foods,
            },
            `photo:${photo.id}`,
          );
      if (!created) await giveBack();
      // Goal alerts (issue 19): one call after the meal write, sent after the answer.
      else if (goalMet) c.executionCtx.waitUntil(goalAlertAfterWrite(c.env, user, meal));
      return c.json(meal, created ? 201 : 200);
    } catch (error) {
      await giveBack();
      if (error instanceof ApiError) throw error;
      log("warn", c.get("requestId"), "vision analysis failed", {
        provider: provider.name,
        error: errorDetails(error),
      });
      throw analysisFailed();
    }
  });
