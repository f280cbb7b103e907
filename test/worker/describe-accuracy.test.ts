import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./client";
import { seedFoods } from "./foods-seed";
import { json } from "./meals-helpers";

// How close Describe your meal comes to the USDA table on everyday phrases as people type them
// on a phone: typos, numbers in words, amounts after the food, filler sentences, cups, spoons,
// slices and pieces. Each expected value is SR28 arithmetic (food NDB number, the grams of the
// household measure from SR28's weight table, data/usda-sr28/portions.tsv, times its protein per
// 100 g, data/usda-sr28/foods.tsv), written beside it.

beforeAll(seedFoods, 120_000);

interface DescribeAnswer {
  foodItems: { name: string; foodId: string; grams: number; proteinContent: number }[];
  totalProtein: number;
  unmatched: { text: string }[];
}

const describeMeal = async (text: string) => {
  const res = await call("/api/meals/parse", { json: { text } });
  expect(res.status).toBe(200);
  return json<DescribeAnswer>(res);
};

/** [phrase, grams of protein by SR28]. */
const PHRASES: ReadonlyArray<readonly [string, number]> = [
  // 05064 Chicken, broilers or fryers, breast, meat only, cooked, roasted: 150 g × 31.02 g/100 g = 46.53 g
  ["chiken breast 150 g", 46.53],
  // 16015 Beans, black, mature seeds, cooked, boiled, without salt: 1 × (1 cup = 172 g) = 172 g × 8.86 g/100 g = 15.24 g
  ["1 cup of black beens", 15.24],
  // 16098 Peanut butter, smooth style, with salt: 2 × (2 tbsp = 32 g) / 2 = 32 g × 22.21 g/100 g = 7.11 g
  ["2 tbsp penut butter", 7.11],
  // 11090 Broccoli, raw: 1 × (1 cup chopped = 91 g) = 91 g × 2.82 g/100 g = 2.57 g
  ["brocoli 1 cup", 2.57],
  // 01123 Egg, whole, raw, fresh: 2 × (1 large = 50 g) = 100 g × 12.56 g/100 g = 12.56 g; 18075 Bread, whole-wheat, commercially prepared: 1 × (1 slice = 32 g) = 32 g × 12.45 g/100 g = 3.98 g
  ["for breakfast I had 2 eggs and a slice of whole wheat toast", 16.54],
  // 20125 Pasta, whole-wheat, cooked: 1 × (1 cup spaghetti not packed = 117 g) = 117 g × 5.99 g/100 g = 7.01 g
  ["1 cup whole wheat spaghetti", 7.01],
  // 11090 Broccoli, raw: 1 × (1 cup chopped = 91 g) = 91 g × 2.82 g/100 g = 2.57 g
  ["1 cup chopped broccoli", 2.57],
  // 01123 Egg, whole, raw, fresh: 2 × (1 large = 50 g) = 100 g × 12.56 g/100 g = 12.56 g
  ["2 eggs", 12.56],
  // 01123 Egg, whole, raw, fresh: 3 × (1 large = 50 g) = 150 g × 12.56 g/100 g = 18.84 g
  ["three eggs", 18.84],
  // 01123 Egg, whole, raw, fresh: 2 × (1 large = 50 g) = 100 g × 12.56 g/100 g = 12.56 g
  ["a couple of eggs", 12.56],
  // 01123 Egg, whole, raw, fresh: 3 × (1 large = 50 g) = 150 g × 12.56 g/100 g = 18.84 g
  ["eggs x3", 18.84],
  // 01123 Egg, whole, raw, fresh: 2 × (1 large = 50 g) = 100 g × 12.56 g/100 g = 12.56 g
  ["eggs 2", 12.56],
  // 01123 Egg, whole, raw, fresh: 2 × (1 large = 50 g) = 100 g × 12.56 g/100 g = 12.56 g
  ["2 eggs for breakfast", 12.56],
  // 01123 Egg, whole, raw, fresh: 1 × (1 large = 50 g) = 50 g × 12.56 g/100 g = 6.28 g
  ["one large egg", 6.28],
  // 01129 Egg, whole, cooked, hard-boiled: 3 × (1 large = 50 g) = 150 g × 12.58 g/100 g = 18.87 g
  ["3 boiled eggs", 18.87],
  // 01124 Egg, white, raw, fresh: 2 × (1 large = 33 g) = 66 g × 10.9 g/100 g = 7.19 g
  ["2 egg whites", 7.19],
  // 18069 Bread, white, commercially prepared (includes soft bread crumbs): 2 × (1 slice = 29 g) = 58 g × 8.85 g/100 g = 5.13 g
  ["2 slices of white bread", 5.13],
  // 18069 Bread, white, commercially prepared (includes soft bread crumbs): 2 × (1 slice = 29 g) = 58 g × 8.85 g/100 g = 5.13 g
  ["a couple of slices of bread", 5.13],
  // 18069 Bread, white, commercially prepared (includes soft bread crumbs): 1 × (1 slice = 29 g) = 29 g × 8.85 g/100 g = 2.57 g
  ["a slice of toast", 2.57],
  // 18001 Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame): 1 × (1 medium bagel (3-1/2" to 4" dia) = 105 g) = 105 g × 10.56 g/100 g = 11.09 g
  ["a bagel", 11.09],
  // 05064 Chicken, broilers or fryers, breast, meat only, cooked, roasted: 150 g × 31.02 g/100 g = 46.53 g
  ["150g chicken breast", 46.53],
  // 05064 Chicken, broilers or fryers, breast, meat only, cooked, roasted: 200 g × 31.02 g/100 g = 62.04 g
  ["grilled chicken breast 200g", 62.04],
  // 05064 Chicken, broilers or fryers, breast, meat only, cooked, roasted: 200 g × 31.02 g/100 g = 62.04 g
  ["chicken breast (200 g)", 62.04],
  // 05064 Chicken, broilers or fryers, breast, meat only, cooked, roasted: 200 g × 31.02 g/100 g = 62.04 g
  ["two hundred grams of chicken breast", 62.04],
  // 05098 Chicken, broilers or fryers, thigh, meat only, cooked, roasted: 100 g × 24.76 g/100 g = 24.76 g
  ["chicken thigh 100 g", 24.76],
  // 05098 Chicken, broilers or fryers, thigh, meat only, cooked, roasted: 100 g × 24.76 g/100 g = 24.76 g
  ["chiken thigh 100g", 24.76],
  // 01256 Yogurt, Greek, plain, nonfat: 150 g × 10.19 g/100 g = 15.29 g
  ["greek yoghurt 150g", 15.29],
  // 01256 Yogurt, Greek, plain, nonfat: 200 g × 10.19 g/100 g = 20.38 g
  ["greek yougurt 200g", 20.38],
  // 01117 Yogurt, plain, low fat, 12 grams protein per 8 ounce: 1 × (1 cup (8 fl oz) = 245 g) = 245 g × 5.25 g/100 g = 12.86 g
  ["1 cup of plain yogurt", 12.86],
  // 01256 Yogurt, Greek, plain, nonfat (SR28 lists no cup for it; a cup of plain yogurt, 01117, is 245 g): 245 g × 10.19 g/100 g = 24.97 g
  ["a cup of greek yogurt", 24.97],
  // 01012 Cheese, cottage, creamed, large or small curd: 0.5 × (1 cup, large curd (not packed) = 210 g) = 105 g × 11.12 g/100 g = 11.68 g
  ["half a cup of cottage cheese", 11.68],
  // 01012 Cheese, cottage, creamed, large or small curd: 1 × (1 cup, large curd (not packed) = 210 g) = 210 g × 11.12 g/100 g = 23.35 g
  ["1 cup cottage chese", 23.35],
  // 01079 Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D: 1 × (1 cup = 244 g) = 244 g × 3.3 g/100 g = 8.05 g
  ["a glass of milk", 8.05],
  // 01079 Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D: 1 × (1 cup = 244 g) = 244 g × 3.3 g/100 g = 8.05 g
  ["milk one cup", 8.05],
  // 01085 Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim): 1 × (1 cup = 245 g) = 245 g × 3.37 g/100 g = 8.26 g
  ["1 cup skim milk", 8.26],
  // 01079 Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D: 250 ml × (1 cup = 244 g) / 236.6 ml = 257.8 g × 3.3 g/100 g = 8.51 g
  ["250 ml milk", 8.51],
  // 01079 Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D: 250 ml × (1 cup = 244 g) / 236.6 ml = 257.8 g × 3.3 g/100 g = 8.51 g
  ["milk 250ml", 8.51],
  // 01077 Milk, whole, 3.25% milkfat, with added vitamin D: 2 × (1 cup = 244 g) = 488 g × 3.15 g/100 g = 15.37 g
  ["2 cups of whole milk", 15.37],
  // 16015 Beans, black, mature seeds, cooked, boiled, without salt: 0.5 × (1 cup = 172 g) = 86 g × 8.86 g/100 g = 7.62 g
  ["half a cup of black beans", 7.62],
  // 16015 Beans, black, mature seeds, cooked, boiled, without salt: 1 × (1 cup = 172 g) = 172 g × 8.86 g/100 g = 15.24 g
  ["a cup of black beanz", 15.24],
  // 16070 Lentils, mature seeds, cooked, boiled, without salt: 1 × (1 cup = 198 g) = 198 g × 9.02 g/100 g = 17.86 g
  ["1 cup lentils", 17.86],
  // 16070 Lentils, mature seeds, cooked, boiled, without salt: 1 × (1 cup = 198 g) = 198 g × 9.02 g/100 g = 17.86 g
  ["1 cup lentls", 17.86],
  // 16070 Lentils, mature seeds, cooked, boiled, without salt: 1 × (1 cup = 198 g) = 198 g × 9.02 g/100 g = 17.86 g
  ["1 cup of cooked lentils", 17.86],
  // 16033 Beans, kidney, red, mature seeds, cooked, boiled, without salt: 1 × (1 cup = 177 g) = 177 g × 8.67 g/100 g = 15.35 g
  ["1 cup of kidney beans", 15.35],
  // 16057 Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt: 0.5 × (1 cup = 164 g) = 82 g × 8.86 g/100 g = 7.27 g
  ["half a cup of chickpeas", 7.27],
  // 16158 Hummus, commercial: 2 × (1 tbsp = 15 g) = 30 g × 7.9 g/100 g = 2.37 g
  ["2 tbsp of humus", 2.37],
  // 11212 Edamame, frozen, prepared: 1 × (1 cup = 155 g) = 155 g × 11.91 g/100 g = 18.46 g
  ["1 cup of edamame", 18.46],
  // 20045 Rice, white, long-grain, regular, enriched, cooked: 1 × (1 cup = 158 g) = 158 g × 2.69 g/100 g = 4.25 g
  ["1 cup white rice", 4.25],
  // 20045 Rice, white, long-grain, regular, enriched, cooked: 1 × (1 cup = 158 g) = 158 g × 2.69 g/100 g = 4.25 g
  ["rice 1 cup", 4.25],
  // 20045 Rice, white, long-grain, regular, enriched, cooked: 1.5 × (1 cup = 158 g) = 237 g × 2.69 g/100 g = 6.38 g
  ["one and a half cups of rice", 6.38],
  // 20037 Rice, brown, long-grain, cooked: 1 × (1 cup = 202 g) = 202 g × 2.74 g/100 g = 5.53 g
  ["a cup of brown rice", 5.53],
  // 20137 Quinoa, cooked: 1 × (1 cup = 185 g) = 185 g × 4.4 g/100 g = 8.14 g
  ["1 cup cooked quinoa", 8.14],
  // 20137 Quinoa, cooked: 1 × (1 cup = 185 g) = 185 g × 4.4 g/100 g = 8.14 g
  ["1 cup of quinao", 8.14],
  // 08120 Cereals, oats, regular and quick, not fortified, dry: 0.5 × (1 cup = 81 g) = 40.5 g × 13.15 g/100 g = 5.33 g
  ["half a cup of oats", 5.33],
  // 08120 Cereals, oats, regular and quick, not fortified, dry: 0.5 × (1 cup = 81 g) = 40.5 g × 13.15 g/100 g = 5.33 g
  ["oats half a cup", 5.33],
  // 08121 Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt: 1 × (1 cup = 234 g) = 234 g × 2.54 g/100 g = 5.94 g
  ["1 cup oatmeal", 5.94],
  // 08121 Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt: 1 × (1 cup = 234 g) = 234 g × 2.54 g/100 g = 5.94 g
  ["1 cup of oatmeel", 5.94],
  // 20121 Pasta, cooked, enriched, without added salt: 1 × (1 cup spaghetti not packed = 124 g) = 124 g × 5.8 g/100 g = 7.19 g
  ["1 cup of pasta", 7.19],
  // 20121 Pasta, cooked, enriched, without added salt: 2 × (1 cup spaghetti not packed = 124 g) = 248 g × 5.8 g/100 g = 14.38 g
  ["2 cups spaghetti", 14.38],
  // 15121 Fish, tuna, light, canned in water, drained solids: 100 g × 19.44 g/100 g = 19.44 g
  ["100g tuna", 19.44],
  // 15121 Fish, tuna, light, canned in water, drained solids: 1 × (1 can = 165 g) = 165 g × 19.44 g/100 g = 32.08 g
  ["a can of tuna", 32.08],
  // 15121 Fish, tuna, light, canned in water, drained solids: 1 × (1 can = 165 g) = 165 g × 19.44 g/100 g = 32.08 g
  ["a can of tunna", 32.08],
  // 15237 Fish, salmon, Atlantic, farmed, cooked, dry heat: 150 g × 22.1 g/100 g = 33.15 g
  ["salmon fillet 150g", 33.15],
  // 15237 Fish, salmon, Atlantic, farmed, cooked, dry heat: 150 g × 22.1 g/100 g = 33.15 g
  ["150 g salmon filet", 33.15],
  // 23568 Beef, ground, 85% lean meat / 15% fat, patty, cooked, broiled: 4 oz = 113.4 g × 25.93 g/100 g = 29.4 g
  ["4 oz ground beef", 29.4],
  // 10862 Pork, cured, bacon, pre-sliced, cooked, pan-fried: 3 × (1 slice = 11.5 g) = 34.5 g × 33.92 g/100 g = 11.7 g
  ["3 slices of bacon", 11.7],
  // 07046 Turkey breast, low salt, prepackaged or deli, luncheon meat: 2 × (1 slice = 28 g) = 56 g × 21.81 g/100 g = 12.21 g
  ["2 slices of turkey", 12.21],
  // 15151 Crustaceans, shrimp, mixed species, cooked, moist heat (may have been previously frozen): 100 g × 22.78 g/100 g = 22.78 g
  ["shrimp 100g", 22.78],
  // 01009 Cheese, cheddar: 2 × (1 slice (1 oz) = 28 g) = 56 g × 22.87 g/100 g = 12.81 g
  ["2 slices of cheddar cheese", 12.81],
  // 01009 Cheese, cheddar: 2 × (1 slice (1 oz) = 28 g) = 56 g × 22.87 g/100 g = 12.81 g
  ["2 slices of chedar", 12.81],
  // 01009 Cheese, cheddar: 1 oz = 28.35 g × 22.87 g/100 g = 6.48 g
  ["an ounce of cheddar", 6.48],
  // 01029 Cheese, mozzarella, low moisture, part-skim: 0.25 × (1 cup, shredded = 113 g) = 28.25 g × 23.75 g/100 g = 6.71 g
  ["1/4 cup shredded mozzarella", 6.71],
  // 01029 Cheese, mozzarella, low moisture, part-skim: 30 g × 23.75 g/100 g = 7.13 g
  ["mozarella 30g", 7.13],
  // 16098 Peanut butter, smooth style, with salt: 1 × (2 tbsp = 32 g) / 2 = 16 g × 22.21 g/100 g = 3.55 g
  ["a tablespoon of peanut butter", 3.55],
  // 16098 Peanut butter, smooth style, with salt: 2 × (2 tbsp = 32 g) / 2 = 32 g × 22.21 g/100 g = 7.11 g
  ["two tablespoons of peanut butter", 7.11],
  // 12195 Nuts, almond butter, plain, without salt added: 1 × (1 tbsp = 16 g) = 16 g × 20.96 g/100 g = 3.35 g
  ["1 tbsp almond butter", 3.35],
  // 12061 Nuts, almonds: 1 oz = 28.35 g × 21.15 g/100 g = 6 g
  ["1 oz almonds", 6],
  // 12061 Nuts, almonds: 30 g × 21.15 g/100 g = 6.35 g
  ["almonds 30 g", 6.35],
  // 12061 Nuts, almonds: 20 × (1 almond = 1.2 g) = 24 g × 21.15 g/100 g = 5.08 g
  ["20 almonds", 5.08],
  // 12061 Nuts, almonds: 20 × (1 almond = 1.2 g) = 24 g × 21.15 g/100 g = 5.08 g
  ["twenty almonds", 5.08],
  // 12061 Nuts, almonds: 12 × (1 almond = 1.2 g) = 14.4 g × 21.15 g/100 g = 3.05 g
  ["a dozen almonds", 3.05],
  // 12155 Nuts, walnuts, english: 0.25 × (1 cup, chopped = 117 g) = 29.25 g × 15.23 g/100 g = 4.45 g
  ["1/4 cup walnuts", 4.45],
  // 16390 Peanuts, all types, dry-roasted, without salt: 0.25 × (1 cup = 146 g) = 36.5 g × 24.35 g/100 g = 8.89 g
  ["a quarter cup of peanuts", 8.89],
  // 16390 Peanuts, all types, dry-roasted, without salt: 0.5 × (1 cup = 146 g) = 73 g × 24.35 g/100 g = 17.78 g
  ["half a cup of peanutes", 17.78],
  // 16126 Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari): 150 g × 9.04 g/100 g = 13.56 g
  ["150 g tofu", 13.56],
  // 16126 Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari): 100 g × 9.04 g/100 g = 9.04 g
  ["tofu 100g", 9.04],
  // 16126 Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari): 100 g × 9.04 g/100 g = 9.04 g
  ["100g tofo", 9.04],
  // 09040 Bananas, raw: 1 × (1 medium (7" to 7-7/8" long) = 118 g) = 118 g × 1.09 g/100 g = 1.29 g
  ["a banana", 1.29],
  // 09003 Apples, raw, with skin: 1 × (1 medium (3" dia) = 182 g) = 182 g × 0.26 g/100 g = 0.47 g
  ["an apple", 0.47],
  // 09038 Avocados, raw, California: 1 × (1 fruit, without skin and seed = 136 g) = 136 g × 1.96 g/100 g = 2.67 g
  ["1 avocado", 2.67],
  // 11457 Spinach, raw: 1 × (1 cup = 30 g) = 30 g × 2.86 g/100 g = 0.86 g
  ["1 cup spinach", 0.86],
  // 11457 Spinach, raw: 1 × (1 cup = 30 g) = 30 g × 2.86 g/100 g = 0.86 g
  ["a cup of spinnach", 0.86],
  // 11090 Broccoli, raw: 1 × (1 cup chopped = 91 g) = 91 g × 2.82 g/100 g = 2.57 g
  ["1 cup of brocolli", 2.57],
  // 11091 Broccoli, cooked, boiled, drained, without salt: 1 × (0.5 cup, chopped = 78 g) / 0.5 = 156 g × 2.38 g/100 g = 3.71 g
  ["a cup of steamed broccoli", 3.71],
  // 11135 Cauliflower, raw: 1 × (1 cup chopped (1/2" pieces) = 107 g) = 107 g × 1.92 g/100 g = 2.05 g
  ["1 cup of cauliflower", 2.05],
  // 01256 Yogurt, Greek, plain, nonfat (SR28 lists no cup for it; a cup of plain yogurt, 01117, is 245 g): 245 g × 10.19 g/100 g = 24.97 g; 16098 Peanut butter, smooth style, with salt: 1 × (2 tbsp = 32 g) / 2 = 16 g × 22.21 g/100 g = 3.55 g
  ["I had a cup of greek yogurt with a tablespoon of peanut butter", 28.52],
  // 05064 Chicken, broilers or fryers, breast, meat only, cooked, roasted: 150 g × 31.02 g/100 g = 46.53 g; 20045 Rice, white, long-grain, regular, enriched, cooked: 1 × (1 cup = 158 g) = 158 g × 2.69 g/100 g = 4.25 g
  ["for lunch i ate 150g chicken breast and 1 cup of rice", 50.78],
  // 08121 Cereals, oats, regular and quick, unenriched, cooked with water (includes boiling and microwaving), without salt: 1 × (1 cup = 234 g) = 234 g × 2.54 g/100 g = 5.94 g; 01079 Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D: 1 × (1 cup = 244 g) = 244 g × 3.3 g/100 g = 8.05 g
  ["this morning I had oatmeal with a cup of milk", 14],
  // 01123 Egg, whole, raw, fresh: 2 × (1 large = 50 g) = 100 g × 12.56 g/100 g = 12.56 g; 18069 Bread, white, commercially prepared (includes soft bread crumbs): 1 × (1 slice = 29 g) = 29 g × 8.85 g/100 g = 2.57 g; 14209 Beverages, coffee, brewed, prepared with tap water: 1 × (1 cup (8 fl oz) = 237 g) = 237 g × 0.12 g/100 g = 0.28 g
  ["had 2 eggs, toast and a cup of coffee", 15.41],
  // 15237 Fish, salmon, Atlantic, farmed, cooked, dry heat: 150 g × 22.1 g/100 g = 33.15 g; 20037 Rice, brown, long-grain, cooked: 1 × (1 cup = 202 g) = 202 g × 2.74 g/100 g = 5.53 g
  ["dinner was salmon 150g and a cup of brown rice", 38.68],
  // 09040 Bananas, raw: 1 × (1 medium (7" to 7-7/8" long) = 118 g) = 118 g × 1.09 g/100 g = 1.29 g; 12061 Nuts, almonds: 30 g × 21.15 g/100 g = 6.35 g
  ["just a banana and some almonds 30g", 7.63],
];

