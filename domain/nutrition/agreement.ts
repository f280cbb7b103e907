import { normalizeText } from "./normalize";

/**
 * Words that say what a dish's protein is, each with the one it means ("steak" is beef, "prawn"
 * is shrimp). A food found for a description must not name another one than the description
 * does: "chicken burrito bowl" is not "Burrito with beans and beef".
 */
const PROTEIN_SOURCES = new Map<string, string>([
  ..."chicken beef pork ham bacon turkey lamb duck veal goat tuna salmon cod tilapia trout sardine anchovy shrimp crab lobster scallop fish tofu tempeh seitan egg sausage bean lentil chickpea"
    .split(" ")
    .map((w) => [w, w] as const),
  ["steak", "beef"],
  ["prawn", "shrimp"],
  ["mutton", "lamb"],
]);

/** The protein sources a text names: "2 chicken thighs and beans" → chicken, bean. */
function sourcesIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of normalizeText(text).split(" ")) {
    const singular =
      word.endsWith("es") && PROTEIN_SOURCES.has(word.slice(0, -2)) ? word.slice(0, -2) : word.replace(/s$/, "");
    const source = PROTEIN_SOURCES.get(word) ?? PROTEIN_SOURCES.get(singular);
    if (source) found.add(source);
  }
  return found;
}

/**
 * Whether a food's name disagrees with what was typed: the text names a protein source the
 * name lacks, and the name names one the text lacks. A text that names none ("burrito") agrees
 * with any burrito; "turkey bacon" agrees with "Bacon", which names no other source.
 */
export function disagrees(typed: string, foodName: string): boolean {
  const said = sourcesIn(typed);
  const named = sourcesIn(foodName);
  return [...said].some((s) => !named.has(s)) && [...named].some((s) => !said.has(s));
}
