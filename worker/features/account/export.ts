import { eq } from "drizzle-orm";
import type { TrendEntry } from "../../../domain/body/trend";
import { BADGES } from "../../../domain/gamification/badges";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import { type BatchResults, builtOnce } from "../../db/prepared";
import { billingAccounts, oauthAccounts, recipes, type UserFields } from "../../db/schema";
import { toMeal } from "../../lib/meals/serialize";
import { toPublicUser } from "../../lib/public-user";
import { liveSessionUserId } from "../../lib/session";
import type { SessionUser } from "../../lib/session-user";
import type {
  AiUsageRow,
  BadgeRow,
  MealWithFoods,
  OwnFoodRow,
  PhotoRow,
  ProgressRow,
  SavedMealRow,
  UploadUsageRow,
  XpEventRow,
} from "../../user-data/object";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The export's D1 queries, built once (ADR 010) and naming the live session's user
 * (liveSessionUserId), so the route sends them in one batch with the session lookup: what is
 * shared or about the account itself (recipe names, billing, sign-in identities). Everything
 * else is the user's own object's (ObjectExport), read in one call.
 */
const exportQueries = builtOnce(
  (db) =>
    [
      // The recipes' names, for the favourites kept in the user's own object.
      db.select({ id: recipes.id, name: recipes.name }).from(recipes).prepare(),
      db.select().from(billingAccounts).where(eq(billingAccounts.userId, liveSessionUserId)).prepare(),
      db
        .select({ provider: oauthAccounts.provider, email: oauthAccounts.email, createdAt: oauthAccounts.createdAt })
        .from(oauthAccounts)
        .where(eq(oauthAccounts.userId, liveSessionUserId))
        .prepare(),
    ] as const,
);

/** The export's reads, for readWithSession; pass their results to accountExport. */
export function accountExportReads(db: Db) {
  const [recipeNames, billing, identities] = exportQueries(db);
  return [
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
  meals: MealWithFoods[];
  xpEvents: XpEventRow[];
  badges: BadgeRow[];
  progress: ProgressRow;
}

export function accountExport(user: SessionUser, origin: string, results: ExportResults, own: ObjectExport) {
  const [recipeNames, billing, identities] = results;
  // Each meal's time of day on the user's clock; one formatter for every meal of the history.
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: user.timezone, timeStyle: "short" });
  const nameOf = new Map(recipeNames.map((r) => [r.id, r.name]));
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
      xpTotal: own.progress.xpTotal,
      streakEndDate: own.progress.streakEndDate,
      streakLength: own.progress.streakLength,
      longestStreak: own.progress.longestStreak,
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
    meals: own.meals.map((stored) => ({ ...toMeal(user.id, stored), time: time.format(stored.meal.createdAt) })),
    photos: own.photos
      .filter((p) => p.status === "stored")
      .map((p) => ({
        id: p.id,
        url: `${origin}/api/objects/${p.id}`,
        contentType: p.contentType,
        size: p.size,
        uploadedAt: iso(p.uploadedAt ?? p.createdAt),
      })),
    xpEvents: own.xpEvents.map((e) => ({
      reason: e.reason,
      reference: e.reference,
      xp: e.xp,
      createdAt: iso(e.createdAt),
    })),
    badges: own.badges.map((b) => ({
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
