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

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", 1])).toBe("a,1\r\n");
  });
});
