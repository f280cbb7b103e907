import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { SECTIONS } from "@/lib/sections";
import { Spinner } from "@/ui/spinner";
import { AppShell } from "./app-shell";
import { StandalonePage } from "./standalone-page";

// Recipe, pricing and checkout screens load on first visit, outside the / bundle.
const PricingPage = lazy(() => import("@/features/billing/pricing-page").then((m) => ({ default: m.PricingPage })));
const CheckoutPage = lazy(() => import("@/features/billing/checkout-page").then((m) => ({ default: m.CheckoutPage })));
const RecipesPage = lazy(() => import("@/features/recipes/recipes-page").then((m) => ({ default: m.RecipesPage })));
const RecipePage = lazy(() => import("@/features/recipes/recipe-page").then((m) => ({ default: m.RecipePage })));
// The pages the account emails link to (issue 18).
const VerifyEmailPage = lazy(() =>
  import("@/features/account/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);
const ResetPasswordPage = lazy(() =>
  import("@/features/account/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);

/** Every route of spec section 2; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Switch>
      {SECTIONS.map((section) => (
        <Route key={section.id} path={section.path}>
          <AppShell section={section.id} />
        </Route>
      ))}
      <Route path="/pricing">
        <StandalonePage appNavigation>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <PricingPage />
          </Suspense>
        </StandalonePage>
      </Route>
      <Route path="/checkout">
        <StandalonePage>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <CheckoutPage />
          </Suspense>
        </StandalonePage>
      </Route>
      <Route path="/verify-email">
        <StandalonePage>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <VerifyEmailPage />
          </Suspense>
        </StandalonePage>
      </Route>
      <Route path="/reset-password">
        <StandalonePage>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <ResetPasswordPage />
          </Suspense>
        </StandalonePage>
      </Route>
      <Route path="/recipes">
        <StandalonePage appNavigation>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <RecipesPage />
          </Suspense>
        </StandalonePage>
      </Route>
      <Route path="/recipe/:id">
        {(params) => (
          <StandalonePage appNavigation>
            <Suspense fallback={<Spinner label="Loading..." />}>
              <RecipePage key={params.id} id={params.id} />
            </Suspense>
          </StandalonePage>
        )}
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
