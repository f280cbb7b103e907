import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RECIPES } from "../../../domain/recipes/catalog";
import { api } from "../../../worker/api";
import { sha256Hex } from "../../../worker/lib/ids";
import { freshIp, sessionCookie, type TestAccount } from "../accounts";
import { call } from "../client";
import { SESSION } from "./arbitraries/headers";
import { type HostileRequest, requestFor } from "./arbitraries/requests";
import { prepareBilling } from "./billing-states";
import { ownerWithData } from "./fixtures";
import { fakeOutboundServices } from "./outbound";
import { propertyParams, TEST_TIMEOUT_MS } from "./property-params";
import { routeShapes } from "./route-shapes";
import { errorBody, ROUTES } from "./routes";
import { describeChanges, WriteProbe } from "./write-probe";

const FILE = "test/worker/hostile/fuzz.test.ts";

function send(request: HostileRequest, account: TestAccount): Promise<Response> {
  const token = account.cookie.slice("proteo_session=".length);
  const headers = { ...request.headers };
  if (headers.Cookie !== undefined) headers.Cookie = headers.Cookie.replaceAll(SESSION, token);
  return call(request.url, { method: request.method, headers, body: request.body, redirect: "manual" });
}

/** Keeps the session cookie an accepted request handed out, as a browser does (a password change reissues it). */
function adoptNewSession(res: Response, account: TestAccount): void {
  if (/proteo_session=[^;]+/.test(res.headers.get("Set-Cookie") ?? "")) account.cookie = sessionCookie(res);
}

/**
 * Signs the account in again if an accepted request ended its session (logout does), so
 * later cases stay signed in. (A rejected one must not: the write probe would see it.)
 */
async function keepSignedIn(account: TestAccount): Promise<void> {
  const id = await sha256Hex(account.cookie.slice("proteo_session=".length));
  if (await env.DB.prepare("select 1 from sessions where id = ?").bind(id).first()) return;
  const res = await call("/api/auth/login", {
    json: { email: account.email, password: account.password },
    headers: { "CF-Connecting-IP": freshIp() },
  });
  expect(res.status, "signing in again").toBe(200);
  account.cookie = sessionCookie(res);
}

const RESET_REQUEST = "/api/auth/password-reset/request";

const mailsTo = async (address: string) =>
  (
    await env.DB.prepare("select count(*) as n from sent_emails where to_address = ?")
      .bind(address)
      .first<{ n: number }>()
  )?.n ?? 0;

/**
 * A reset link is made and mailed after the answer (waitUntil). When the request named the
 * account, wait for its mail, so that its writes are not taken for the next request's.
 */
async function resetLinkSettled(path: string, request: HostileRequest, account: TestAccount, mailsBefore: number) {
  if (path !== RESET_REQUEST || typeof request.body !== "string") return;
  let email: unknown;
  try {
    email = (JSON.parse(request.body) as { email?: unknown }).email;
  } catch {
    return;
  }
  if (typeof email !== "string" || email.trim().toLowerCase() !== account.email) return;
  for (let tries = 0; tries < 100 && (await mailsTo(account.email)) <= mailsBefore; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("generated requests to every API route", () => {
  let restoreFetch: () => void;
  beforeAll(() => {
    restoreFetch = fakeOutboundServices();
  });
  afterAll(() => restoreFetch());

  it("the route table lists every route the API serves", () => {
    const served = new Set(api.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.served ?? r.path}`))).toEqual(served);
  });

  it.each(ROUTES)(
    "$method $path: never a 5xx, 4xx in the error shape, nothing written on rejection",
    async ({ method, path }) => {
      // An account with one of everything, so generated ids can name real rows.
      const owned = await ownerWithData(RECIPES[0]?.id ?? "");
      const account = owned.account;
      const probe = new WriteProbe(account.id);
      const route = `${method} ${path}`;
      const shape = { ...routeShapes(owned)[route], ...(await prepareBilling(route, account.cookie)) };

      const property = fc.asyncProperty(requestFor(method, path, shape), async (request) => {
        const before = await probe.before();
        const mailsBefore = path === RESET_REQUEST ? await mailsTo(account.email) : 0;
        const res = await send(request, account);
        if (res.status >= 500) throw new Error(`answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
        if (res.status >= 400) {
          await errorBody(res);
          const after = await probe.after();
          if (after !== before) throw new Error(`answered ${res.status} but wrote:\n${describeChanges(before, after)}`);
        } else {
          await res.body?.cancel();
          await resetLinkSettled(path, request, account, mailsBefore);
          probe.forget();
          adoptNewSession(res, account);
          await keepSignedIn(account);
        }
      });
      await fc.assert(property, propertyParams(FILE, `${method} ${path}:`));
    },
    TEST_TIMEOUT_MS,
  );
});
