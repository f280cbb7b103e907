import { PLAN_IDS } from "../../../domain/billing/plans";
import { HEALTH_GOALS } from "../../../domain/goals/formula";
import { MEAL_TYPES } from "../../../domain/meals/guest-meal";
import type { RouteShape } from "./arbitraries/requests";
import { anyOf } from "./arbitraries/values";
import { JPEG, type Owned } from "./fixtures";

const tokenOf = (url: string) => new URL(url, "http://x").searchParams.get("token") ?? "";

// Every valid member of the enums the routes take, so generated requests try each of them.
const mealType = anyOf(...MEAL_TYPES);
const timezone = anyOf("Europe/Paris", "UTC", "Pacific/Kiritimati", "America/St_Johns", "Asia/Kathmandu");

/**
 * What each route expects, filled with the account's real ids, so that generated requests
 * get past the validators often enough to probe the handlers too. Routes missing here still
 * get generated paths, queries, bodies and headers, only without a valid shape to start from.
 * Subscription routes add what they need in billing-states.ts.
 */
export function routeShapes(owned: Owned): Record<string, RouteShape> {
  const { account, multipart } = owned;
  const multipartPhotoId = multipart.key.split(".")[0] ?? "";
  const byKey: RouteShape = { params: { uploadId: [multipart.uploadId] }, query: { key: multipart.key } };
  return {
    "POST /api/auth/register": {
      json: { email: "fuzz@example.com", password: "Tr1cky-Lentils", firstName: "A", lastName: "B", timezone },
    },
    "POST /api/auth/login": { json: { email: account.email, password: account.password, timezone } },
    "POST /api/auth/password": { json: { currentPassword: account.password, newPassword: "Fresh-Chickpeas-7" } },
    "POST /api/auth/2fa/setup": { json: { password: account.password } },
    "POST /api/auth/2fa/enable": { json: { code: "123456" } },
    "POST /api/auth/2fa/disable": { json: { password: account.password, code: "123456" } },
    "POST /api/auth/2fa/verify": { json: { challenge: "a".repeat(43), code: "123456" } },
    "POST /api/auth/connections/:provider": {
      params: { provider: ["google", "apple"] },
      json: { password: account.password },
    },
    "DELETE /api/auth/connections/:provider": {
      params: { provider: ["google", "apple"] },
      json: { password: account.password },
    },
    "GET /api/auth/google/callback": { query: { code: "c", state: "s" } },
    "POST /api/auth/verify-email": { json: { token: anyOf("a".repeat(43), "") } },
    "POST /api/auth/password-reset/request": { json: { email: anyOf(account.email, "nobody@example.com") } },
    "POST /api/auth/password-reset/confirm": { json: { token: "a".repeat(43), password: "Fresh-Chickpeas-7" } },
    // Never the account's password: a generated request must not delete the account under test.
    "DELETE /api/account": { json: { password: "Not-The-Password-1", confirmation: account.email } },
    "POST /api/account/import": {
      json: {
        source: anyOf("myfitnesspal", "cronometer"),
        meals: [
          {
            date: anyOf("2026-01-05", "2026-02-30"),
            mealType,
            group: "Lunch",
            minutes: anyOf(0, 750, 1439),
            protein: anyOf(30, 0, 1000),
            foods: [{ name: "Chicken", protein: 30, amount: anyOf("100 g", null) }],
          },
        ],
      },
    },
    "POST /api/account/import-weights": {
      json: {
        source: anyOf("myfitnesspal", "cronometer"),
        weights: [{ date: anyOf("2026-01-05", "2026-02-30"), kg: anyOf(80.4, 20, 400, 19.9) }],
      },
    },
    "GET /api/dev/emails": { query: { to: account.email } },
    "POST /api/auth/apple/callback": { form: { code: "c", state: "s", user: '{"name":{"firstName":"A"}}' } },
    "POST /api/client-errors": { json: { message: "boom", stack: "at x", url: "/dashboard", requestId: "r" } },
    "POST /api/user/profile": { json: { firstName: "Grace", lastName: "Hopper" } },
    "POST /api/user/theme": { json: { theme: anyOf("dark", "light", "system") } },
    "POST /api/user/timezone": { json: { timezone } },
    "POST /api/migrate-guest-data": {
      json: {
        guestMeals: [
          {
            id: "guest_1",
            mealType,
            totalProtein: anyOf("12", 0, 1000),
            title: "Guest lunch",
            imageUrl: owned.objectURL,
            createdAt: "2026-01-20T12:00:00.000Z",
            foodItems: [{ name: "Egg", proteinContent: 12, portionSize: "2 eggs" }],
            isGuest: true,
          },
        ],
        // Checked field by field: the ages and weights include values the server drops.
        guestProfile: {
          age: anyOf(34, 150, null),
          gender: anyOf("female", "male", "other"),
          activityLevel: "moderate",
          healthGoal: anyOf(...HEALTH_GOALS),
          bodyWeight: anyOf(140, 2000),
          weightUnit: anyOf("lbs", "kg"),
          dailyGoal: 130,
        },
      },
    },
    "POST /api/meals/parse": { json: { text: "200 g chicken breast and 2 eggs" } },
    "POST /api/meals/manual": {
      json: {
        mealType,
        title: "Fuzz",
        totalProtein: anyOf(20, "32.5g", 1000),
        imageUrl: anyOf(owned.objectURL, null),
        source: anyOf("manual", "describe", "planner"),
        foodItems: [{ name: "Egg", grams: 50, portionSize: "1", proteinContent: 6, confidence: 1, foodId: null }],
      },
    },
    "GET /api/meals": {
      query: { limit: anyOf("20", "1", "50"), cursor: "", from: "2026-01-01", to: "2026-12-31", mealType, q: "chick" },
    },
    "PATCH /api/meals/:id/protein": {
      params: { id: [owned.mealId] },
      json: { totalProtein: anyOf(25, "25.5", 0, 1000), mealName: "Edited" },
    },
    "PUT /api/meals/:id/food-items": {
      params: { id: [owned.mealId] },
      json: {
        foodItems: owned.foodItemIds.map((id) => ({ id, name: "Egg", originalName: "Egg", grams: 60 })),
      },
    },
    "DELETE /api/meals/:id": { params: { id: [owned.mealId] } },
    "POST /api/meals/restore": { json: { mealId: owned.mealId } },
    "POST /api/meals/relog": {
      json: { mealId: owned.mealId, foodItemId: anyOf(undefined, ...owned.foodItemIds), mealType },
    },
    "POST /api/meals/copy-yesterday": { json: { mealType } },
    "POST /api/meals/:id/copy": {
      params: { id: [owned.mealId] },
      json: { date: anyOf("2026-11-20", "2099-01-01", "2026-02-30"), mealType },
    },
    "POST /api/saved-meals": { json: { name: "Fuzz meal", foods: [{ ndb: "01123", grams: 100 }] } },
    "PUT /api/saved-meals/:id": { json: { name: "Fuzz meal", foods: [{ ndb: "01123", grams: anyOf(100, 0, 6000) }] } },
    "POST /api/saved-meals/:id/log": { json: { mealType, date: anyOf("2026-11-20", "2099-01-01") } },
    "POST /api/days/:date/copy": {
      params: { date: ["2026-11-20", "2026-13-01"] },
      json: { to: anyOf("2026-11-21", "2099-01-01") },
    },
    "GET /api/foods": { query: { q: anyOf("chicken breast", "egg", "greek yoghurt") } },
    "GET /api/foods/usda/:ndb": { params: { ndb: ["01123", "05064"] } },
    "POST /api/push/subscription": {
      json: {
        endpoint: anyOf(
          "https://fcm.googleapis.com/fcm/send/fuzz",
          "https://updates.push.services.mozilla.com/wpush/v2/fuzz",
        ),
        keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
      },
    },
    "DELETE /api/push/subscription": { json: { endpoint: "https://fcm.googleapis.com/fcm/send/fuzz" } },
    "PUT /api/notifications": {
      json: {
        dailyReminder: anyOf(true, false),
        reminderTime: anyOf("07:30", "00:00", "23:59"),
        goalAlerts: anyOf(true, false),
        weeklyReport: anyOf(true, false),
      },
    },
    "GET /api/tracking/days": { query: { from: "2026-01-01", to: "2026-03-01" } },
    "PUT /api/protein-goals": {
      json: { dailyGoal: anyOf(120, 1, 1000), weeklyGoal: anyOf(840, 7000), monthlyGoal: anyOf(3600, 31_000) },
    },
    "GET /api/weights": { query: { days: anyOf("90", "1", "3660") } },
    "POST /api/weights": { json: { date: anyOf("2026-11-20", "2099-01-01"), kg: anyOf(72.5, 20, 400) } },
    "DELETE /api/weights/:date": { params: { date: ["2026-11-20", "2026-13-01"] } },
    "POST /api/protein-goals/follow-weight": { json: { dailyGoal: anyOf(120, 1, 1000) } },
    "GET /api/stats/period": { query: { period: anyOf("month", "year") } },
    "PUT /api/objects/upload/:id": {
      params: { id: [owned.pendingPhotoId, owned.photoId] },
      query: { token: tokenOf(owned.pendingUploadURL) },
      photo: true,
    },
    "GET /api/objects/:id": { params: { id: [owned.photoId, owned.pendingPhotoId] } },
    "GET /api/uploads/s3/params": { query: { filename: "a.jpg", type: "image/jpeg" } },
    "POST /api/uploads/s3/form": {
      form: { key: `${owned.pendingPhotoId}.${tokenOf(owned.pendingUploadURL)}`, file: JPEG },
    },
    "POST /api/uploads/s3/multipart": { json: { filename: "a.jpg", type: "image/jpeg", metadata: { name: "a" } } },
    "GET /api/uploads/s3/multipart/:uploadId": byKey,
    "GET /api/uploads/s3/multipart/:uploadId/:partNumber": {
      params: { uploadId: [multipart.uploadId], partNumber: ["1", "2"] },
      query: byKey.query,
    },
    "PUT /api/uploads/s3/part/:photoId/:partNumber": {
      params: { photoId: [multipartPhotoId], partNumber: ["1", "2"] },
      query: byKey.query,
      photo: true,
    },
    "POST /api/uploads/s3/multipart/:uploadId/complete": {
      ...byKey,
      json: { parts: [{ ETag: "x", PartNumber: 1 }] },
    },
    "DELETE /api/uploads/s3/multipart/:uploadId": byKey,
    "POST /api/analyze-meal": { json: { imageUrl: owned.objectURL, mealType } },
    "GET /api/planner/meals": { query: { healthGoal: anyOf(...HEALTH_GOALS), mealType } },
    "GET /api/meal-prep/recipes": { query: { mealType, favorites: anyOf("true", "false") } },
    "GET /api/meal-prep/recipes/:id": { params: { id: [owned.recipeId] } },
    "POST /api/meal-prep/favorites": { json: { recipeId: owned.recipeId } },
    "DELETE /api/meal-prep/favorites/:id": { params: { id: [owned.recipeId] } },
    "GET /api/foods/barcode/:code": { params: { code: ["3017620422003", "036000291452", "96385074"] } },
    "POST /api/foods/custom": {
      json: {
        name: anyOf("Skyr", "Protein bar"),
        basis: anyOf("100g", "serving"),
        protein: anyOf(11, 20, 0),
        kcal: anyOf(63, null),
        servingGrams: anyOf(60, null),
        barcode: anyOf(null, "96385074"),
      },
    },
    "GET /api/foods/custom/:id": { params: { id: [owned.customFoodId] } },
    "PUT /api/foods/custom/:id": {
      params: { id: [owned.customFoodId] },
      json: { name: "Renamed", basis: "100g", protein: anyOf(5, 50) },
    },
    "DELETE /api/foods/custom/:id": { params: { id: [owned.customFoodId] } },
    "POST /api/foods/label": { form: { photo: JPEG } },
    "POST /api/create-setup-intent": { json: { plan: anyOf(...PLAN_IDS), priceId: anyOf(null, "price_x") } },
  };
}
