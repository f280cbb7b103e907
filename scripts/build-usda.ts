// Builds Proteo's food table from USDA SR28 (ADR 024). Run with
//   npx tsx scripts/build-usda.ts [path to usda-sr28]      (default ../shared/data/usda-sr28)
// 1. When the SR28 release files are there, it derives data/usda-sr28/foods.tsv and
//    portions.tsv from them: every row keyed by its NDB number, every value copied as released.
// 2. From those committed files and the everyday names of domain/nutrition/foods/ it writes
//    seed/foods.sql (the D1 rows, applied by `npm start` and the deploy) and
//    domain/nutrition/sr28-values.generated.ts (the values of the foods the everyday names point to).
// Step 2 alone runs on a machine without ../shared. Nothing here is typed by hand.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { foodSeedSql } from "./foods-seed";
import { readDataset, writeDataset } from "./sr28-dataset";
import { readSr28, SAMPLE_EVERY, writeSample } from "./sr28-files";
import { valuesModule } from "./sr28-values-module";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const sr28Dir = resolve(process.argv[2] ?? join(root, "../shared/data/usda-sr28"));
const dataDir = join(root, "data/usda-sr28");

if (existsSync(join(sr28Dir, "FOOD_DES.txt"))) {
  mkdirSync(dataDir, { recursive: true });
  const { foods, portions } = readSr28(sr28Dir);
  writeDataset(dataDir, foods, portions);
  writeSample(sr28Dir, join(dataDir, "sample"), SAMPLE_EVERY);
  console.log(`data/usda-sr28: ${foods.length} foods, ${portions.length} portions from ${sr28Dir}`);
} else {
  console.log(`no SR28 files at ${sr28Dir}: using the committed data/usda-sr28`);
}

const dataset = readDataset(dataDir);
// The entries (names and NDB numbers), not the table: the table needs the module written here.
const { everydayEntries } = await import("../domain/nutrition/entries");
writeFileSync(join(root, "seed/foods.sql"), foodSeedSql(dataset, everydayEntries()));
writeFileSync(join(root, "domain/nutrition/sr28-values.generated.ts"), valuesModule(dataset, everydayEntries()));
console.log("wrote seed/foods.sql and domain/nutrition/sr28-values.generated.ts");