/** The mean absolute error over the set must stay at most this (issue 54). */
const TARGET_MAE = 0.8;

describe("describe your meal against SR28 on everyday phrases", () => {
  it(`counts at least 80 phrases within a mean absolute error of ${TARGET_MAE} g`, async () => {
    expect(PHRASES.length).toBeGreaterThanOrEqual(80);
    const misses: string[] = [];
    let total = 0;
    for (const [phrase, expected] of PHRASES) {
      const body = await describeMeal(phrase);
      const error = Math.abs(body.totalProtein - expected);
      total += error;
      if (error > 1)
        misses.push(
          `${phrase}: ${body.totalProtein} g for ${expected} g (${body.foodItems.map((i) => `${i.name} ${i.grams} g`).join(", ")}${body.unmatched.length > 0 ? `; not counted: ${body.unmatched.map((u) => u.text).join(", ")}` : ""})`,
        );
    }
    const mae = total / PHRASES.length;
    console.log(`describe accuracy: MAE ${mae.toFixed(2)} g over ${PHRASES.length} phrases`);
    expect(mae).toBeLessThanOrEqual(TARGET_MAE);
    // And no phrase more than 1 g off.
    expect(misses).toEqual([]);
  });

  it("reads the issue's phrases as the foods and SR28 measures they name", async () => {
    const chicken = await describeMeal("chiken breast 150 g");
    expect(chicken.foodItems).toMatchObject([{ foodId: "chicken-breast-cooked", grams: 150, proteinContent: 46.5 }]);
    const beans = await describeMeal("1 cup of black beens");
    expect(beans.foodItems).toMatchObject([{ foodId: "black-beans-cooked", grams: 172, proteinContent: 15.2 }]);
    const peanut = await describeMeal("2 tbsp penut butter");
    expect(peanut.foodItems).toMatchObject([{ foodId: "peanut-butter", grams: 32, proteinContent: 7.1 }]);
    const broccoli = await describeMeal("brocoli 1 cup");
    expect(broccoli.foodItems).toMatchObject([{ foodId: "broccoli-raw", grams: 91, proteinContent: 2.6 }]);
    const breakfast = await describeMeal("for breakfast I had 2 eggs and a slice of whole wheat toast");
    expect(breakfast.foodItems.map((i) => [i.foodId, i.grams])).toEqual([
      ["egg-whole", 100],
      ["bread-whole-wheat", 32],
    ]);
    expect(breakfast.totalProtein).toBeCloseTo(16.6, 1);
    expect(breakfast.unmatched).toEqual([]);
    // SR28's first cup of whole-wheat spaghetti is "not packed", 117 g; the packed one only when said.
    const spaghetti = await describeMeal("1 cup whole wheat spaghetti");
    expect(spaghetti.foodItems).toMatchObject([{ grams: 117, proteinContent: 7 }]);
    expect((await describeMeal("1 cup packed whole wheat spaghetti")).foodItems).toMatchObject([{ grams: 151 }]);
    const chopped = await describeMeal("1 cup chopped broccoli");
    expect(chopped.foodItems).toMatchObject([{ foodId: "broccoli-raw", grams: 91, proteinContent: 2.6 }]);
    const steamed = await describeMeal("a cup of steamed broccoli");
    expect(steamed.foodItems).toMatchObject([{ foodId: "broccoli-cooked", grams: 156 }]);
    const shredded = await describeMeal("1/4 cup shredded mozzarella");
    expect(shredded.foodItems).toMatchObject([{ grams: 28 }]);
  });

  it("still guesses nothing: a word no typo rule reaches is not counted, with suggestions", async () => {
    // Four-letter words are corrected only in a vowel, as in search: "blak" is not "black".
    const body = await describeMeal("2 eggs and a cup of blak beans");
    expect(body.foodItems.map((i) => i.foodId)).toEqual(["egg-whole"]);
    expect(body.unmatched.map((u) => u.text)).toEqual(["a cup of blak beans"]);
    const unknown = await describeMeal("3 zorbles and a bowl of unknownium stew");
    expect(unknown.foodItems).toEqual([]);
    expect(unknown.unmatched.map((u) => u.text)).toEqual(["3 zorbles", "a bowl of unknownium stew"]);
  });
});
