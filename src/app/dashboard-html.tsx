import { type DehydratedState, dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { Router } from "wouter";
import { createQueryClient } from "@/lib/query-client";
import { RenderTimeZone } from "@/lib/time-zone";
import { App } from "./app";
import { preloadAppScreen } from "./app-shell";
import { type FirstScreenData, seedFirstScreen } from "./first-screen";

/**
 * The signed-in dashboard at `/` as HTML, rendered in the Worker from the user's own reads
 * (ADR 031) by the App the browser runs, with clock times in the user's saved zone, and the
 * reads as TanStack Query's dehydrated state: the browser hydrates the HTML from that state
 * (src/app/start-app.tsx), through the same HydrationBoundary. The screen's code is a
 * chunk of its own (ADR 036), loaded before the render so nothing suspends.
 *
 * React DOM's stream, read whole once every part is ready: the Worker writes it into #root of
 * the shell with HTMLRewriter (worker/features/dashboard/first-screen.ts). Read whole, with no
 * part put off (`progressiveChunkSize`), it has no Suspense boundary left to fill in later, so
 * no inline script of React's either.
 */
export async function renderDashboardHtml(data: FirstScreenData): Promise<{ html: string; state: DehydratedState }> {
  await preloadAppScreen();
  const client = createQueryClient();
  seedFirstScreen(client, data);
  const state = dehydrate(client);
  // An error inside a Suspense boundary would leave its fallback for the browser to fill in:
  // here it fails the render instead, and the Worker serves the plain shell.
  let failed: { error: unknown } | undefined;
  const stream = await renderToReadableStream(
    <StrictMode>
      <Router ssrPath="/" ssrSearch="">
        <RenderTimeZone value={data.user.timezone}>
          <App client={client} state={state} />
        </RenderTimeZone>
      </Router>
    </StrictMode>,
    {
      // Never a part written out of place for an inline script of React's to move in: the CSP
      // refuses such scripts, and the page is read whole anyway (React does it past 12.8 KB).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed ??= { error };
      },
    },
  );
  await stream.allReady;
  if (failed) throw failed.error;
  return { html: await new Response(stream).text(), state };
}
