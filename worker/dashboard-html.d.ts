/**
 * The app's dashboard renderer (src/app/dashboard-html.tsx), bundled into the Worker by an
 * alias of vite.config.ts. Declared here because the Worker's TypeScript program does not
 * compile the React app (no DOM, no JSX); src/app/first-screen.ts types the data it takes.
 * It answers the screen's HTML and the data as TanStack Query's dehydrated state.
 */
declare module "@proteo/dashboard-html" {
  export function renderDashboardHtml(data: {
    user: unknown;
    dashboard: unknown;
    badges: unknown;
  }): Promise<{ html: string; state: unknown }>;
}
