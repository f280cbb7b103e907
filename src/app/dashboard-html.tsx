import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { RenderTimeZone } from "@/lib/time-zone";
import { App } from "./app";
import { preloadAppScreen } from "./app-shell";
import { type FirstScreenData, seedFirstScreen } from "./first-screen";

/**
 * The signed-in dashboard at `/` as HTML, rendered in the Worker from the user's own reads
 * (ADR 031) by the App the browser runs, with clock times in the user's saved zone.
 * The browser hydrates it from the same data (src/app/start-app.tsx). Async: the screen's code is
 * a chunk of its own (ADR 036), loaded before the render so nothing suspends.
 */
export async function renderDashboardHtml(data: FirstScreenData): Promise<string> {
  await preloadAppScreen();
  const client = createQueryClient();
  seedFirstScreen(client, data);
  return renderToString(
    <StrictMode>
      <Router hook={memoryLocation({ path: "/", static: true }).hook}>
        <RenderTimeZone value={data.user.timezone}>
          <App client={client} />
        </RenderTimeZone>
      </Router>
    </StrictMode>,
  );
}
