import { asc, eq, inArray } from "drizzle-orm";
import type { TrendEntry } from "../../../domain/body/trend";
import { BADGES } from "../../../domain/gamification/badges";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { type BatchResults, builtOnce } from "../../db/prepared";
import {
  billingAccounts,
  type FoodItemRow,
  foodItems,
  meals,
  oauthAccounts,
  recipes,
  type UserFields,
  userBadges,
  xpEvents,
} from "../../db/schema";
import { toMeal } from "../../lib/meals/serialize";
import { toPublicUser } from "../../lib/public-user";
import { liveSessionUserId } from "../../lib/session";
import type { SessionUser } from "../../lib/session-user";
import type { AiUsageRow, OwnFoodRow, PhotoRow, SavedMealRow, UploadUsageRow } from "../../user-data/object";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Every query of the export, built once (ADR 010) and naming the live session's user
 * (liveSessionUserId), so the route sends them in one batch with the session lookup: one D1
 * round trip, and one snapshot of the account. The foods name their meals by a subquery on
 * the same user rather than by ids from a first read.
 */
const exportQueries = builtOnce((db) => {
  const ownMealIds = db.select({ id: meals.id }).from(meals).where(eq(meals.userId, liveSessionUserId));
  return [
    db
      .select()
      .from(meals)
      .where(eq(meals.userId, liveSessionUserId))
      .orderBy(asc(meals.createdAt), asc(meals.id))
      .prepare(),
    db.select().from(foodItems).where(inArray(foodItems.mealId, ownMealIds)).orderBy(foodItems.position).prepare(),
    db.select().from(xpEvents).where(eq(xpEvents.userId, liveSessionUserId)).orderBy(asc(xpEvents.createdAt)).prepare(),
    db
      .select()
      .from(userBadges)
      .where(eq(userBadges.userId, liveSessionUserId))
      .orderBy(asc(userBadges.earnedAt))
      .prepare(),
    // The recipes' names, for the favourites kept in the user's own object.
    db.select({ id: recipes.id, name: recipes.name }).from(recipes).prepare(),
    db.select().from(billingAccounts).where(eq(billingAccounts.userId, liveSessionUserId)).prepare(),
    db
      .select({ provider: oauthAccounts.provider, email: oauthAccounts.email, createdAt: oauthAccounts.createdAt })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, liveSessionUserId))
      .prepare(),
  ] as const;
});

/** The export's reads, for readWithSession; pass their results to accountExport. */
export function accountExportReads(db: Db) {
  const [m, items, xp, badges, recipeNames, billing, identities] = exportQueries(db);
  return [
    [m, {}],
    [items, {}],
    [xp, {}],
    [badges, {}],
    [recipeNames, {}],
    [billing, {}],
    [identities, {}],
  ] as const;
}

type ExportResults = BatchResults<ReturnType<typeof accountExportReads>>;

/**
 * Everything Proteo holds on a user as one JSON document (GDPR Art. 15 and
 * 20). Built from an allow-list of fields per table, so a column added later (a secret, a
 * hash) stays out until someone decides it belongs: never the password hash, the TOTP
 * secret, recovery codes, session, device or link tokens, or the throttling counters.
 * Photos are links to GET /api/objects/:id, which answers their owner.
 */
/** What the export reads from the user's own object (ADR 066, ADR 067). */
export interface ObjectExport {
  weights: TrendEntry[];
  favorites: { recipeId: string; createdAt: Date }[];
  ownFoods: OwnFoodRow[];
  savedMeals: SavedMealRow[];
  photos: PhotoRow[];
  uploadUsage: UploadUsageRow[];
  aiUsage: AiUsageRow[];
}

