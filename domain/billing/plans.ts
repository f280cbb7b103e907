/** The Pro plans and their constants: $7 a month or $49 a year, each with a 7-day free trial. */
export const PLAN_IDS = ["monthly", "annual"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const TRIAL_DAYS = 7;

export interface Plan {
  id: PlanId;
  name: string;
  /** Whole US dollars per billing interval. */
  price: number;
  interval: "month" | "year";
  /** The plan's label, in the product's exact wording: '$7/month' or '$49/year'. */
  label: string;
  /** Annual only: what twelve months of the monthly plan cost, and the saving. */
  compareAt: number | null;
  saving: number | null;
}

export const PLANS: Record<PlanId, Plan> = {
  monthly: {
    id: "monthly",
    name: "Monthly",
    price: 7,
    interval: "month",
    label: "$7/month",
    compareAt: null,
    saving: null,
  },
  annual: {
    id: "annual",
    name: "Annual",
    price: 49,
    interval: "year",
    label: "$49/year",
    compareAt: 84,
    saving: 35,
  },
};

/** What the pricing cards list for both plans, in the product's exact wording. */
export const PLAN_FEATURES = ["AI Meal Analysis", "Protein Tracking", "XP & Badges", "Meal History"] as const;

export function isPlanId(value: unknown): value is PlanId {
  return value === "monthly" || value === "annual";
}

/** The end of one billing period that starts at `start`, in calendar months or years (UTC). */
export function addBillingInterval(start: Date, plan: PlanId, periods = 1): Date {
  const end = new Date(start.getTime());
  if (plan === "annual") end.setUTCFullYear(end.getUTCFullYear() + periods);
  else end.setUTCMonth(end.getUTCMonth() + periods);
  return end;
}
