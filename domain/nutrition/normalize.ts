// Food names and what people type are compared after the same normalisation, so a synonym
// written "French fries" matches "french fry", "FRIES!" or "fries". Singular forms only need to be
// consistent on both sides, not good English ("fries" and "fry" both become "fry").

/** Plurals the suffix rules below would get wrong, or whose singular ends in -ie/-che/-f. */
const IRREGULAR: Readonly<Record<string, string>> = {
  leaves: "leaf",
  loaves: "loaf",
  halves: "half",
  knives: "knife",
  cookies: "cookie",
  brownies: "brownie",
  pies: "pie",
  smoothies: "smoothie",
  veggies: "veggie",
  quiches: "quiche",
  brioches: "brioche",
  calories: "calorie",
  goodies: "goodie",
};

/** Singular of one lower-case word: eggs → egg, berries → berry, tomatoes → tomato, leaves → leaf. */
export function singular(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  // Short words (gas, oz, its) and singulars ending in -ss or -us (swiss, hummus, couscous) stay.
  if (word.length <= 3 || !word.endsWith("s") || word.endsWith("ss") || word.endsWith("us")) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|sses|xes|zes|oes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * Lower case, accents and apostrophes dropped, "%" and "&" spelled out, any other punctuation
 * turned into spaces, each word singular: "Siggi's 2% Yoghurts" → "siggi 2 percent yoghurt".
 */
export function normalizeText(text: string): string {
  const words = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/%/g, " percent ")
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  return words.map(singular).join(" ");
}
