import { Route, Switch } from "wouter";
import { browserOnly } from "@/lib/browser-only";
import { onDemand } from "@/lib/on-demand";
import { SECTIONS } from "@/lib/sections";
import { OnDemandScreen } from "@/ui/on-demand-screen";
import { AppShell } from "./app-shell";

// Every page but the main app's sections, loaded when one of them is visited (ADR 036).
const OtherRoutes = onDemand(
  () => (import.meta.env.SSR ? browserOnly() : import("./other-routes")),
  (m) => m.OtherRoutes,
);

/** Every route of the app; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Switch>
      {SECTIONS.map((section) => (
        <Route key={section.id} path={section.path}>
          <AppShell section={section.id} />
        </Route>
      ))}
      <Route>
        <OnDemandScreen>
          <OtherRoutes />
        </OnDemandScreen>
      </Route>
    </Switch>
  );
}
