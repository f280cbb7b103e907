import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { onDemand } from "@/lib/on-demand";
import { Spinner } from "@/ui/spinner";
import { StandalonePage } from "./standalone-page";

// Recipe, pricing and checkout screens load on first visit, each a chunk of its own.
const PricingPage = onDemand(() => import("@/features/billing/pricing-page").then((m) => ({ default: m.PricingPage })));
const CheckoutPage = onDemand(() =>
  import("@/features/billing/checkout-page").then((m) => ({ default: m.CheckoutPage })),
);
const RecipesPage = onDemand(() => import("@/features/recipes/recipes-page").then((m) => ({ default: m.RecipesPage })));
const RecipePage = onDemand(() => import("@/features/recipes/recipe-page").then((m) => ({ default: m.RecipePage })));
// The pages the account emails link to (issue 18).
const VerifyEmailPage = onDemand(() =>
  import("@/features/account/verify-email-page").then((m) => ({ default: m.VerifyEmailPage })),
);
const ResetPasswordPage = onDemand(() =>
  import("@/features/account/reset-password-page").then((m) => ({ default: m.ResetPasswordPage })),
);

/**
 * The routes outside the main app's sections (src/app/routes.tsx): pricing, checkout, the
 * pages the account emails link to, recipes, and the not-found page. A chunk of its own
 * (ADR 036): neither first screen needs them.
 */
export function OtherRoutes() {
  return (
    <Switch>
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
