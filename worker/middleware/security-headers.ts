import { secureHeaders } from "hono/secure-headers";

/**
 * DESIGN section 6: a CSP with no inline scripts (the theme is applied by /theme-init.js,
 * an external file), HSTS, nosniff, a strict referrer policy and no framing. Inline styles
 * stay allowed: React style props and the toast library inject styles at run time.
 * Stripe.js is the one outside script: it loads from js.stripe.com, draws the card form in
 * its frames (3-D Secure through hooks.stripe.com) and talks to api.stripe.com, per
 * Stripe's published CSP requirements. 'wasm-unsafe-eval' lets the barcode scanner compile
 * its WebAssembly decoder (served from our own origin) where the browser has no
 * BarcodeDetector; it allows no JavaScript eval.
 */
export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "https://js.stripe.com", "https://*.js.stripe.com", "'wasm-unsafe-eval'"],
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
  });
