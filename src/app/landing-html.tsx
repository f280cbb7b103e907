import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { LandingRoot } from "./landing-root";

/**
 * The signed-out landing page as HTML, rendered at build time (ADR 031) by the same root the
 * browser hydrates it with (src/app/landing-root.tsx, ADR 050): at `/`, nobody signed in, no
 * guest. The Worker serves it to a visitor with no session cookie, so the headline paints with
 * the page instead of after the JavaScript; the browser then hydrates it (src/app/boot.tsx) once
 * it has confirmed the same state. The location is a fixed `/` in memory: Preact (ADR 035) has
 * no server snapshot for the browser's location, which is not there at build time or in the
 * Worker.
 */
export function renderLandingHtml(): string {
  return renderToString(
    <StrictMode>
      <Router hook={memoryLocation({ path: "/", static: true }).hook}>
        <LandingRoot />
      </Router>
    </StrictMode>,
  );
}
