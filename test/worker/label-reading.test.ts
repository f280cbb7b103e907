import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { LABEL_ANSWER_JSON_SCHEMA } from "../../domain/custom-foods/label-answer";
import worker from "../../worker/index";
import { countOwnRows, objectSql, ownData, signUp } from "./accounts";
import { call, ORIGIN } from "./client";
import { answer, fakeVision, fakeWorkersAi, labelAnswer } from "./fake-vision";
import { JPEG, uploadPhoto } from "./photos";

let restore: (() => void) | undefined;
afterEach(() => restore?.());

const labelForm = (bytes: Uint8Array = JPEG, type = "image/jpeg") => {
  const form = new FormData();
  form.append("photo", new Blob([bytes], { type }), "label.jpg");
  return form;
};

const readLabel = (cookie: string | null, form: FormData = labelForm()) =>
  call("/api/foods/label", { method: "POST", body: form, headers: cookie ? { Cookie: cookie } : {} });

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { message: string; code: string }) };
}

/** Analyses counted in the user's own object (ADR 067). */
const usedToday = async (userId: string) =>
  (await objectSql<{ n: number }>(userId, "select coalesce(sum(count), 0) as n from ai_usage"))[0]?.n ?? 0;

const SKYR = { name: "Skyr natural", brand: "Arla", protein: 11, kcal: 63, carbs: 4, fat: 0.2 };

