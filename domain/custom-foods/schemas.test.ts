import { describe, expect, it } from "vitest";
import { customFoodInputSchema, nameKey } from "./schemas";

describe("a food of one's own", () => {
  it("is stored per 100 g when entered per 100 g", () => {
    const parsed = customFoodInputSchema.parse({ name: " Skyr ", basis: "100g", protein: 11, kcal: 63 });
    expect(parsed).toEqual({
      name: "Skyr",
      brand: null,
      proteinPer100g: 11,
      kcalPer100g: 63,
      servingGrams: null,
      servingLabel: null,
      barcode: null,
    });
  });

  it("is converted to 100 g when entered per serving, keeping the serving", () => {
    const parsed = customFoodInputSchema.parse({
      name: "Protein bar",
      basis: "serving",
      protein: 20,
      kcal: 200,
      servingGrams: 60,
      servingLabel: "1 bar",
      barcode: "036000291452",
    });
    expect(parsed.proteinPer100g).toBe(33.33);
    expect(parsed.kcalPer100g).toBe(333.33);
    expect(parsed.servingGrams).toBe(60);
    expect(parsed.servingLabel).toBe("1 bar");
    expect(parsed.barcode).toBe("0036000291452");
  });

  it("refuses impossible or missing numbers with a message naming the field", () => {
    const cases: [unknown, string, string][] = [
      [{ name: "", basis: "100g", protein: 1 }, "name", "Give the food a name."],
      [{ name: "A", basis: "serving", protein: 1 }, "servingGrams", "Enter how many grams one serving weighs."],
      [
        { name: "A", basis: "100g", protein: 101 },
        "protein",
        "Protein cannot be more than the 100 g it is counted in.",
      ],
      [
        { name: "A", basis: "serving", servingGrams: 30, protein: 31 },
        "protein",
        "Protein cannot be more than the 30 g it is counted in.",
      ],
      [{ name: "A", basis: "100g", protein: -1 }, "protein", "Protein cannot be negative."],
      [{ name: "A", basis: "100g", protein: 1, kcal: 950 }, "kcal", "No food has more than 900 kcal per 100 g."],
      [
        { name: "A", basis: "100g", protein: 1, barcode: "6291041500214" },
        "barcode",
        "That barcode's last digit does not match the others. Check the number and try again.",
      ],
    ];
    for (const [input, path, message] of cases) {
      const result = customFoodInputSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
    }
  });

  it("compares names without case or extra spaces", () => {
    expect(nameKey("  Greek   Yogurt ")).toBe(nameKey("greek yogurt"));
  });
});
