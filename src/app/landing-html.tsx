import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { Router } from "wouter";
import { LandingRoot } from "./landing-root";

/**
 * The signed-out landing page as HTML, rendered at build time (ADR 031) by the same root the
 * browser hydrates it with (src/app/landing-root.tsx, ADR 050): at `/`, nobody signed in, no
 * guest. The Worker serves it to a visitor with no session cookie, so the headline paints with
 * the page instead of after the JavaScript; the browser then hydrates it (src/app/boot.tsx) once
 * it has confirmed the same state. The location is wouter's server location, `/`, as in the
 * Worker's render of the dashboard: there is no browser location at build time.
 */
export async function renderLandingHtml(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <Router ssrPath="/" ssrSearch="">
        <LandingRoot />
      </Router>
    </StrictMode>,
    // Every part in its place: no part written out of place for an inline script of React's
    // to move in, which the CSP would refuse (React does it past 12.8 KB).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
