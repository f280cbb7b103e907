import { lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { CheckoutPage } from "@/features/billing/checkout-page";
import { PricingPage } from "@/features/billing/pricing-page";
import { NotFoundPage } from "@/features/not-found/not-found-page";
import { Spinner } from "@/ui/spinner";
import { AppShell } from "./app-shell";
import { SECTIONS } from "./sections";
import { StandalonePage } from "./standalone-page";

// Recipe screens load on first visit, outside the / bundle.
const RecipesPage = lazy(() => import("@/features/recipes/recipes-page").then((m) => ({ default: m.RecipesPage })));
const RecipePage = lazy(() => import("@/features/recipes/recipe-page").then((m) => ({ default: m.RecipePage })));

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
          <PricingPage />
        </StandalonePage>
      </Route>
      <Route path="/checkout">
        <StandalonePage>
          <CheckoutPage />
        </StandalonePage>
      </Route>
      <Route path="/recipes">
        <Suspense fallback={<Spinner label="Loading..." />}>
          <RecipesPage />
        </Suspense>
      </Route>
      <Route path="/recipe/:id">
        {(params) => (
          <Suspense fallback={<Spinner label="Loading..." />}>
            <RecipePage key={params.id} id={params.id} />
          </Suspense>
        )}
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
