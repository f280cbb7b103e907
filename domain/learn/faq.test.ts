import { describe, expect, it } from "vitest";
import { BASE_GRAMS_PER_KG, HEALTH_GOALS } from "../goals/formula";
import { foodById } from "../nutrition/table";
import { ANIMAL_SOURCES, FAQ, PLANT_SOURCES, PROTEIN_RANGES, SAFE_UPPER_G_PER_KG } from "./faq";

const textOf = (id: string) =>
  FAQ.find((f) => f.id === id)
    ?.answer.flat()
    .join(" ") ?? "";

describe("Learn FAQ", () => {
  it("answers the Learn page's seven questions, each with real text", () => {
    expect(FAQ.map((f) => f.question)).toEqual([
      "What is protein and why do I need it?",
      "How much protein do I need each day?",
      "How does Proteo calculate my protein goal?",
      "What are the best sources of protein?",
      "When should I eat protein?",
      "Can I eat too much protein?",
      "How does Proteo help me track my protein?",
    ]);
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(7);
    for (const f of FAQ) expect(f.answer.flat().join(" ").length, f.id).toBeGreaterThan(200);
  });

  it("states the protein ranges the Learn page teaches", () => {
    const text = textOf("how-much");
    expect(text).toContain("Losing fat: 1.6-2.0 g per kg");
    expect(text).toContain("Maintaining: 1.2-1.6 g per kg");
    expect(text).toContain("Building muscle: 1.8-2.4 g per kg");
    expect(text).toContain("roughly 84-112 g a day");
    expect(textOf("too-much")).toContain("up to about 2.5 g per kg");
    expect(SAFE_UPPER_G_PER_KG).toBe(2.5);
    expect(textOf("timing")).toContain("about 20-40 g at a time");
    expect(textOf("timing")).toContain("aim for 20-40 g within 2 hours");
  });

  it("explains Proteo's own formula, whose base amounts sit inside those ranges", () => {
    const text = textOf("how-calculated");
    expect(text).toContain("1.8 g per kg to lose fat, 1.4 g per kg to maintain and 2.0 g per kg to build muscle");
    expect(text).toContain("Sedentary (little to no exercise): × 0.9");
    expect(text).toContain("Light (1-3 days/week): × 1.0");
    expect(text).toContain("Active (6-7 days/week): × 1.1");
    expect(text).toContain("Very active (intense daily exercise): × 1.15");
    expect(text).toContain("180 lbs (81.6 kg)");
    expect(text).toContain("81.6 × 2.0 × 1.05 ≈ 171 g a day");
    for (const goal of HEALTH_GOALS) {
      const [low, high] = PROTEIN_RANGES[goal];
      expect(BASE_GRAMS_PER_KG[goal]).toBeGreaterThanOrEqual(low);
      expect(BASE_GRAMS_PER_KG[goal]).toBeLessThanOrEqual(high);
    }
  });

  it("quotes protein sources as the nutrition table gives them", () => {
    for (const s of [...ANIMAL_SOURCES, ...PLANT_SOURCES]) {
      const food = foodById(s.foodId);
      expect(food, s.foodId).toBeDefined();
      expect(s.protein, s.foodId).toBe(Math.round(((food?.proteinPer100g ?? 0) * s.grams) / 100));
      expect(textOf("best-sources")).toContain(`${s.portion}: about ${s.protein} g`);
    }
  });
});
