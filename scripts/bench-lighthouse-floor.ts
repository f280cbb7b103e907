// The host's floor for the Lighthouse half of the bench (ADR 048): a page with no script and
// no stylesheet, served with the app's own response headers, measured with the same settings
// as the app's pages. What it scores is what this machine and Lighthouse's harness cost before
// any of the app's code runs, so a reader can tell a slow app from a busy host.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/** The control page's headline: proof that Lighthouse measured it. */
export const FLOOR_HEADLINE = "A page with no script";

const FLOOR_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The bench's control page: no script and no stylesheet." />
    <title>Bench control page</title>
  </head>
  <body>
    <main>
      <h1>${FLOOR_HEADLINE}</h1>
      <p>Lighthouse measures this page with the settings it uses for the app's pages. Its figures are the host's floor.</p>
    </main>
  </body>
</html>
`;

/**
 * Headers that describe the bytes of the app's response (its encoding, length, cache entry),
 * not the page: the control page sends its own.
 */
const BYTE_HEADERS = new Set([
  "cache-control",
  "cf-cache-status",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
]);

export const OPENER_POLICY = "cross-origin-opener-policy";

/**
 * The app's page headers for the control page: its security headers (the CSP, HSTS,
 * Cross-Origin-Opener-Policy and the rest), without those of its bytes; `without` leaves
 * named ones out as well.
 */
export function floorHeaders(appHeaders: Headers, without: readonly string[] = []): Record<string, string> {
  const left = new Set(without.map((name) => name.toLowerCase()));
  const headers: Record<string, string> = {};
  appHeaders.forEach((value, name) => {
    if (!BYTE_HEADERS.has(name) && !left.has(name)) headers[name] = value;
  });
  return headers;
}

/** Serves the control page at `/` with the given headers on a free local port. */
export async function serveFloorPage(
  headers: Record<string, string>,
): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.url !== "/") {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end("Not found");
      return;
    }
    res.writeHead(200, { ...headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(FLOOR_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
