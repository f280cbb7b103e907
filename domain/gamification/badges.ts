/** Protein-source keywords of the plant and dairy badges, matched anywhere in a food name, any case. */
export const PLANT_PROTEIN_KEYWORDS = ["tofu", "beans", "lentils", "tempeh", "seitan", "edamame", "chickpeas"] as const;
export const DAIRY_PROTEIN_KEYWORDS = ["milk", "yogurt", "cheese", "whey"] as const;

const containsAny = (name: string, keywords: readonly string[]) => {
  const lower = name.toLowerCase();
  return keywords.some((keyword) => lower.includes(keyword));
};

export const isPlantProtein = (name: string): boolean => containsAny(name, PLANT_PROTEIN_KEYWORDS);
export const isDairyProtein = (name: string): boolean => containsAny(name, DAIRY_PROTEIN_KEYWORDS);

/** A breakfast of this much protein earns the breakfast badge. */
export const BREAKFAST_BADGE_GRAMS = 25;
/** A single meal of this much protein earns the big-meal badge. */
export const BIG_MEAL_BADGE_GRAMS = 50;

/** A plain snapshot of a user's history; the server computes it, the rules stay pure. */
export interface BadgeStats {
  totalMeals: number;
  /** Meals logged through photo analysis. */
  photoMeals: number;
  /** Meals with at least one plant-protein food (isPlantProtein). */
  plantMeals: number;
  /** Meals with at least one dairy-protein food (isDairyProtein). */
  dairyMeals: number;
  longestStreak: number;
  /** Local days on which the daily goal was met. */
  goalDaysMet: number;
  /** Whether any breakfast reached BREAKFAST_BADGE_GRAMS. */
  hasBreakfast25: boolean;
  /** The most protein in any single meal, in grams. */
  maxMealProtein: number;
}

/** What GET /api/gamification/badges lists as available (id, name, description, icon), plus its XP award. */
export interface Badge {
  id: string;
  name: string;
  description: string;
  icon: string;
  xp: number;
}

interface BadgeRule extends Badge {
  earned: (stats: BadgeStats) => boolean;
}

// Order is display order: first steps, then consistency, then goals, then food variety.
const RULES = [
  {
    id: "first_meal",
    name: "First Bite",
    description: "Log your first meal.",
    icon: "🍽️",
    xp: 25,
    earned: (s) => s.totalMeals >= 1,
  },
  {
    id: "first_photo",
    name: "Say Cheese",
    description: "Log a meal from a photo.",
    icon: "📷",
    xp: 25,
    earned: (s) => s.photoMeals >= 1,
  },
  {
    id: "meals_10",
    name: "Getting Into It",
    description: "Log 10 meals.",
    icon: "🥗",
    xp: 50,
    earned: (s) => s.totalMeals >= 10,
  },
  {
    id: "meals_100",
    name: "Century Club",
    description: "Log 100 meals.",
    icon: "💯",
    xp: 300,
    earned: (s) => s.totalMeals >= 100,
  },
  {
    id: "photo_10",
    name: "Food Photographer",
    description: "Log 10 meals from photos.",
    icon: "📸",
    xp: 100,
    earned: (s) => s.photoMeals >= 10,
  },
  {
    id: "streak_3",
    name: "On a Roll",
    description: "Log meals 3 days in a row.",
    icon: "🔥",
    xp: 50,
    earned: (s) => s.longestStreak >= 3,
  },
  {
    id: "streak_7",
    name: "Week Warrior",
    description: "Log meals 7 days in a row.",
    icon: "📅",
    xp: 100,
    earned: (s) => s.longestStreak >= 7,
  },
  {
    id: "streak_30",
    name: "Unstoppable",
    description: "Log meals 30 days in a row.",
    icon: "🏆",
    xp: 500,
    earned: (s) => s.longestStreak >= 30,
  },
  {
    id: "goal_1",
    name: "Goal Getter",
    description: "Meet your daily protein goal.",
    icon: "🎯",
    xp: 50,
    earned: (s) => s.goalDaysMet >= 1,
  },
  {
    id: "goal_7",
    name: "Consistency Champ",
    description: "Meet your daily protein goal on 7 days.",
    icon: "💪",
    xp: 150,
    earned: (s) => s.goalDaysMet >= 7,
  },
  {
    id: "goal_30",
    name: "Protein Legend",
    description: "Meet your daily protein goal on 30 days.",
    icon: "👑",
    xp: 500,
    earned: (s) => s.goalDaysMet >= 30,
  },
  {
    id: "plant_5",
    name: "Plant Powered",
    description: "Log 5 meals with plant protein like tofu, beans or lentils.",
    icon: "🌱",
    xp: 75,
    earned: (s) => s.plantMeals >= 5,
  },
  {
    id: "dairy_5",
    name: "Dairy Devotee",
    description: "Log 5 meals with dairy protein like yogurt, cheese or milk.",
    icon: "🥛",
    xp: 75,
    earned: (s) => s.dairyMeals >= 5,
  },
  {
    id: "breakfast_25",
    name: "Power Breakfast",
    description: `Eat a breakfast with ${BREAKFAST_BADGE_GRAMS}g of protein or more.`,
    icon: "🍳",
    xp: 50,
    earned: (s) => s.hasBreakfast25,
  },
  {
    id: "big_meal_50",
    name: "Protein Feast",
    description: `Log a single meal with ${BIG_MEAL_BADGE_GRAMS}g of protein or more.`,
    icon: "🥩",
    xp: 50,
    earned: (s) => s.maxMealProtein >= BIG_MEAL_BADGE_GRAMS,
  },
] as const satisfies readonly BadgeRule[];

export type BadgeId = (typeof RULES)[number]["id"];

/** The catalogue as the API lists it: plain data, no rules. */
export const BADGES: readonly Badge[] = RULES.map(({ earned: _earned, ...badge }) => badge);

const BY_ID = new Map<string, Badge>(BADGES.map((badge) => [badge.id, badge]));

export function badgeById(id: string): Badge | undefined {
  return BY_ID.get(id);
}

/** Ids of every badge the stats qualify for, in catalogue order. */
export function earnedBadges(stats: BadgeStats): string[] {
  return RULES.filter((rule) => rule.earned(stats)).map((rule) => rule.id);
}

/** A history that earns nothing. */
export const NOTHING_YET: BadgeStats = {
  totalMeals: 0,
  photoMeals: 0,
  plantMeals: 0,
  dairyMeals: 0,
  longestStreak: 0,
  goalDaysMet: 0,
  hasBreakfast25: false,
  maxMealProtein: 0,
};

/**
 * The badges a count of the history can earn, found by the rules themselves (that count alone
 * raised as far as it goes): once a user holds them all, the write path need not count it again.
 */
export function badgesEarnedBy(figure: "totalMeals" | "goalDaysMet" | "longestStreak"): string[] {
  const all = { ...NOTHING_YET, [figure]: Number.MAX_SAFE_INTEGER };
  return RULES.filter((rule) => rule.earned(all)).map((rule) => rule.id);
}

/** Badges the stats qualify for that the user does not hold yet: the ones to award now. */
export function newlyEarnedBadges(stats: BadgeStats, alreadyEarned: Iterable<string>): string[] {
  const held = new Set(alreadyEarned);
  return earnedBadges(stats).filter((id) => !held.has(id));
}
