import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Sr28Food, Sr28Portion } from "./sr28-files";

// The compact derived dataset committed in data/usda-sr28/: tab-separated, one food or portion
// a line, in SR28's own order and units (per 100 g edible portion; a portion's grams are for
// `amount` of `measure`). An empty cell is a value SR28 does not give (fiber, for 594 foods).

const FOOD_COLUMNS = ["ndb", "group", "name", "protein", "kcal", "fat", "carbs", "fiber", "commonNames"] as const;
const PORTION_COLUMNS = ["ndb", "seq", "amount", "measure", "grams"] as const;

const cell = (value: string | number | null) => (value === null ? "" : String(value).replace(/[\t\n\r]/g, " "));
const num = (value: string | undefined) => (value === undefined || value === "" ? null : Number(value));

export function writeDataset(dir: string, foods: readonly Sr28Food[], portions: readonly Sr28Portion[]) {
  const foodLines = foods.map((f) =>
    [
      f.ndb,
      f.group,
      f.name,
      f.values.protein,
      f.values.kcal,
      f.values.fat,
      f.values.carbs,
      f.values.fiber,
      f.commonNames,
    ]
      .map(cell)
      .join("\t"),
  );
  const portionLines = portions.map((p) => [p.ndb, p.seq, p.amount, p.measure, p.grams].map(cell).join("\t"));
  writeFileSync(join(dir, "foods.tsv"), [FOOD_COLUMNS.join("\t"), ...foodLines, ""].join("\n"));
  writeFileSync(join(dir, "portions.tsv"), [PORTION_COLUMNS.join("\t"), ...portionLines, ""].join("\n"));
}

function lines(file: string): string[][] {
  return readFileSync(file, "utf8")
    .split("\n")
    .slice(1)
    .filter((line) => line !== "")
    .map((line) => line.split("\t"));
}

export interface Dataset {
  foods: Sr28Food[];
  portions: Sr28Portion[];
}

export function readDataset(dir: string): Dataset {
  const foods = lines(join(dir, "foods.tsv")).map(
    ([ndb = "", group = "", name = "", protein, kcal, fat, carbs, fiber, commonNames = ""]) => ({
      ndb,
      group,
      name,
      commonNames,
      values: { protein: num(protein), kcal: num(kcal), fat: num(fat), carbs: num(carbs), fiber: num(fiber) },
    }),
  );
  const portions = lines(join(dir, "portions.tsv")).map(([ndb = "", seq, amount, measure = "", grams]) => ({
    ndb,
    seq: Number(seq),
    amount: Number(amount),
    measure,
    grams: Number(grams),
  }));
  return { foods, portions };
}
