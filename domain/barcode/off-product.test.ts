import { describe, expect, it } from "vitest";
import { servingLabel } from "./off-product";

describe("a product's serving, as the picker lists it", () => {
  it.each([
    ["1 bar (60 g)", "1 bar"],
    ["2 biscuits (25g)", "2 biscuits"],
    ["1 glass (250 ml)", "1 glass"],
    ["30 g", "1 serving"],
    ["30g", "1 serving"],
    ["  ", "1 serving"],
    [null, "1 serving"],
    ["1 pot", "1 pot"],
  ])("%j is listed as %j", (stated, label) => {
    expect(servingLabel(stated)).toBe(label);
  });
});
