// Shared by the unit tests (happy-dom) of components that take a user or a meal, or use TanStack Query.
import type { Meal } from "@domain/meals/meal";
import type { User } from "@domain/user/user";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";

/** A signed-in email-and-password user with every field the API sends; override what a test is about. */
export const testUser = (fields: Partial<User> = {}): User => ({
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  profileImageUrl: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  themePreference: "system",
  healthGoal: null,
  subscriptionStatus: "none",
  subscriptionPlan: null,
  trialEndsAt: null,
  subscriptionEndsAt: null,
  trialAvailable: true,
  timezone: "UTC",
  timezoneOffsets: [0, 0],
  onboardingCompleted: true,
  hasPassword: true,
  twoFactorEnabled: false,
  emailVerified: false,
  ...fields,
});

/** A hand-logged lunch with no foods; override what a test is about. */
export const testMeal = (fields: Partial<Meal> = {}): Meal => ({
  id: "m1",
  userId: "u1",
  mealType: "lunch",
  title: "Chicken bowl",
  totalProtein: 40,
  imageUrl: null,
  source: "manual",
  localDate: "2026-11-23",
  createdAt: "2026-11-23T12:00:00.000Z",
  updatedAt: "2026-11-23T12:00:00.000Z",
  foodItems: [],
  ...fields,
});

/** Renders with a fresh query client, as the app's providers would. */
export const renderWithQuery = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
