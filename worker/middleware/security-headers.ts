import { secureHeaders } from "hono/secure-headers";

/**
 * An inline script the CSP allows, by its hash: index.html's theme script, which must run
 * before first paint and would otherwise be a render-blocking request of its own (ADR 031).
 * Change the script and this hash together; scripts/theme-init-csp.test.ts fails
 * when they differ.
 */
export const THEME_INIT_SCRIPT_HASH = "'sha256-+DZMrjTrmWFxgbJitmE93oMXMXiQuDtKai2iHvCDHR8='";

/**
 * The other inline script: the loader that a page drawn before the app runs uses to load the
 * app after its first paint (worker/lib/after-paint.ts, ADR 033); worker/lib/after-paint.test.ts
 * fails when it and this hash differ.
 */
export const AFTER_PAINT_LOADER_HASH = "'sha256-1F/h/iG63qVr27DkTp4fJXviY+GsK9IwHyvA7Mnvi7M='";

/**
 * `npm run dev` only: React Refresh's preamble, which @vitejs/plugin-react writes into the page
 * as an inline module script (hot reload, ADR 039). A build has no such script, and its CSP does
 * not allow it; scripts/theme-init-csp.test.ts fails when the plugin's preamble and this hash differ.
 */
export const REACT_REFRESH_PREAMBLE_HASH = "'sha256-Z2/iFzh9VMlVkEOar1f/oSHWwQk3ve1qk/C2WdsC4Xk='";

declare global {
  interface ImportMetaEnv {
    readonly DEV: boolean;
    readonly MODE: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
}

/**
 * Whether the Worker runs under Vite's dev server (`npm run dev`): Vite's own flag, which a build
 * replaces with `false` (the hash above then leaves the bundle). The tests run in "test" mode,
 * with the CSP a build sends.
 */
const isDevServer = () => import.meta.env.DEV && import.meta.env.MODE === "development";

/**
 * Security headers: a CSP with no inline scripts but the two above (each allowed by its
 * hash, never 'unsafe-inline'), HSTS, nosniff, a strict referrer policy and no framing. Inline styles
 * stay allowed: React style props and the toast library inject styles at run time.
 * Stripe.js is the one outside script: it loads from js.stripe.com, draws the card form in
 * its frames (3-D Secure through hooks.stripe.com) and talks to api.stripe.com, per
 * Stripe's published CSP requirements. 'wasm-unsafe-eval' lets the barcode scanner compile
 * its WebAssembly decoder (served from our own origin) where the browser has no
 * BarcodeDetector; it allows no JavaScript eval.
 * Cross-Origin-Opener-Policy is hono's default, named here because it has a price: another
 * site's window that opens or is opened by the app gets no handle on it (no `opener`, no frame
 * counting, no navigating it), and Chromium starts the page in a process of its own, which
 * Lighthouse's run from about:blank counts as blocking time. ADR 048 keeps it.
 * Under `npm run dev` (`dev`), React Refresh's preamble is allowed too, by its hash.
 */
export const securityHeaders = (dev = isDevServer()) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        "https://js.stripe.com",
        "https://*.js.stripe.com",
        "'wasm-unsafe-eval'",
        THEME_INIT_SCRIPT_HASH,
        AFTER_PAINT_LOADER_HASH,
        ...(dev ? [REACT_REFRESH_PREAMBLE_HASH] : []),
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https://*.stripe.com"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", "https://api.stripe.com"],
      frameSrc: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: "same-origin",
  });
