import { describe, expect, it } from "vitest";
import { stripFiller } from "./filler";

describe("stripFiller", () => {
  it.each([
    ["for breakfast i had 2 eggs", "2 eggs"],
    ["for lunch i ate 150g chicken breast", "150g chicken breast"],
    ["this morning i had oatmeal", "oatmeal"],
    ["dinner was salmon 150g", "salmon 150g"],
    ["just a banana", "a banana"],
    ["then i also had some almonds", "almonds"],
    ["i've had about 200 g rice", "200 g rice"],
    ["2 eggs for breakfast", "2 eggs"],
    ["a banana this morning", "a banana"],
    ["toast too", "toast"],
    ["breakfast: 2 eggs", "2 eggs"],
  ])("%j → %j", (text, rest) => {
    expect(stripFiller(text)).toBe(rest);
  });

  it("keeps food names that hold a filler word, and never leaves nothing", () => {
    expect(stripFiller("iced tea")).toBe("iced tea");
    expect(stripFiller("a cup of tea")).toBe("a cup of tea");
    expect(stripFiller("snack bar")).toBe("snack bar");
    expect(stripFiller("lunch")).toBe("lunch");
    expect(stripFiller("had")).toBe("had");
  });
});
