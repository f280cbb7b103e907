import { describe, expect, it } from "vitest";
import { csvField, csvLine } from "./csv";

describe("csv", () => {
  it("quotes commas, quotes and newlines", () => {
    expect(csvField('Eggs, "soft"')).toBe('"Eggs, ""soft"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(25.5)).toBe("25.5");
    expect(csvField(null)).toBe("");
  });

  it("defuses spreadsheet formulas in text", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("-5 shake")).toBe("'-5 shake");
    expect(csvField(-5)).toBe("-5");
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["\r=1", '"\'\r=1"'],
    ["  =1+1", "'  =1+1"],
    ["\u00a0@x", "'\u00a0@x"],
    ["\uff1d1+1", "'\uff1d1+1"],
    ["\uff0bcmd", "'\uff0bcmd"],
  ])("keeps %j as text", (cell, expected) => {
    expect(csvField(cell)).toBe(expected);
  });

  it("leaves ordinary text and numbers as they are", () => {
    expect(csvField("Eggs = protein")).toBe("Eggs = protein");
    expect(csvField("Chicken (31g); Rice (4g)")).toBe("Chicken (31g); Rice (4g)");
    expect(csvField(0)).toBe("0");
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", 1])).toBe("a,1\r\n");
  });
});