describe("POST /api/foods/label (OpenAI-compatible provider)", () => {
  it("asks the model with the label schema and answers the label's numbers per 100 g, storing nothing", async () => {
    const vision = fakeVision(() => ({ content: labelAnswer(SKYR) }));
    restore = vision.restore;
    const a = await signUp();
    const res = await readLabel(a.cookie);
    expect(res.status).toBe(200);
    // The session and the day's analysis in one D1 batch, as a photo analysis takes it.
    expect(res.headers.get("X-D1-Round-Trips")).toBe("1");
    expect(await res.json()).toEqual({
      name: "Skyr natural",
      brand: "Arla",
      basis: "100g",
      servingGrams: null,
      per100g: { protein: 11, kcal: 63, carbs: 4, fat: 0.2 },
      perServing: null,
      notes: [],
    });
    const sent = vision.calls[0]?.body;
    expect(sent?.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "nutrition_label", strict: true, schema: LABEL_ANSWER_JSON_SCHEMA },
    });
    expect(JSON.stringify(sent?.messages[0])).toContain("nutrition labels");
    const user = sent?.messages.find((m) => m.role === "user");
    const image = Array.isArray(user?.content) ? user.content.find((p) => p.type === "image_url") : undefined;
    expect(image?.image_url?.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect((await ownData(a.id)).ownFoods.length).toBe(0);
    expect(await countOwnRows(a.id, "photos")).toBe(0);
    // A label read is one AI analysis of the day.
    expect(await usedToday(a.id)).toBe(1);
  });

  it("converts a per-serving label to 100 g (x 100 / the serving's grams) and keeps the serving's figures", async () => {
    restore = fakeVision(() => ({
      content: labelAnswer({ basis: "perServing", servingGrams: 60, protein: 20, kcal: 210, carbs: 22, fat: 7 }),
    })).restore;
    const a = await signUp();
    const res = await readLabel(a.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      basis: "serving",
      servingGrams: 60,
      per100g: { protein: 33.33, kcal: 350, carbs: 36.67, fat: 11.67 },
      perServing: { protein: 20, kcal: 210, carbs: 22, fat: 7 },
    });
  });

  it.each([
    ["malformed JSON", () => ({ content: "{not json" }), 502, "LABEL_READ_FAILED"],
    ["a meal answer instead of a label's", () => ({ content: answer([]) }), 502, "LABEL_READ_FAILED"],
    ["a 500", () => ({ status: 500, body: "upstream exploded" }), 502, "LABEL_READ_FAILED"],
    ["a timeout", () => ({ hang: true as const }), 502, "LABEL_READ_FAILED"],
    ["120 g of protein in 100 g", () => ({ content: labelAnswer({ protein: 120 }) }), 422, "LABEL_IMPLAUSIBLE"],
    [
      "a serving whose macros outweigh it",
      () => ({ content: labelAnswer({ basis: "perServing", servingGrams: 30, protein: 25, carbs: 20 }) }),
      422,
      "LABEL_IMPLAUSIBLE",
    ],
    [
      "per serving without the serving's weight",
      () => ({ content: labelAnswer({ basis: "perServing", protein: 10 }) }),
      422,
      "LABEL_UNREADABLE",
    ],
    ["no label in the photo", () => ({ content: labelAnswer({ isLabel: false }) }), 422, "LABEL_NOT_FOUND"],
  ])("answers %s with a clear error, stores nothing and gives the analysis back", async (_l, reply, status, code) => {
    restore = fakeVision(reply).restore;
    const a = await signUp();
    const err = await errorOf(await readLabel(a.cookie));
    expect(err).toMatchObject({ status, code });
    expect(err.message).toMatch(/type the numbers in yourself/);
    expect((await ownData(a.id)).ownFoods.length).toBe(0);
    // The analysis taken for it is given back, and the day's row it made goes with it.
    expect(await countOwnRows(a.id, "ai_usage")).toBe(0);
  });

  it("refuses a file that is not an image by its bytes, or no photo at all, before asking the model", async () => {
    const vision = fakeVision(() => ({ content: labelAnswer(SKYR) }));
    restore = vision.restore;
    const a = await signUp();
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");
    // The browser's word (image/jpeg) does not count: the bytes are a PDF.
    const wrongType = await errorOf(await readLabel(a.cookie, labelForm(pdf, "image/jpeg")));
    expect(wrongType).toMatchObject({ status: 415, code: "UNSUPPORTED_IMAGE" });
    const none = new FormData();
    none.append("note", "no photo");
    expect(await errorOf(await readLabel(a.cookie, none))).toMatchObject({ status: 400, code: "INVALID_INPUT" });
    const notAForm = await call("/api/foods/label", {
      method: "POST",
      json: { photo: "data:image/jpeg;base64,/9j/" },
      headers: { Cookie: a.cookie },
    });
    expect(await errorOf(notAForm)).toMatchObject({ status: 400, code: "INVALID_INPUT" });
    expect(vision.calls).toHaveLength(0);
    expect(await usedToday(a.id)).toBe(0);
  });

  it("answers 401 to a visitor who is not signed in (guests get no AI), without asking the model", async () => {
    const vision = fakeVision(() => ({ content: labelAnswer(SKYR) }));
    restore = vision.restore;
    expect(await errorOf(await readLabel(null))).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(await errorOf(await readLabel("proteo_session=forged"))).toMatchObject({ status: 401 });
    expect(vision.calls).toHaveLength(0);
  });

  it("shares the free plan's 3 AI analyses a day with photo analysis, then says to type the numbers", async () => {
    restore = fakeVision((): { content: string } => ({ content: labelAnswer(SKYR) })).restore;
    const a = await signUp();
    expect((await readLabel(a.cookie)).status).toBe(200);
    expect((await readLabel(a.cookie)).status).toBe(200);
    restore();
    restore = fakeVision(() => ({
      content: answer([{ name: "apple", grams: 180, protein: 0.5, confidence: 0.9 }]),
    })).restore;
    const imageUrl = await uploadPhoto(a.cookie);
    const analysis = await call("/api/analyze-meal", {
      json: { imageUrl, mealType: "snack" },
      headers: { Cookie: a.cookie },
    });
    expect(analysis.status).toBe(201);
    const err = await errorOf(await readLabel(a.cookie));
    expect(err).toMatchObject({ status: 429, code: "AI_QUOTA_EXCEEDED" });
    expect(err.message).toBe(
      "You've used your 3 free AI analyses for today. Upgrade to Pro for unlimited analyses, or type the label's numbers instead.",
    );
    expect(await usedToday(a.id)).toBe(3);
  });

  it("lets six reads racing for the free plan's 3 through exactly three times, asking the model three times", async () => {
    const vision = fakeVision(() => ({ content: labelAnswer(SKYR) }));
    restore = vision.restore;
    const a = await signUp();
    const statuses = (await Promise.all(Array.from({ length: 6 }, () => readLabel(a.cookie)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(vision.calls).toHaveLength(3);
    expect(await usedToday(a.id)).toBe(3);
  });

  it("lets Pro read past 3 a day", async () => {
    restore = fakeVision(() => ({ content: labelAnswer(SKYR) })).restore;
    const a = await signUp();
    await env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(a.id).run();
    for (let i = 0; i < 4; i++) expect((await readLabel(a.cookie)).status).toBe(200);
  });
});

async function readLabelWithEnv(overrides: Record<string, unknown>, cookie: string) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/foods/label`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN },
      body: labelForm(),
    }),
    { ...env, ...overrides } as typeof env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("POST /api/foods/label on other providers", () => {
  it("provider none (npm start's default): a 503 that says label reading needs a provider, nothing taken", async () => {
    const a = await signUp();
    const err = await errorOf(await readLabelWithEnv({ AI_PROVIDER: "none" }, a.cookie));
    expect(err).toEqual({
      status: 503,
      code: "AI_NOT_CONFIGURED",
      message:
        "Label reading needs a photo-analysis provider, and none is configured on this server. Type the label's numbers instead.",
    });
    expect(await usedToday(a.id)).toBe(0);
  });

  it("workers-ai: Gemma 4 in its chat-completions format with the label schema and thinking off", async () => {
    const { AI, runs } = fakeWorkersAi(labelAnswer(SKYR));
    const a = await signUp();
    const res = await readLabelWithEnv({ AI_PROVIDER: "workers-ai", AI }, a.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { per100g: unknown }).per100g).toEqual({ protein: 11, kcal: 63, carbs: 4, fat: 0.2 });
    expect(runs[0]?.model).toBe("@cf/google/gemma-4-26b-a4b-it");
    expect(runs[0]?.inputs.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "nutrition_label", schema: LABEL_ANSWER_JSON_SCHEMA, strict: true },
    });
    expect(runs[0]?.inputs.chat_template_kwargs).toEqual({ enable_thinking: false });
    expect(JSON.stringify(runs[0]?.inputs.messages)).toContain("data:image/jpeg;base64,");
  });

  it("workers-ai: Llama 4 Scout in Meta's format, its parsed answer read the same", async () => {
    const { AI, runs } = fakeWorkersAi(labelAnswer({ basis: "perServing", servingGrams: 40, protein: 10 }));
    const a = await signUp();
    const res = await readLabelWithEnv(
      { AI_PROVIDER: "workers-ai", AI, WORKERS_AI_MODEL: "@cf/meta/llama-4-scout-17b-16e-instruct" },
      a.cookie,
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { per100g: { protein: number } }).per100g.protein).toBe(25);
    expect(runs[0]?.inputs.response_format).toEqual({ type: "json_schema", json_schema: LABEL_ANSWER_JSON_SCHEMA });
    expect(runs[0]?.inputs.chat_template_kwargs).toBeUndefined();
  });
});
