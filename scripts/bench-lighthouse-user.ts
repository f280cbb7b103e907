// The signed-in user whose dashboard the Lighthouse run measures: onboarded on the server
// and with a realistic day of meals, so Lighthouse sees the dashboard a returning user sees
// (ring, stats, chart, recent meals), not an empty state or the onboarding wizard.
import { account } from "./bench-account.ts";

export const DASHBOARD_MEALS = [
  { mealType: "breakfast", title: "Greek yogurt with berries", totalProtein: 20 },
  { mealType: "lunch", title: "Chicken and rice bowl", totalProtein: 42 },
  { mealType: "snack", title: "Cottage cheese", totalProtein: 14 },
  { mealType: "dinner", title: "Lentil soup", totalProtein: 18 },
] as const;

/** Sends one JSON write as the app's client does (the Origin header is the CSRF check). */
async function post(baseURL: string, cookie: string, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseURL, Cookie: cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} failed: ${res.status} ${await res.text()}`);
}

/** A new account that finished onboarding and logged today's meals; returns its cookie. */
export async function dashboardUser(baseURL: string): Promise<{ cookie: string; firstName: string }> {
  const { cookie } = await account(baseURL, "lighthouse");
  // The wizard's last step: stores the profile and goals, and marks onboarding completed on
  // the server (users.onboarding_completed_at), which is what the app reads to hide it.
  await post(baseURL, cookie, "/api/user/profile", {
    age: 34,
    gender: "female",
    activityLevel: "moderate",
    healthGoal: "build_muscle",
    bodyWeight: 150,
    weightUnit: "lbs",
    dailyGoal: 120,
  });
  for (const meal of DASHBOARD_MEALS) await post(baseURL, cookie, "/api/meals/manual", meal);
  const me = await fetch(`${baseURL}/api/auth/user`, { headers: { Cookie: cookie } });
  const user = (await me.json()) as { onboardingCompleted?: boolean; firstName?: string };
  if (!user.onboardingCompleted) throw new Error("the Lighthouse user's onboarding is not marked completed");
  return { cookie, firstName: user.firstName ?? "Bench" };
}
