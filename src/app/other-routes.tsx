import { Route, Switch } from "wouter";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { onDemand } from "@/lib/on-demand";
import { OnDemandScreen } from "@/ui/on-demand-screen";
import { StandalonePage } from "./standalone-page";

// Recipe, pricing and checkout screens load on first visit, each a chunk of its own.
const PricingPage = onDemand(
  () => import("@/features/billing/pricing-page"),
  (m) => m.PricingPage,
);
const CheckoutPage = onDemand(
  () => import("@/features/billing/checkout-page"),
  (m) => m.CheckoutPage,
);
const RecipesPage = onDemand(
  () => import("@/features/recipes/recipes-page"),
  (m) => m.RecipesPage,
);
const RecipePage = onDemand(
  () => import("@/features/recipes/recipe-page"),
  (m) => m.RecipePage,
);
// The pages the account emails link to.
const VerifyEmailPage = onDemand(
  () => import("@/features/account/verify-email-page"),
  (m) => m.VerifyEmailPage,
);
const ResetPasswordPage = onDemand(
  () => import("@/features/account/reset-password-page"),
  (m) => m.ResetPasswordPage,
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
          <OnDemandScreen>
            <PricingPage />
          </OnDemandScreen>
        </StandalonePage>
      </Route>
      <Route path="/checkout">
        <StandalonePage>
          <OnDemandScreen>
            <CheckoutPage />
          </OnDemandScreen>
        </StandalonePage>
      </Route>
      <Route path="/verify-email">
        <StandalonePage>
          <OnDemandScreen>
            <VerifyEmailPage />
          </OnDemandScreen>
        </StandalonePage>
      </Route>
      <Route path="/reset-password">
        <StandalonePage>
          <OnDemandScreen>
            <ResetPasswordPage />
          </OnDemandScreen>
        </StandalonePage>
      </Route>
      <Route path="/recipes">
        <StandalonePage appNavigation>
          <OnDemandScreen>
            <RecipesPage />
          </OnDemandScreen>
        </StandalonePage>
      </Route>
      <Route path="/recipe/:id">
        {(params) => (
          <StandalonePage appNavigation>
            <OnDemandScreen>
              <RecipePage key={params.id} id={params.id} />
            </OnDemandScreen>
          </StandalonePage>
        )}
      </Route>
      <Route>
        <StandalonePage appNavigation>
          <NotFoundPage />
        </StandalonePage>
      </Route>
    </Switch>
  );
}
