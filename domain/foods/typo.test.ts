import { describe, expect, it } from "vitest";
import { spellingsOf } from "./spelling";
import { allowedEdits, closestWords, editDistance } from "./typo";

describe("typo tolerance", () => {
  it("counts insertions, deletions, substitutions and swapped neighbours as one edit each", () => {
    expect(editDistance("chiken", "chicken", 2)).toBe(1);
    expect(editDistance("brest", "breast", 2)).toBe(1);
    expect(editDistance("yogrut", "yogurt", 2)).toBe(1);
    expect(editDistance("salmn", "salmon", 2)).toBe(1);
    expect(editDistance("egg", "egg", 2)).toBe(0);
    expect(editDistance("apple", "banana", 2)).toBe(3);
  });

  it("allows no edit under 4 letters, one up to 6, two from 7", () => {
    expect([allowedEdits("egg"), allowedEdits("tuna"), allowedEdits("chiken"), allowedEdits("brocolli")]).toEqual([
      0, 1, 1, 2,
    ]);
  });

  it("picks the nearest known words, or none when all are too far", () => {
    expect(closestWords("chiken", ["chicken", "chickpea", "chicory"])).toEqual(["chicken"]);
    expect(closestWords("unknownium", ["unknown", "uncooked"])).toEqual([]);
    expect(closestWords("egs", ["egg", "eggs"])).toEqual([]);
  });

  it("prefers, among equally near words, those that differ only in vowels", () => {
    expect(closestWords("been", ["beef", "beer", "bean", "beet"])).toEqual(["bean"]);
    // No word that differs only in vowels: every equally near word is kept.
    expect(closestWords("chese", ["cheese", "chess"])).toEqual(["cheese", "chess"]);
    expect(closestWords("salmn", ["salmon", "salami"])).toEqual(["salmon"]);
    // A dropped vowel is no vowel change: "chikn" is as near as "chicken", and both are kept.
    expect(closestWords("chiken", ["chicken", "chikn"])).toEqual(["chicken", "chikn"]);
  });

  it("corrects a four-letter word only in its vowels, where any other edit finds too many words", () => {
    expect(closestWords("tofo", ["tofu", "toff"])).toEqual(["tofu"]);
    expect(closestWords("beaf", ["beef", "bear"])).toEqual(["beef"]);
    expect(closestWords("skyr", ["skor", "sky"])).toEqual([]);
  });

  it("looks for British spellings under the American word too", () => {
    expect(spellingsOf("yoghurt")).toEqual(["yoghurt", "yogurt"]);
    expect(spellingsOf("courgette")).toEqual(["courgette", "zucchini"]);
    expect(spellingsOf("egg")).toEqual(["egg"]);
  });
});
