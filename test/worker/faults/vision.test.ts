import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countOwnMealRows, countOwnRows, objectSql, signUp } from "../accounts";
import { call } from "../client";
import { uploadPhoto } from "../photos";

// The vision provider slow, down or answering garbage. analysis.test.ts already covers
// malformed JSON, JSON of another shape, a 500 and a request that never answers; these are the
// other ways it fails. After each: a 502, no meal, the day's quota given back, the photo kept
// and usable, and the next good answer stores exactly one meal.
const TIMEOUT_MS = Number(env.AI_TIMEOUT_MS);

const completion = (content: unknown) =>
  Response.json({
    id: "chatcmpl-fault",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "vision-test-model",
    choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
  });

const GOOD = JSON.stringify({
  isFood: true,
  foods: [{ name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 }],
});

type Behaviour = (signal: AbortSignal) => Promise<Response>;
let behaviour: Behaviour = async () => completion(GOOD);
let visionCalls = 0;

const realFetch = globalThis.fetch;
vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
  const request = new Request(input, init);
  if (!request.url.startsWith("http://vision.test/v1/")) return realFetch(input, init);
  visionCalls += 1;
  return behaviour(request.signal);
});
afterEach(() => {
  behaviour = async () => completion(GOOD);
});

/** Answers after `ms`, unless the caller gives up first (as a real fetch does on abort). */
const after =
  (ms: number, make: () => Response): Behaviour =>
  (signal) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(make()), ms);
      signal.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          reject(signal.reason);
        },
        { once: true },
      );
    });

const analyze = (cookie: string, imageUrl: string) =>
  call("/api/analyze-meal", { json: { imageUrl, mealType: "dinner" }, headers: { Cookie: cookie } });

const cases: [string, Behaviour][] = [
  ["slow: the answer comes after AI_TIMEOUT_MS", after(TIMEOUT_MS * 3, () => completion(GOOD))],
  [
    "down: connection refused",
    async () => {
      throw new TypeError("Network connection lost.");
    },
  ],
  [
    "down: 503 with Retry-After",
    async () => new Response("overloaded", { status: 503, headers: { "Retry-After": "30" } }),
  ],
  ["down: 429 rate limited", async () => new Response('{"error":"rate_limit"}', { status: 429 })],
  ["garbage: an HTML error page with status 200", async () => new Response("<html><body>Bad gateway</body></html>")],
  ["garbage: an empty body", async () => new Response("", { status: 200 })],
  ["garbage: no choices", async () => Response.json({ id: "x", choices: [] })],
  ["garbage: null content", async () => completion(null)],
  ["garbage: truncated JSON", async () => completion('{"isFood": true, "foods": [{"name": "rice", "gra')],
  [
    "garbage: impossible numbers",
    async () =>
      completion(
        JSON.stringify({ isFood: true, foods: [{ name: "rice", grams: -5, protein: "lots", confidence: 7 }] }),
      ),
  ],
];

describe("the vision provider failing", () => {
  it.each(cases)("%s: 502, no meal, quota given back, photo kept; the retry stores one meal", async (_l, fault) => {
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    behaviour = fault;
    const callsBefore = visionCalls;
    const res = await analyze(a.cookie, imageUrl);
    expect(visionCalls).toBe(callsBefore + 1);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      code: "ANALYSIS_FAILED",
      message: "Failed to analyze your meal. Please try again.",
    });
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    expect(await countOwnRows(a.id, "ai_usage", "count > 0")).toBe(0);
    expect(await countOwnRows(a.id, "photos", "status = 'stored'")).toBe(1);
    expect((await call(imageUrl, { headers: { Cookie: a.cookie } })).status).toBe(200);

    // A slow answer that lands after the timeout must not store a meal behind the user's back.
    await new Promise((r) => setTimeout(r, TIMEOUT_MS * 3 + 100));
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);

    // The provider recovers: the same photo is analysed once, and retrying it stays one meal.
    behaviour = async () => completion(GOOD);
    expect((await analyze(a.cookie, imageUrl)).status).toBe(201);
    expect((await analyze(a.cookie, imageUrl)).status).toBe(200);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
    expect(await countOwnMealRows(a.id, "food_items")).toBe(1);
    const [usage] = await objectSql<{ n: number }>(a.id, "select sum(count) as n from ai_usage");
    expect(usage?.n).toBe(1);
  });

  it("three failures in a row cost a free user none of their three daily analyses", async () => {
    const a = await signUp();
    behaviour = async () => new Response("down", { status: 503 });
    for (let i = 0; i < 3; i++) expect((await analyze(a.cookie, await uploadPhoto(a.cookie))).status).toBe(502);
    behaviour = async () => completion(GOOD);
    for (let i = 0; i < 3; i++) expect((await analyze(a.cookie, await uploadPhoto(a.cookie))).status).toBe(201);
    expect(await countOwnMealRows(a.id, "meals")).toBe(3);
    expect(await countOwnRows(a.id, "photos")).toBe(6);
  });

  it("two analyses of the same photo at once (a double tap, a retry racing): one meal, one analysis charged", async () => {
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    behaviour = after(50, () => completion(GOOD));
    const responses = await Promise.all([analyze(a.cookie, imageUrl), analyze(a.cookie, imageUrl)]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
    const [usage] = await objectSql<{ n: number }>(a.id, "select sum(count) as n from ai_usage");
    expect(usage?.n).toBe(1);
  });
});
