import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";
import { App } from "./app";
import { preloadFirstScreen } from "./app-shell";

/**
 * The signed-out landing page as HTML, rendered at build time (ADR 031) by the same App the
 * browser runs: at `/`, nobody signed in, no guest. The Worker serves it to a visitor with no
 * session cookie, so the headline paints with the page instead of after the JavaScript; the
 * browser then hydrates it (src/app/boot.tsx) once it has confirmed the same state. The
 * location is a fixed `/` in memory: Preact (ADR 035) has no server snapshot for the
 * browser's location, which is not there at build time or in the Worker. Async: the page's
 * code is a chunk of its own (ADR 036), loaded before the render so nothing suspends.
 */
export async function renderLandingHtml(): Promise<string> {
  await preloadFirstScreen("landing");
  const client = createQueryClient();
  client.setQueryData(queryKeys.user, null);
  return renderToString(
    <StrictMode>
      <Router hook={memoryLocation({ path: "/", static: true }).hook}>
        <App client={client} />
      </Router>
    </StrictMode>,
  );
}
