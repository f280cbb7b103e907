import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { MODEL_ANSWER_JSON_SCHEMA } from "../../domain/analysis/model-answer";
import worker from "../../worker/index";
import { countOwnMealRows, countOwnRows, signUp } from "./accounts";
import { call, ORIGIN } from "./client";
import { answer, fakeVision } from "./fake-vision";
import { seedFoods } from "./foods-seed";
import { uploadPhoto } from "./photos";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

const analyze = (cookie: string, imageUrl: string, mealType = "dinner") =>
  call("/api/analyze-meal", { json: { imageUrl, mealType }, headers: { Cookie: cookie } });

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { message: string; code: string }) };
}

describe("POST /api/analyze-meal (OpenAI-compatible provider)", () => {
  it("sends the photo as a data URL with a json_schema, and computes protein from the table", async () => {
    const vision = fakeVision(() => ({
      content: answer([
        { name: "grilled chicken breast", grams: 150, protein: 40, confidence: 0.9 },
        { name: "white rice cooked", grams: 200, protein: 4, confidence: 0.8 },
        { name: "mystery sauce", grams: 30, protein: 1.5, confidence: 0.5 },
      ]),
    }));
    restore = vision.restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const res = await analyze(a.cookie, imageUrl);
    expect(res.status).toBe(201);

    const call0 = vision.calls[0];
    expect(call0?.url).toBe("http://vision.test/v1/chat/completions");
    expect(call0?.authorization).toBe("Bearer sk-test-key");
    expect(call0?.body.model).toBe("vision-test-model");
    expect(call0?.body.response_format.type).toBe("json_schema");
    const user = call0?.body.messages.find((m) => m.role === "user");
    const image = Array.isArray(user?.content) ? user.content.find((p) => p.type === "image_url") : undefined;
    expect(image?.image_url?.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    const meal = (await res.json()) as {
      source: string;
      imageUrl: string;
      totalProtein: number;
      foodItems: { name: string; proteinContent: number; source: string; grams: number; confidence: number }[];
    };
    expect(meal.source).toBe("photo");
    expect(meal.imageUrl).toBe(imageUrl);
    const [chicken, rice, sauce] = meal.foodItems;
    expect(chicken).toMatchObject({ source: "table", grams: 150, proteinContent: 46.5 }); // 150 g × 31.02 g/100 g
    expect(rice?.source).toBe("table");
    expect(sauce).toMatchObject({ source: "model", proteinContent: 1.5, confidence: 0.3 });
    expect(meal.totalProtein).toBeCloseTo((chicken?.proteinContent ?? 0) + (rice?.proteinContent ?? 0) + 1.5, 1);
  });

  it("grounds a food only SR28 knows in the full table, and never guesses from one known word", async () => {
    await seedFoods();
    restore = fakeVision(() => ({
      content: answer([
        { name: "kumquats", grams: 100, protein: 5, confidence: 0.9 },
        { name: "unknownium stew", grams: 250, protein: 20, confidence: 0.8 },
      ]),
    })).restore;
    const a = await signUp();
    const res = await analyze(a.cookie, await uploadPhoto(a.cookie));
    expect(res.status).toBe(201);
    const meal = (await res.json()) as {
      foodItems: { name: string; proteinContent: number; source: string; foodId: string | null }[];
    };
    const [kumquats, stew] = meal.foodItems;
    const detail = (await (await call("/api/foods/usda/09149")).json()) as { name: string; proteinPer100g: number };
    expect(detail.name).toBe("Kumquats, raw");
    expect(kumquats).toMatchObject({ source: "table", foodId: "09149" });
    expect(kumquats?.proteinContent).toBeCloseTo(detail.proteinPer100g, 1); // 100 g
    expect(stew).toMatchObject({ source: "model", foodId: null, proteinContent: 20 });
  });

  it("accepts JSON wrapped in a code fence", async () => {
    restore = fakeVision(() => ({
      content: `\`\`\`json\n${answer([{ name: "boiled egg", grams: 50, protein: 6, confidence: 0.9 }])}\n\`\`\``,
    })).restore;
    const a = await signUp();
    expect((await analyze(a.cookie, await uploadPhoto(a.cookie))).status).toBe(201);
  });

  it("says FOOD_NOT_DETECTED when the photo shows no food, and stores no meal", async () => {
    restore = fakeVision(() => ({ content: answer([], false) })).restore;
    const a = await signUp();
    const err = await errorOf(await analyze(a.cookie, await uploadPhoto(a.cookie)));
    expect(err).toMatchObject({ status: 422, code: "FOOD_NOT_DETECTED", message: "No food detected in this image." });
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
  });

  it.each([
    ["malformed JSON", () => ({ content: "{not json" })],
    ["JSON of another shape", () => ({ content: JSON.stringify({ items: ["rice"] }) })],
    ["a 500", () => ({ status: 500, body: "upstream exploded" })],
    ["a timeout", () => ({ hang: true as const })],
  ])("answers the spec's 'Analysis Error' for %s, keeps the photo, gives the quota back", async (_label, reply) => {
    restore = fakeVision(reply).restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const err = await errorOf(await analyze(a.cookie, imageUrl));
    expect(err).toMatchObject({
      status: 502,
      code: "ANALYSIS_FAILED",
      message: "Failed to analyze your meal. Please try again.",
    });
    expect(await countOwnMealRows(a.id, "meals")).toBe(0);
    expect((await call(imageUrl, { headers: { Cookie: a.cookie } })).status).toBe(200);
    expect(await countOwnRows(a.id, "ai_usage", "count > 0")).toBe(0);
  });

  it("retrying the same photo returns the same meal, never a second one", async () => {
    restore = fakeVision(() => ({
      content: answer([{ name: "salmon", grams: 120, protein: 25, confidence: 0.9 }]),
    })).restore;
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const first = await analyze(a.cookie, imageUrl);
    const second = await analyze(a.cookie, imageUrl);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(await countOwnMealRows(a.id, "meals")).toBe(1);
  });

  it("allows 3 analyses a day on the free plan, then explains the limit", async () => {
    restore = fakeVision(() => ({
      content: answer([{ name: "apple", grams: 180, protein: 0.5, confidence: 0.9 }]),
    })).restore;
    const a = await signUp();
    for (let i = 0; i < 3; i++) expect((await analyze(a.cookie, await uploadPhoto(a.cookie))).status).toBe(201);
    const err = await errorOf(await analyze(a.cookie, await uploadPhoto(a.cookie)));
    expect(err).toMatchObject({ status: 429, code: "AI_QUOTA_EXCEEDED" });
    expect(err.message).toContain("Upgrade to Pro");
  });

  it("refuses another user's photo and a photo link that is not ours", async () => {
    restore = fakeVision(() => ({
      content: answer([{ name: "apple", grams: 180, protein: 0.5, confidence: 0.9 }]),
    })).restore;
    const a = await signUp();
    const b = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    expect((await analyze(b.cookie, imageUrl)).status).toBe(404);
    expect((await analyze(b.cookie, "https://evil.example/a.jpg")).status).toBe(400);
    expect(await countOwnMealRows(b.id, "meals")).toBe(0);
  });
});

async function analyzeWithEnv(overrides: Record<string, unknown>, cookie: string, imageUrl: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/analyze-meal`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ imageUrl, mealType: "lunch" }),
    }),
    { ...env, ...overrides } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("other providers", () => {
  it("provider none: a 503 saying analysis is not configured", async () => {
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const err = await errorOf(await analyzeWithEnv({ AI_PROVIDER: "none" }, a.cookie, imageUrl));
    expect(err).toMatchObject({ status: 503, code: "AI_NOT_CONFIGURED" });
  });

  it("workers-ai: Gemma 4 by default, asked in its chat-completions format with thinking off; its answer is grounded", async () => {
    const runs: { model: string; inputs: Record<string, unknown> & { messages: unknown[] } }[] = [];
    // Workers AI's answer for @cf/google/gemma-4-26b-a4b-it: an OpenAI chat completion whose
    // message content is the JSON the schema asked for.
    const AI = {
      run: async (model: string, inputs: (typeof runs)[number]["inputs"]) => {
        runs.push({ model, inputs });
        return {
          id: "chatcmpl-1",
          object: "chat.completion",
          created: 1_796_000_000,
          model,
          choices: [
            {
              index: 0,
              message: {
                role: "assistant",
                content: JSON.stringify({
                  isFood: true,
                  foods: [{ name: "firm tofu", grams: 100, protein: 9, confidence: 0.8 }],
                }),
              },
              finish_reason: "stop",
              logprobs: null,
            },
          ],
          usage: { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 },
        };
      },
    };
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const res = await analyzeWithEnv({ AI_PROVIDER: "workers-ai", AI }, a.cookie, imageUrl);
    expect(res.status).toBe(201);
    expect(runs[0]?.model).toBe("@cf/google/gemma-4-26b-a4b-it");
    expect(runs[0]?.inputs.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "meal_analysis", schema: MODEL_ANSWER_JSON_SCHEMA, strict: true },
    });
    expect(runs[0]?.inputs.chat_template_kwargs).toEqual({ enable_thinking: false });
    expect(JSON.stringify(runs[0]?.inputs.messages)).toContain("data:image/jpeg;base64,");
    const meal = (await res.json()) as { foodItems: { name: string; source: string; confidence: number }[] };
    expect(meal.foodItems[0]).toMatchObject({ source: "table", confidence: 0.8 });
    expect(meal.foodItems[0]?.name).toMatch(/tofu/i);
  });

  it("workers-ai: Llama 4 Scout stays selectable with WORKERS_AI_MODEL, in its own format", async () => {
    const runs: { model: string; inputs: { response_format?: unknown; chat_template_kwargs?: unknown } }[] = [];
    const AI = {
      run: async (model: string, inputs: (typeof runs)[number]["inputs"]) => {
        runs.push({ model, inputs });
        return { response: { isFood: true, foods: [{ name: "firm tofu", grams: 100, protein: 9, confidence: 0.8 }] } };
      },
    };
    const a = await signUp();
    const imageUrl = await uploadPhoto(a.cookie);
    const res = await analyzeWithEnv(
      { AI_PROVIDER: "workers-ai", AI, WORKERS_AI_MODEL: "@cf/meta/llama-4-scout-17b-16e-instruct" },
      a.cookie,
      imageUrl,
    );
    expect(res.status).toBe(201);
    expect(runs[0]?.model).toBe("@cf/meta/llama-4-scout-17b-16e-instruct");
    expect(runs[0]?.inputs.response_format).toEqual({ type: "json_schema", json_schema: MODEL_ANSWER_JSON_SCHEMA });
    expect(runs[0]?.inputs.chat_template_kwargs).toBeUndefined();
    const meal = (await res.json()) as { foodItems: { source: string }[] };
    expect(meal.foodItems[0]?.source).toBe("table");
  });
});

describe("PUT /api/meals/{mealId}/food-items", () => {
  it("re-matches a renamed food against the table and recalculates the total", async () => {
    restore = fakeVision(() => ({
      content: answer([
        { name: "white fish", grams: 100, protein: 20, confidence: 0.7 },
        { name: "rice", grams: 100, protein: 3, confidence: 0.8 },
      ]),
    })).restore;
    const a = await signUp();
    const meal = (await (await analyze(a.cookie, await uploadPhoto(a.cookie))).json()) as {
      id: string;
      foodItems: { id: string; name: string }[];
    };
    const [fish, rice] = meal.foodItems;
    const res = await call(`/api/meals/${meal.id}/food-items`, {
      method: "PUT",
      json: { foodItems: [{ id: fish?.id, name: "salmon", originalName: fish?.name, grams: 150 }] },
      headers: { Cookie: a.cookie },
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as {
      totalProtein: number;
      foodItems: {
        name: string;
        originalName: string | null;
        proteinContent: number;
        source: string;
        grams: number;
        confidence: number;
      }[];
    };
    const salmon = updated.foodItems[0];
    // The grams were typed (150, the model said 100): no estimate is left, so no range either.
    expect(salmon).toMatchObject({
      name: "salmon",
      originalName: "white fish",
      source: "table",
      grams: 150,
      confidence: 1,
    });
    expect(updated.foodItems[1]).toMatchObject({ name: "rice", confidence: 0.8 });
    expect(updated.totalProtein).toBeCloseTo(
      (salmon?.proteinContent ?? 0) + (updated.foodItems[1]?.proteinContent ?? 0),
      1,
    );
    expect(rice?.name).toBe("rice");

    const b = await signUp();
    const foreign = await call(`/api/meals/${meal.id}/food-items`, {
      method: "PUT",
      json: { foodItems: [{ id: fish?.id, name: "x" }] },
      headers: { Cookie: b.cookie },
    });
    expect(foreign.status).toBe(404);
  });
});
