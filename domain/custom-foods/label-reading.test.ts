import { describe, expect, it } from "vitest";
import { readLabelModelAnswer } from "./label-answer";
import { checkLabel } from "./label-reading";

const answer = (over: Record<string, unknown> = {}) => ({
  isLabel: true,
  name: "Skyr",
  brand: "Arla",
  basis: "per100g",
  servingGrams: null,
  protein: 11,
  kcal: 63,
  carbs: 4,
  fat: 0.2,
  ...over,
});

const check = (over: Record<string, unknown> = {}) => {
  const read = readLabelModelAnswer(JSON.stringify(answer(over)));
  if (!read) throw new Error("not the contract");
  return checkLabel(read);
};

describe("reading a nutrition label", () => {
  it("keeps a per-100 g label as it is", () => {
    expect(check()).toEqual({
      ok: true,
      reading: {
        name: "Skyr",
        brand: "Arla",
        basis: "100g",
        servingGrams: null,
        per100g: { protein: 11, kcal: 63, carbs: 4, fat: 0.2 },
        perServing: null,
        notes: [],
      },
    });
  });

  it("converts a per-serving label to 100 g (x 100 / the serving's grams) and keeps the serving's own figures", () => {
    const result = check({ basis: "perServing", servingGrams: 60, protein: 20, kcal: 210, carbs: 22, fat: 7 });
    expect(result).toMatchObject({
      ok: true,
      reading: {
        basis: "serving",
        servingGrams: 60,
        per100g: { protein: 33.33, kcal: 350, carbs: 36.67, fat: 11.67 },
        perServing: { protein: 20, kcal: 210, carbs: 22, fat: 7 },
      },
    });
  });

  it("gives a per-100 g label's serving figures when it prints a serving size", () => {
    const result = check({ servingGrams: 150 });
    expect(result.ok && result.reading.perServing).toEqual({ protein: 16.5, kcal: 94.5, carbs: 6, fat: 0.3 });
  });

  it.each([
    ["not a label", { isLabel: false, protein: null }, "LABEL_NOT_FOUND"],
    ["no protein figure", { protein: null }, "LABEL_UNREADABLE"],
    ["per serving without the serving's weight", { basis: "perServing" }, "LABEL_UNREADABLE"],
    ["more protein than 100 g", { protein: 120 }, "LABEL_IMPLAUSIBLE"],
    [
      "a serving whose protein outweighs it",
      { basis: "perServing", servingGrams: 20, protein: 25 },
      "LABEL_IMPLAUSIBLE",
    ],
    ["macros adding up past the weight", { protein: 40, carbs: 50, fat: 30 }, "LABEL_IMPLAUSIBLE"],
    ["a negative figure", { fat: -1 }, "LABEL_IMPLAUSIBLE"],
    ["over 900 kcal", { kcal: 1500, protein: 1, carbs: 1, fat: 99 }, "LABEL_IMPLAUSIBLE"],
    ["a serving of 0 g", { basis: "perServing", servingGrams: 0 }, "LABEL_IMPLAUSIBLE"],
  ])("refuses %s with a message that says what to do", (_label, over, code) => {
    const result = check(over);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(code);
    expect(result.message).toMatch(/type the numbers in yourself/);
  });

  it("leaves out calories that cannot come from the protein, carbs and fat (kJ read as kcal), with a note", () => {
    // 263 kJ is 63 kcal: a kcal figure of 263 is far more than 11 g protein, 4 g carbs and 0.2 g fat give.
    const result = check({ kcal: 263 });
    expect(result.ok && result.reading.per100g.kcal).toBeNull();
    expect(result.ok && result.reading.notes[0]).toMatch(/kJ instead of kcal/);
  });

  it("reads JSON in a code fence, and nothing else", () => {
    expect(readLabelModelAnswer(`\`\`\`json\n${JSON.stringify(answer())}\n\`\`\``)).not.toBeNull();
    expect(readLabelModelAnswer("{not json")).toBeNull();
    expect(readLabelModelAnswer({ isFood: true, foods: [] })).toBeNull();
  });
});
