import { describe, expect, it } from "vitest";
import { countedPortionText, oneServing, shortMeasure, splitPortionLabel, tidyAmountText } from "./portion-size";

describe("portion texts written one way", () => {
  it("splits a label into its amount and measure", () => {
    expect(splitPortionLabel("1 large")).toEqual({ amount: 1, measure: "large" });
    expect(splitPortionLabel("½ cup, chopped")).toEqual({ amount: 0.5, measure: "cup, chopped" });
    expect(splitPortionLabel("1½ scoops")).toEqual({ amount: 1.5, measure: "scoops" });
    expect(splitPortionLabel("2.5 oz")).toEqual({ amount: 2.5, measure: "oz" });
    expect(splitPortionLabel("bar")).toEqual({ amount: 1, measure: "bar" });
    expect(splitPortionLabel("serving 1/2 cup")).toEqual({ amount: 1, measure: "serving 1/2 cup" });
  });

  it("shortens the USDA table's measures to their first words", () => {
    expect(shortMeasure("unit (yield from 1 lb ready-to-cook chicken)")).toBe("unit");
    expect(shortMeasure("piece, cooked, excluding refuse (yield from 1 lb raw meat with refuse)")).toBe("piece");
    expect(shortMeasure("cup (8 fl oz)")).toBe("cup");
    expect(shortMeasure("fl oz")).toBe("fl oz");
  });

  it("writes a counted portion with one amount and whole grams, never a doubled count", () => {
    expect(countedPortionText("1 large", 1, 50)).toBe("1 large (50 g)");
    expect(countedPortionText("1 large", 3, 150)).toBe("3 large (150 g)");
    expect(countedPortionText("1 slice", 2, 56.4)).toBe("2 slices (56 g)");
    expect(countedPortionText("½ cup, chopped", 3, 120)).toBe("1½ cups (120 g)");
    expect(countedPortionText("1 unit (yield from 1 lb ready-to-cook chicken)", 1, 160.5)).toBe("1 unit (161 g)");
    expect(countedPortionText("1 bar", 1, 60)).toBe("1 bar (60 g)");
    expect(countedPortionText("bar", 2, 120)).toBe("2 bars (120 g)");
    expect(countedPortionText("2 cookies", 1, 30)).toBe("2 cookies (30 g)");
    expect(countedPortionText("1 oz", 2, 56.7)).toBe("2 oz (57 g)");
    expect(countedPortionText("1 tsp", 1, 4.2)).toBe("1 tsp (4.2 g)");
  });

  it("gives a serving label its amount once", () => {
    expect(oneServing("bar")).toBe("1 bar");
    expect(oneServing("1 bar")).toBe("1 bar");
    expect(oneServing("2 biscuits")).toBe("2 biscuits");
    expect(oneServing("serving")).toBe("1 serving");
  });

  it("drops the trailing zeros another app wrote", () => {
    expect(tidyAmountText("30.00 g")).toBe("30 g");
    expect(tidyAmountText("1.50 cup")).toBe("1.5 cup");
    expect(tidyAmountText("2 large")).toBe("2 large");
    expect(tidyAmountText("100 g")).toBe("100 g");
    expect(tidyAmountText("0.25 cup")).toBe("0.25 cup");
    expect(tidyAmountText("1.05 oz")).toBe("1.05 oz");
  });
});
