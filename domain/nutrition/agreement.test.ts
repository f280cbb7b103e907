import { describe, expect, it } from "vitest";
import { disagrees } from "./agreement";

describe("disagrees: a food that names another protein than the one typed", () => {
  it("catches a match whose protein is not the one typed", () => {
    expect(disagrees("chicken burrito bowl", "Burrito with beans and beef")).toBe(true);
    expect(disagrees("a tuna sandwich", "Chicken sandwich")).toBe(true);
    expect(disagrees("2 prawn skewers", "Beef skewers")).toBe(true);
  });
  it("lets a match stand that names the same protein, or where the text names none", () => {
    expect(disagrees("burrito", "Burrito with beans and beef")).toBe(false);
    expect(disagrees("beef burrito", "Burrito with beans and beef")).toBe(false);
    expect(disagrees("steak", "Beef steak, grilled")).toBe(false);
    expect(disagrees("2 eggs", "Egg, whole, cooked")).toBe(false);
    expect(disagrees("grilled chicken breast", "Chicken breast, roasted")).toBe(false);
    expect(disagrees("turkey bacon", "Bacon")).toBe(false);
    expect(disagrees("prawns", "Shrimp, cooked")).toBe(false);
  });
});
