import { Route, Switch } from "wouter";
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
          <EmptyState title="Proteo Pro" icon="⭐">
            Plans and payments are not available in this version yet.
          </EmptyState>
        </StandalonePage>
      </Route>
      <Route path="/checkout">
        <StandalonePage>
          <EmptyState title="Complete Your Subscription" icon="💳">
            Payments are not available in this version yet.
          </EmptyState>
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
