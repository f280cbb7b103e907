import { asc, eq } from "drizzle-orm";
import { BADGES } from "../../../domain/gamification/badges";
import { localDate } from "../../../domain/time/local-day";
import type { Db } from "../../db/client";
import {
  aiUsage,
  billingAccounts,
  favorites,
  meals,
  oauthAccounts,
  photos,
  recipes,
  type UserRow,
  userBadges,
  xpEvents,
} from "../../db/schema";
import { itemsOf } from "../../lib/meals/repository";
import { toMeal } from "../../lib/meals/serialize";
import { toPublicUser } from "../../lib/public-user";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything Proteo holds on a user as one JSON document (issue 18, item 4; GDPR Art. 15 and
 * 20). Built from an allow-list of fields per table, so a column added later (a secret, a
 * hash) stays out until someone decides it belongs: never the password hash, the TOTP
 * secret, recovery codes, session, device or link tokens, or the throttling counters.
 * Photos are links to GET /api/objects/:id, which answers their owner.
 */
export async function accountExport(db: Db, user: UserRow, origin: string) {
  const [mealRows, xp, badges, favs, billing, identities, photoRows, usage] = await db.batch([
    db.select().from(meals).where(eq(meals.userId, user.id)).orderBy(asc(meals.createdAt), asc(meals.id)),
    db.select().from(xpEvents).where(eq(xpEvents.userId, user.id)).orderBy(asc(xpEvents.createdAt)),
    db.select().from(userBadges).where(eq(userBadges.userId, user.id)).orderBy(asc(userBadges.earnedAt)),
    db
      .select({ recipeId: favorites.recipeId, name: recipes.name, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(recipes, eq(favorites.recipeId, recipes.id))
      .where(eq(favorites.userId, user.id)),
    db.select().from(billingAccounts).where(eq(billingAccounts.userId, user.id)),
    db
      .select({ provider: oauthAccounts.provider, email: oauthAccounts.email, createdAt: oauthAccounts.createdAt })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, user.id)),
    db.select().from(photos).where(eq(photos.userId, user.id)).orderBy(asc(photos.createdAt)),
    db.select().from(aiUsage).where(eq(aiUsage.userId, user.id)).orderBy(asc(aiUsage.localDate)),
  ]);
  const items = await itemsOf(
    db,
    mealRows.map((m) => m.id),
  );
  const badgeName = new Map(BADGES.map((b) => [b.id, b.name]));
  const account = billing[0];
  return {
    format: "proteo-export",
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      ...toPublicUser(user),
      healthGoal: user.healthGoal,
      age: user.age,
      gender: user.gender,
      activityLevel: user.activityLevel,
      bodyWeight: user.bodyWeight,
      weightUnit: user.weightUnit,
      onboardingCompletedAt: iso(user.onboardingCompletedAt),
    },
    goals: { dailyGoal: user.dailyGoal, weeklyGoal: user.weeklyGoal, monthlyGoal: user.monthlyGoal },
    progress: {
      xpTotal: user.xpTotal,
      streakEndDate: user.streakEndDate,
      streakLength: user.streakLength,
      longestStreak: user.longestStreak,
    },
    signInMethods: {
      password: user.passwordHash !== null,
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
      ...toMeal(row, items),
      time: new Intl.DateTimeFormat("en-GB", { timeZone: user.timezone, timeStyle: "short" }).format(row.createdAt),
    })),
    photos: photoRows
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
    favorites: favs.map((f) => ({ recipeId: f.recipeId, name: f.name, savedAt: iso(f.createdAt) })),
    aiAnalysesPerDay: usage.map((u) => ({ date: u.localDate, count: u.count })),
  };
}

export const exportFileName = (user: UserRow) => `proteo-export-${localDate(Date.now(), user.timezone)}.json`;
