import { normalizeText } from "./normalize";
import { parseUnit } from "./units";

// Which of SR28's household measures a typed cup or spoon means. SR28 lists several per food
// ("1 cup spaghetti not packed", "1 cup spaghetti packed"; "1 cup, diced", "1 cup, shredded"):
// the one whose cut or shape the text names ("1/4 cup shredded mozzarella"), else the first
// SR28 lists that is not packed ("1 cup whole wheat spaghetti" is 117 g, not the packed 151 g).

/** One SR28 household measure: `amount` of `measure` weighs `grams` ("0.5", "cup, chopped", 78). */
export interface MeasureRow {
  amount: number;
  measure: string;
  grams: number;
}

/** Words of a measure that tell one cup from another, when the text names them too. */
const CUTS = new Set([
  "chopped",
  "diced",
  "sliced",
  "slice",
  "shredded",
  "grated",
  "mashed",
  "pureed",
  "cubed",
  "cube",
  "crumbled",
  "melted",
  "whipped",
  "half",
  "halve",
  "slivered",
  "ground",
  "packed",
  "spaghetti",
  "penne",
  "elbow",
  "macaroni",
  "shell",
  "rotini",
  "farfalle",
  "lasagne",
  "lasagna",
]);

/** "packed" but not "not packed" or "loosely packed". */
function packed(words: readonly string[]): boolean {
  const at = words.indexOf("packed");
  return at >= 0 && words[at - 1] !== "not" && words[at - 1] !== "loosely";
}

/** The unit a measure starts with: "cup, chopped" and "cup spaghetti not packed" are cups. */
function unitOf(measure: string): string | undefined {
  return parseUnit(measure.toLowerCase().split(/[,(]/)[0]?.trim() ?? "")?.unit.name;
}

/**
 * Grams of one `unit` (cup, tbsp, tsp) of a food by its SR28 measures, read with the typed
 * words: the first measure naming a cut the words name, else the first not packed, else none.
 */
export function householdGrams(
  rows: readonly MeasureRow[],
  unit: string,
  typed: readonly string[],
): number | undefined {
  const own = rows
    .filter((row) => row.amount > 0 && row.grams > 0 && unitOf(row.measure) === unit)
    .map((row) => ({ row, words: normalizeText(row.measure).split(" ") }));
  if (own.length === 0) return undefined;
  const cuts = typed.filter((word) => CUTS.has(word));
  // The measure naming the most of the typed cuts; packed only when "packed" was typed.
  const score = (words: readonly string[]) =>
    cuts.filter((cut) => (cut === "packed" ? packed(words) : words.includes(cut))).length -
    (packed(words) && !cuts.includes("packed") ? 1 : 0);
  let chosen = own[0];
  for (const measure of own) if (chosen && score(measure.words) > score(chosen.words)) chosen = measure;
  return chosen && chosen.row.grams / chosen.row.amount;
}
