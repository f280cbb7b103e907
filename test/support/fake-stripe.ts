import { createServer, type IncomingMessage } from "node:http";
import { decodeForm } from "./fake-stripe-form.ts";
import { stripeError, stripeId } from "./fake-stripe-objects.ts";
import { createResources, type Params, type Reply } from "./fake-stripe-resources.ts";

/**
 * A fake of Stripe's REST API for the worker tests: the calls Proteo makes, in Stripe's
 * wire format (form-encoded requests, JSON objects with `object`, errors as
 * `{error: {type, code, message}}`, a secret key required, `Idempotency-Key` replayed or
 * refused when reused with other parameters). `/__fake/...` routes stand in for what
 * happens outside our API calls: the browser confirming a SetupIntent with Stripe.js,
 * renewals failing or succeeding, a subscription deleted from the dashboard; and
 * `GET /__fake/requests` lists every request for assertions.
 */
export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Params;
  status: number;
  replayed: boolean;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export function createFakeStripe() {
  const routes = createResources();
  const requests: LoggedRequest[] = [];
  const idempotency = new Map<string, { fingerprint: string; reply: Reply }>();

  function dispatch(method: string, path: string, params: Params): Reply {
    if (method === "GET" && path === "/__fake/requests") return { status: 200, body: requests };
    for (const [m, pattern, handler] of routes) {
      const match = m === method ? pattern.exec(path) : null;
      if (match) return handler(params, decodeURIComponent(match[1] ?? ""));
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const method = req.method ?? "GET";
    const raw = await readBody(req);
    const isFake = url.pathname.startsWith("/__fake/");
    const params: Params = isFake
      ? raw
        ? JSON.parse(raw)
        : {}
      : decodeForm(method === "GET" ? url.search.slice(1) : raw);
    const key = method === "POST" && !isFake ? ((req.headers["idempotency-key"] as string | undefined) ?? null) : null;
    let reply: Reply;
    let replayed = false;
    if (!isFake && !/^Bearer sk_test_\w+$/.test(req.headers.authorization ?? "")) {
      reply = stripeError(401, "invalid_request_error", "Invalid API Key provided.");
    } else if (key && idempotency.has(key)) {
      const stored = idempotency.get(key) as { fingerprint: string; reply: Reply };
      replayed = stored.fingerprint === `${method} ${url.pathname} ${raw}`;
      reply = replayed
        ? stored.reply
        : stripeError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          );
    } else {
      reply = dispatch(method, url.pathname, params);
      // Stripe saves the result of any request that reached its API, errors included.
      if (key) idempotency.set(key, { fingerprint: `${method} ${url.pathname} ${raw}`, reply: structuredClone(reply) });
    }
    if (!url.pathname.startsWith("/__fake/requests")) {
      requests.push({ method, path: url.pathname, idempotencyKey: key, params, status: reply.status, replayed });
    }
    res.writeHead(reply.status, {
      "Content-Type": "application/json",
      "Request-Id": stripeId("req"),
      ...(key ? { "Idempotency-Key": key } : {}),
      ...(replayed ? { "Idempotent-Replayed": "true" } : {}),
    });
    res.end(JSON.stringify(reply.body));
  });

  return {
    /** Listens on a free loopback port and resolves with it. */
    listen: () =>
      new Promise<number>((resolve) => {
        server.listen(0, "127.0.0.1", () => {
          const address = server.address();
          resolve(typeof address === "object" && address ? address.port : 0);
        });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
