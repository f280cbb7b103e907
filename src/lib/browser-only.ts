/**
 * The loader, in the Worker's build, of a piece the Worker never draws. The Worker renders one
 * screen, the signed-in dashboard as it first appears (src/app/dashboard-html.tsx); every other
 * screen, dialog, chart or tooltip loads in the browser alone. Its loader, written
 * `() => (import.meta.env.SSR ? browserOnly() : import("./piece"))`, is a constant condition
 * for Vite, which drops the `import()` from the server build and with it the piece's code: the
 * Worker carries only what it renders. A piece drawn on the server by mistake fails the render,
 * and the Worker serves the plain shell instead.
 */
export function browserOnly(): Promise<never> {
  return Promise.reject(new Error("This piece's code is loaded in the browser only, not in the Worker."));
}
