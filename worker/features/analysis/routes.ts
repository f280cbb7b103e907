import { Hono } from "hono";
import { groundFoods } from "../../../domain/analysis/ground";
import { readModelAnswer } from "../../../domain/analysis/model-answer";
import { analyzeMealSchema } from "../../../domain/analysis/schemas";
import { aiDailyLimit } from "../../../domain/billing/access";
import { localDate } from "../../../domain/time/local-day";
import type { UserFields } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { errorDetails } from "../../lib/error-details";
import { foodsForNames } from "../../lib/foods/describe";
import { log } from "../../lib/log";
import { movedUserData } from "../../lib/moves/ensure-moved";
import type { PhotoRow } from "../../lib/owned-photos";
import { goalAlertAfterWrite } from "../../lib/push/goal-alert";
import { validate } from "../../lib/validate";
import { userOf } from "../../middleware/session";
import { type VisionProvider, visionProvider } from "../../providers/ai/vision";
import type { MealRow } from "../../user-data/object";
import { completeAwaitingMeal, logMeal, readMeal } from "../meals/log-meal";
import { quotaExceeded, quotaOf, quotaReads } from "./quota";

export const ANALYSIS_TIMEOUT_MS = 30_000;

const analysisFailed = () =>
  new ApiError(502, "Failed to analyze your meal. Please try again.", { code: "ANALYSIS_FAILED" });

/** What an analysis starts from: the photo, a guest meal waiting for it, and whether the day's analysis was taken. */
interface Begun {
  photo: PhotoRow | null;
  guestMeal: MealRow | null;
  taken: boolean;
}

/**
 * What must hold before the model is asked, in the order the API has always checked it: the
 * photo is the user's and stored, analysis is configured, the photo is not a guest meal already
 * analysed (then it is a replay), and one analysis of the user's day was taken within their
 * limit (taken last, in the same call to the user's object, so a refusal before it has nothing
 * to give back). Throws the refusal.
 */
function readyForTheModel(
  user: UserFields,
  { photo, guestMeal, taken }: Begun,
  provider: VisionProvider | null,
  limit: number,
  now: number,
): { replay: MealRow } | { photo: PhotoRow & { contentType: string }; provider: VisionProvider } {
  if (!photo) throw new ApiError(404, "Photo not found.", { code: "NOT_FOUND" });
  if (photo.status !== "stored" || !photo.contentType) {
    throw new ApiError(409, "This photo has not finished uploading. Please upload it again.", {
      code: "PHOTO_NOT_READY",
    });
  }
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
  if (guestMeal && !guestMeal.awaitingAnalysis) return { replay: guestMeal };
  if (!taken) throw quotaExceeded(user, limit, now, "meal");
  return { photo: { ...photo, contentType: photo.contentType }, provider };
}

/**
 * POST /api/analyze-meal: the photo's foods from the vision model, their protein from the
 * nutrition table. The photo stays stored whatever happens; analysing the same photo again
 * returns the same meal (its id is the idempotency key), so a retry never logs it twice.
 */
export const analysisRoutes = new Hono<AppEnv>()
  /** GET /api/analyze-meal/quota: analyses left today, shown on the Analyze button. */
  .get("/quota", async (c) => {
    const now = Date.now();
    const user = userOf(c);
    const { used, waiting } = await quotaReads(c.env, user, now);
    return c.json(quotaOf(user, used, waiting, now), 200);
  })
  .post("/", validate("json", analyzeMealSchema), async (c) => {
    const { imageUrl, mealType } = c.req.valid("json");
    const user = userOf(c);
    const photoId = imageUrl.split("/").pop() ?? "";
    const provider = visionProvider(c.env);
    const now = Date.now();
    const day = localDate(now, user.timezone);
    const limit = aiDailyLimit(user, new Date(now));
    // The photo's row, a guest meal waiting for the photo, and the day's analysis, in one call
    // to the user's own object (ADR 067, ADR 068).
    const own = await movedUserData(c.env, user);
    const begun = await own.beginAnalysis(photoId, imageUrl, day, limit, provider !== null);
    const ready = readyForTheModel(user, begun, provider, limit, now);
    if ("replay" in ready) return c.json(await readMeal(c.env, user, ready.replay.id), 200);
    const { photo } = ready;
    const guestMeal = begun.guestMeal;
    const giveBack = async () => {
      await own.giveBackAnalysis(day);
    };
    try {
      const object = await c.env.PHOTOS.get(photo.key);
      if (!object) throw new Error("stored photo is missing from R2");
      const bytes = new Uint8Array(await object.arrayBuffer());
      const timeout = Number(c.env.AI_TIMEOUT_MS) || ANALYSIS_TIMEOUT_MS;
      const raw = await ready.provider.analyze({ bytes, mimeType: photo.contentType }, AbortSignal.timeout(timeout));
      const answer = readModelAnswer(raw);
      if (!answer) {
        log("warn", c.get("requestId"), "vision answer did not match the contract", { provider: ready.provider.name });
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
      const { meal, created, alertGoal } = guestMeal
        ? await completeAwaitingMeal(c.env, user, guestMeal.id, {
            title,
            totalProtein: grounded.totalProtein,
            foods: grounded.foods,
          })
        : await logMeal(
            c.env,
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
      // Goal alerts: one call after the meal write, sent after the answer.
      else if (alertGoal) c.executionCtx.waitUntil(goalAlertAfterWrite(c.env, user, meal));
      return c.json(meal, created ? 201 : 200);
    } catch (error) {
      await giveBack();
      if (error instanceof ApiError) throw error;
      log("warn", c.get("requestId"), "vision analysis failed", {
        provider: ready.provider.name,
        error: errorDetails(error),
      });
      throw analysisFailed();
    }
  });
