import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// Readers for the SR28 release files (../shared/data/usda-sr28/README.md gives the format):
// Latin-1, CRLF line ends, fields separated by "^", text fields wrapped in "~".

function rows(dir: string, file: string): string[][] {
  return readFileSync(join(dir, file), "latin1")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("^").map((field) => field.replace(/^~(.*)~$/s, "$1")));
}

/** The nutrients Proteo keeps, by SR28 Nutr_No. */
export const NUTRIENTS = { protein: "203", kcal: "208", fat: "204", carbs: "205", fiber: "291" } as const;
type Nutrient = keyof typeof NUTRIENTS;

export interface Sr28Food {
  ndb: string;
  group: string;
  name: string;
  commonNames: string;
  values: Record<Nutrient, number | null>;
}

export interface Sr28Portion {
  ndb: string;
  seq: number;
  amount: number;
  measure: string;
  grams: number;
}

export function readSr28(dir: string): { foods: Sr28Food[]; portions: Sr28Portion[] } {
  const groups = new Map(rows(dir, "FD_GROUP.txt").map(([code, desc]) => [code, desc ?? ""]));
  const wanted = new Map<string, Nutrient>(Object.entries(NUTRIENTS).map(([key, no]) => [no, key as Nutrient]));
  const values = new Map<string, Record<Nutrient, number | null>>();
  for (const [ndb = "", no = "", value = ""] of rows(dir, "NUT_DATA.txt")) {
    const key = wanted.get(no);
    if (!key || value === "") continue;
    let record = values.get(ndb);
    if (!record) {
      record = { protein: null, kcal: null, fat: null, carbs: null, fiber: null };
      values.set(ndb, record);
    }
    record[key] = Number(value);
  }
  const foods = rows(dir, "FOOD_DES.txt").map(([ndb = "", group = "", name = "", , commonNames = ""]) => ({
    ndb,
    group: groups.get(group) ?? group,
    name,
    commonNames,
    values: values.get(ndb) ?? { protein: null, kcal: null, fat: null, carbs: null, fiber: null },
  }));
  const portions = rows(dir, "WEIGHT.txt").map(([ndb = "", seq = "", amount = "", measure = "", grams = ""]) => ({
    ndb,
    seq: Number(seq),
    amount: Number(amount),
    measure,
    grams: Number(grams),
  }));
  return { foods, portions };
}

/** Every this-many-th food goes into the committed sample (about 220 of 8,789). */
export const SAMPLE_EVERY = 40;

/**
 * Copies the SR28 lines of every `every`-th food, byte for byte (Latin-1, CRLF), into `outDir`:
 * a fixture the dataset test reads with readSr28 where ../shared is absent (data/usda-sr28/sample).
 */
export function writeSample(dir: string, outDir: string, every: number) {
  mkdirSync(outDir, { recursive: true });
  const lines = (file: string) => readFileSync(join(dir, file), "latin1").split("\r\n");
  const foodLines = lines("FOOD_DES.txt").filter((line) => line !== "");
  const picked = foodLines.filter((_, i) => i % every === 0);
  const ndbs = new Set(picked.map((line) => line.slice(1, 6)));
  const keep = (file: string) => lines(file).filter((line) => line !== "" && ndbs.has(line.slice(1, 6)));
  const write = (file: string, kept: string[]) =>
    writeFileSync(join(outDir, file), `${kept.join("\r\n")}\r\n`, "latin1");
  write("FOOD_DES.txt", picked);
  write("NUT_DATA.txt", keep("NUT_DATA.txt"));
  write("WEIGHT.txt", keep("WEIGHT.txt"));
  write(
    "FD_GROUP.txt",
    lines("FD_GROUP.txt").filter((line) => line !== ""),
  );
}