export function accountExport(user: SessionUser, origin: string, results: ExportResults, own: ObjectExport) {
  const [mealRows, items, xp, badges, recipeNames, billing, identities] = results;
  const nameOf = new Map(recipeNames.map((r) => [r.id, r.name]));
  // Each meal's own foods, so toMeal sorts a handful instead of scanning every food of the history.
  const itemsByMeal = new Map<string, FoodItemRow[]>();
  for (const item of items) {
    const own = itemsByMeal.get(item.mealId);
    if (own) own.push(item);
    else itemsByMeal.set(item.mealId, [item]);
  }
  const badgeName = new Map(BADGES.map((b) => [b.id, b.name]));
  const account = billing[0];
  // The offsets are worked out from the zone on each read, for the app: not the user's data.
  const { timezoneOffsets: _derived, ...publicUser } = toPublicUser(user);
  return {
    format: "proteo-export",
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      ...publicUser,
      healthGoal: user.healthGoal,
      age: user.age,
      gender: user.gender,
      activityLevel: user.activityLevel,
      bodyWeight: user.bodyWeight,
      weightUnit: user.weightUnit,
      onboardingCompletedAt: iso(user.onboardingCompletedAt),
    },
    goals: {
      dailyGoal: user.dailyGoal,
      weeklyGoal: user.weeklyGoal,
      monthlyGoal: user.monthlyGoal,
      gramsPerKg: user.goalGramsPerKg,
      goalWeightKg: user.goalWeightKg,
    },
    /** The weight log, each day with its trend (kg), from the user's own object. */
    weights: own.weights,
    progress: {
      xpTotal: user.xpTotal,
      streakEndDate: user.streakEndDate,
      streakLength: user.streakLength,
      longestStreak: user.longestStreak,
    },
    signInMethods: {
      password: user.hasPassword,
      twoFactor: user.totpEnabledAt !== null,
      connectedAccounts: identities.map((i) => ({
        provider: i.provider,
        email: i.email,
        connectedAt: iso(i.createdAt),
      })),
    },
    subscription: {
      status: user.subscriptionStatus,
      plan: user.subscriptionPlan,
      trialEndsAt: iso(user.trialEndsAt),
      subscriptionEndsAt: iso(user.subscriptionEndsAt),
      provider: account?.provider ?? null,
      cancelAtPeriodEnd: account?.cancelAtPeriodEnd ?? false,
      currentPeriodEnd: iso(account?.currentPeriodEnd ?? null),
    },
    meals: mealRows.map((row) => ({
      ...toMeal(row, itemsByMeal.get(row.id) ?? []),
      time: new Intl.DateTimeFormat("en-GB", { timeZone: user.timezone, timeStyle: "short" }).format(row.createdAt),
    })),
    photos: own.photos
      .filter((p) => p.status === "stored")
      .map((p) => ({
        id: p.id,
        url: `${origin}/api/objects/${p.id}`,
        contentType: p.contentType,
        size: p.size,
        uploadedAt: iso(p.uploadedAt ?? p.createdAt),
      })),
    xpEvents: xp.map((e) => ({ reason: e.reason, reference: e.reference, xp: e.xp, createdAt: iso(e.createdAt) })),
    badges: badges.map((b) => ({
      id: b.badgeId,
      name: badgeName.get(b.badgeId) ?? b.badgeId,
      earnedAt: iso(b.earnedAt),
    })),
    favorites: own.favorites.flatMap((f) => {
      const name = nameOf.get(f.recipeId);
      return name === undefined ? [] : [{ recipeId: f.recipeId, name, savedAt: iso(new Date(f.createdAt)) }];
    }),
    /** The foods the user entered from labels, per 100 g as they typed them. */
    ownFoods: own.ownFoods.map((f) => ({
      id: f.id,
      name: f.name,
      brand: f.brand,
      proteinPer100g: f.proteinPer100g,
      kcalPer100g: f.kcalPer100g,
      servingGrams: f.servingGrams,
      servingLabel: f.servingLabel,
      barcode: f.barcode,
      createdAt: iso(f.createdAt),
    })),
    savedMeals: own.savedMeals.map((s) => ({ id: s.id, name: s.name, foods: s.foods, savedAt: iso(s.createdAt) })),
    aiAnalysesPerDay: own.aiUsage.map((u) => ({ date: u.localDate, count: u.count })),
    uploadsPerDay: own.uploadUsage.map((u) => ({ date: u.localDate, photos: u.slots, bytes: u.bytes })),
  };
}

export const exportFileName = (user: UserFields) => `proteo-export-${localDate(Date.now(), user.timezone)}.json`;
