import { Route, Switch } from "wouter";
import { CheckoutPage } from "@/features/billing/checkout-page";
import { PricingPage } from "@/features/billing/pricing-page";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { EmptyState } from "@/ui/empty-state";
import { AppShell } from "./app-shell";
import { SECTIONS } from "./sections";
import { StandalonePage } from "./standalone-page";

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
        <StandalonePage>
          <PricingPage />
        </StandalonePage>
      </Route>
      <Route path="/checkout">
        <StandalonePage>
          <CheckoutPage />
        </StandalonePage>
      </Route>
      <Route path="/recipe/:id">
        <StandalonePage>
          <EmptyState title="Recipes" icon="🍲">
            Meal-prep recipes are not available in this version yet.
          </EmptyState>
        </StandalonePage>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
