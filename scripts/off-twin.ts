import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join } from "node:path";

/**
 * A local twin of Open Food Facts' product API v2, speaking its wire format:
 * `GET /api/v2/product/{code}.json?fields=...` answers
 * `{ code, product, status: 1, status_verbose: "product found" }` with only the asked
 * fields, and an unknown code HTTP 404 with `{ code, status: 0, status_verbose: "product not found" }`.
 *
 * It knows only the products it is given, never invented ones: products registered with
 * `POST /__product { code, product }` (the browser tests do this), and real responses saved
 * from Open Food Facts as `{code}.json` files in a folder, for working offline:
 *
 *   node scripts/off-twin.ts [port] [folder]      (defaults: 8790, .off-twin)
 *   OPENFOODFACTS_BASE_URL=http://127.0.0.1:8790 npm start
 */
export interface OffTwin {
  baseURL: string;
  stop: () => Promise<void>;
}

export async function startOffTwin(port = 0, folder?: string): Promise<OffTwin> {
  const products = new Map<string, Record<string, unknown>>();
  if (folder) {
    for (const file of safeList(folder)) {
      const saved = JSON.parse(readFileSync(join(folder, file), "utf8")) as { code?: string; product?: object };
      if (saved.product)
        products.set(saved.code ?? file.replace(/\.json$/, ""), saved.product as Record<string, unknown>);
    }
  }
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://twin");
      if (req.method === "POST" && url.pathname === "/__product") {
        const { code, product } = JSON.parse(Buffer.concat(chunks).toString()) as {
          code: string;
          product: Record<string, unknown>;
        };
        products.set(code, product);
        res.writeHead(204).end();
        return;
      }
      const match = /^\/api\/v2\/product\/(\d+)\.json$/.exec(url.pathname);
      if (req.method !== "GET" || !match) {
        res.writeHead(404).end();
        return;
      }
      const code = match[1] ?? "";
      const product = products.get(code);
      const json = { "Content-Type": "application/json" };
      if (!product) {
        res.writeHead(404, json).end(JSON.stringify({ code, status: 0, status_verbose: "product not found" }));
        return;
      }
      const fields = url.searchParams.get("fields")?.split(",");
      const answer = fields ? Object.fromEntries(Object.entries(product).filter(([k]) => fields.includes(k))) : product;
      res
        .writeHead(200, json)
        .end(JSON.stringify({ code, product: answer, status: 1, status_verbose: "product found" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    baseURL: `http://127.0.0.1:${actualPort}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8790);
  const folder = process.argv[3] ?? ".off-twin";
  const twin = await startOffTwin(port, folder);
  console.log(`Open Food Facts twin on ${twin.baseURL} (products from ${folder}/ and POST /__product)`);
}
