import { describe, expect, it } from "vitest";
import { type ParsedItem, parseMealText } from "./parse";

// Expected grams and protein are worked out from the table's per-100 g values and portions
// (e.g. 2 large eggs: 2 × 50 g × 12.56 g/100 g = 12.6 g protein).

type Expected = readonly [foodId: string, grams: number, protein: number];

function expectItems(items: ParsedItem[], expected: readonly Expected[]) {
  expect(items.map((i) => i.foodId)).toEqual(expected.map(([id]) => id));
  expected.forEach(([, grams, protein], index) => {
    expect(items[index]?.grams).toBe(grams);
    expect(items[index]?.proteinContent).toBeCloseTo(protein, 1);
  });
}

// [text, foodId, grams, protein, portionSize, confidence]
const SINGLE_FOOD: ReadonlyArray<readonly [string, string, number, number, string, number]> = [
  // quantities
  ["2 eggs", "egg-whole", 100, 12.6, "2 large (100 g)", 0.7],
  ["one egg", "egg-whole", 50, 6.3, "1 large (50 g)", 0.7],
  ["an egg", "egg-whole", 50, 6.3, "1 large (50 g)", 0.7],
  ["a couple of eggs", "egg-whole", 100, 12.6, "2 large (100 g)", 0.7],
  ["a dozen eggs", "egg-whole", 600, 75.4, "12 large (600 g)", 0.7],
  ["half a dozen eggs", "egg-whole", 300, 37.7, "6 large (300 g)", 0.7],
  ["two dozen eggs", "egg-whole", 1200, 150.7, "24 large (1200 g)", 0.7],
  ["2-3 eggs", "egg-whole", 125, 15.7, "2½ large (125 g)", 0.7],
  ["2 to 3 eggs", "egg-whole", 125, 15.7, "2½ large (125 g)", 0.7],
  ["1.5 cups quinoa", "quinoa-cooked", 278, 12.2, "1½ cups (278 g)", 0.85],
  ["0,5 l milk", "milk-2-percent", 515, 17, "½ l (515 g)", 0.9],
  ["1/2 cup oats", "oats-dry", 41, 5.4, "½ cup (41 g)", 0.85],
  ["1 1/2 cups rice", "rice-white-cooked", 237, 6.4, "1½ cups (237 g)", 0.85],
  ["1-1/2 cups rice", "rice-white-cooked", 237, 6.4, "1½ cups (237 g)", 0.85],
  ["3/4 cup oats", "oats-dry", 61, 8, "¾ cup (61 g)", 0.85],
  ["½ cup cottage cheese", "cottage-cheese", 113, 12.6, "½ cup (113 g)", 0.85],
  ["1½ scoops whey", "whey-protein", 45, 35.2, "1½ scoops (45 g)", 0.85],
  ["1 ½ scoops whey", "whey-protein", 45, 35.2, "1½ scoops (45 g)", 0.85],
  ["¼ cup almonds", "almonds", 36, 7.6, "¼ cup (36 g)", 0.85],
  ["⅓ cup chia seeds", "chia-seeds", 80, 13.2, "⅓ cup (80 g)", 0.75],
  ["1⅓ cups milk", "milk-2-percent", 325, 10.7, "1⅓ cups (325 g)", 0.85],
  ["one and a half cups rice", "rice-white-cooked", 237, 6.4, "1½ cups (237 g)", 0.85],
  ["1 and a half cups rice", "rice-white-cooked", 237, 6.4, "1½ cups (237 g)", 0.85],
  ["half an avocado", "avocado", 68, 1.3, "½ medium (68 g)", 0.7],
  ["half a chicken breast", "chicken-breast-cooked", 86, 26.7, "½ breast (86 g)", 0.7],
  ["a quarter cup of peanuts", "peanuts-roasted", 37, 9, "¼ cup (37 g)", 0.85],
  ["Twelve almonds", "almonds", 14, 3, "12 pieces (14 g)", 0.7],
  ["three slices of bread", "bread-white", 84, 7.4, "3 slices (84 g)", 0.85],
  ["2x eggs", "egg-whole", 100, 12.6, "2 large (100 g)", 0.7],
  ["eggs x2", "egg-whole", 100, 12.6, "2 large (100 g)", 0.7],
  // units
  ["150 g greek yogurt", "greek-yogurt-nonfat", 150, 15.3, "150 g", 0.95],
  ["150g greek yogurt", "greek-yogurt-nonfat", 150, 15.3, "150 g", 0.95],
  ["150 grams greek yogurt", "greek-yogurt-nonfat", 150, 15.3, "150 g", 0.95],
  ["3oz salmon", "salmon-cooked", 85, 18.8, "3 oz (85 g)", 0.95],
  ["8 oz steak", "beef-sirloin-steak-cooked", 227, 66.6, "8 oz (227 g)", 0.95],
  ["5 oz. chicken breast", "chicken-breast-cooked", 142, 44, "5 oz (142 g)", 0.95],
  ["1 lb ground beef", "ground-beef-85-cooked", 454, 117.7, "1 lb (454 g)", 0.95],
  ["2 lbs chicken", "chicken-meat-roasted", 907, 262.4, "2 lb (907 g)", 0.95],
  ["1 kg chicken breast", "chicken-breast-cooked", 1000, 310.2, "1 kg (1000 g)", 0.95],
  ["200ml milk", "milk-2-percent", 206, 6.8, "200 ml (206 g)", 0.9],
  ["300 ml skim milk", "milk-skim", 312, 10.5, "300 ml (312 g)", 0.9],
  ["1 litre of soy milk", "soy-milk", 1030, 26.8, "1 l (1030 g)", 0.9],
  ["1 l soy milk", "soy-milk", 1030, 26.8, "1 l (1030 g)", 0.9],
  ["16 fl oz milk", "milk-2-percent", 487, 16.1, "16 fl oz (487 g)", 0.9],
  ["1 pint milk", "milk-2-percent", 487, 16.1, "1 pint (487 g)", 0.9],
  ["250 ml orange juice", "orange-juice", 263, 1.8, "250 ml (263 g)", 0.9],
  ["1 cup cooked lentils", "lentils-cooked", 198, 17.9, "1 cup (198 g)", 0.85],
  ["2 tbsp peanut butter", "peanut-butter", 32, 7.1, "2 tbsp (32 g)", 0.85],
  ["1 tablespoon olive oil", "olive-oil", 14, 0, "1 tbsp (14 g)", 0.85],
  ["1 tsp sugar", "sugar", 4.2, 0, "1 tsp (4.2 g)", 0.85],
  ["2 teaspoons honey", "honey", 14, 0, "2 tsp (14 g)", 0.85],
  ["1 cup chia seeds", "chia-seeds", 240, 39.7, "1 cup (240 g)", 0.75],
  ["1 cup of chicken", "chicken-meat-roasted", 140, 40.5, "1 cup (140 g)", 0.85],
  ["1 tbsp whey", "whey-protein", 15, 11.7, "1 tbsp (15 g)", 0.75],
  ["a glass of milk", "milk-2-percent", 244, 8.1, "1 glass (244 g)", 0.75],
  ["2 scoops of whey protein", "whey-protein", 60, 46.9, "2 scoops (60 g)", 0.85],
  ["chicken breast 200g", "chicken-breast-cooked", 200, 62, "200 g", 0.95],
  ["Greek Yogurt 170g", "greek-yogurt-nonfat", 170, 17.3, "170 g", 0.95],
  ["tofu (150 g)", "tofu-firm", 150, 13.6, "150 g", 0.95],
  // portions
  ["a chicken breast", "chicken-breast-cooked", 172, 53.4, "1 breast (172 g)", 0.7],
  ["a breast of chicken", "chicken-breast-cooked", 172, 53.4, "1 breast (172 g)", 0.85],
  ["2 chicken thighs", "chicken-thigh-cooked", 178, 44.1, "2 thighs (178 g)", 0.7],
  ["2 salmon fillets", "salmon-cooked", 356, 78.7, "2 fillets (356 g)", 0.7],
  ["2 filets of cod", "cod-cooked", 360, 82.2, "2 fillets (360 g)", 0.85],
  ["1 can tuna", "tuna-canned-water", 165, 32.1, "1 can (165 g)", 0.85],
  ["1 tin of tuna", "tuna-canned-water", 165, 32.1, "1 can (165 g)", 0.85],
  ["a slice of pizza", "pizza-cheese", 107, 12.2, "1 slice (107 g)", 0.85],
  ["2 slices of turkey", "deli-turkey", 56, 12.2, "2 slices (56 g)", 0.85],
  ["2 large slices of bread", "bread-white", 56, 5, "2 slices (56 g)", 0.85],
  ["4 rashers of bacon", "bacon-cooked", 46, 15.6, "4 slices (46 g)", 0.85],
  ["3 strips bacon", "bacon-cooked", 35, 11.9, "3 slices (35 g)", 0.85],
  ["a protein bar", "protein-bar", 60, 18.2, "1 bar (60 g)", 0.7],
  ["a pot of greek yogurt", "greek-yogurt-nonfat", 170, 17.3, "1 container (170 g)", 0.85],
  ["1 large egg", "egg-whole", 50, 6.3, "1 large (50 g)", 0.85],
  ["2 jumbo eggs", "egg-whole", 126, 15.8, "2 jumbo (126 g)", 0.85],
  ["3 small eggs", "egg-whole", 114, 14.3, "3 small (114 g)", 0.85],
  ["xl egg", "egg-whole", 56, 7, "1 extra large (56 g)", 0.85],
  ["a big apple", "apple", 223, 0.6, "1 large (223 g)", 0.85],
  ["3 medium carrots", "carrots-raw", 183, 1.7, "3 medium (183 g)", 0.85],
  ["3 egg omelette", "omelette", 183, 19.3, "3 eggs (183 g)", 0.85],
  ["3 egg whites", "egg-white", 99, 10.8, "3 large (99 g)", 0.7],
  ["2 scrambled eggs", "scrambled-eggs", 122, 12.2, "2 eggs (122 g)", 0.7],
  ["6 wings", "chicken-wing-cooked", 204, 48.5, "6 wings (204 g)", 0.7],
  ["2 strip steaks", "beef-strip-steak-cooked", 310, 88.6, "2 steaks (310 g)", 0.7],
  ["3 pcs chicken nuggets", "chicken-nuggets", 60, 7.5, "3 pieces (60 g)", 0.85],
  ["1 whole avocado", "avocado", 136, 2.7, "1 medium (136 g)", 0.7],
  ["a bowl of oatmeal", "oatmeal", 234, 5.9, "1 cup (234 g)", 0.7],
  ["10 almonds", "almonds", 12, 2.5, "10 pieces (12 g)", 0.7],
  ["a whole pizza", "pizza-cheese", 853, 97.2, "1 whole (853 g)", 0.85],
  ["a handful of almonds", "almonds", 28, 5.9, "1 serving (28 g)", 0.7],
  ["2 scoops of chicken", "chicken-meat-roasted", 280, 81, "2 cups (280 g)", 0.6],
  // bare
  ["an apple", "apple", 182, 0.5, "1 medium (182 g)", 0.7],
  ["2 bananas", "banana", 236, 2.6, "2 medium (236 g)", 0.7],
  ["strawberries", "strawberries", 144, 1, "1 cup (144 g)", 0.7],
  ["blueberries", "blueberries", 148, 1.1, "1 cup (148 g)", 0.7],
  ["tomatoes", "tomato-raw", 123, 1.1, "1 medium (123 g)", 0.7],
  ["rice", "rice-white-cooked", 158, 4.3, "1 cup (158 g)", 0.7],
  ["oats", "oats-dry", 41, 5.4, "1 serving (41 g)", 0.7],
  ["lentils", "lentils-cooked", 198, 17.9, "1 cup (198 g)", 0.7],
  ["scrambled eggs", "scrambled-eggs", 122, 12.2, "1 serving (122 g)", 0.7],
  ["mac and cheese", "mac-and-cheese", 283, 15.8, "1 serving (283 g)", 0.7],
  ["mac & cheese", "mac-and-cheese", 283, 15.8, "1 serving (283 g)", 0.7],
  ["rice and beans", "rice-and-beans", 146, 6.8, "1 cup (146 g)", 0.7],
  ["2 tbsp half and half", "half-and-half", 30, 0.9, "2 tbsp (30 g)", 0.85],
  ["half and half", "half-and-half", 15, 0.5, "1 tbsp (15 g)", 0.7],
  ["sweet and sour chicken", "sweet-and-sour-chicken", 706, 71.3, "1 order (706 g)", 0.7],
  ["spaghetti and meatballs", "spaghetti-meatballs", 255, 11.1, "1 cup (255 g)", 0.7],
  ["pasta with meat sauce", "spaghetti-bolognese", 283, 14.3, "1 serving (283 g)", 0.7],
  ["150 g salmon, raw", "salmon-raw", 150, 30.6, "150 g", 0.95],
  ["  Chicken   BREAST  ", "chicken-breast-cooked", 172, 53.4, "1 breast (172 g)", 0.7],
  ["2EGGS", "egg-whole", 100, 12.6, "2 large (100 g)", 0.7],
  ["I had 2 eggs", "egg-whole", 100, 12.6, "2 large (100 g)", 0.7],
  ["about 100g chicken", "chicken-meat-roasted", 100, 28.9, "100 g", 0.95],
  ["Some Rice", "rice-white-cooked", 158, 4.3, "1 cup (158 g)", 0.7],
  ["200 ML MILK", "milk-2-percent", 206, 6.8, "200 ml (206 g)", 0.9],
  ["2 Large Eggs", "egg-whole", 100, 12.6, "2 large (100 g)", 0.85],
];

describe("parseMealText, one food", () => {
  it.each(SINGLE_FOOD)("%j → %s", (text, foodId, grams, protein, portionSize, confidence) => {
    const result = parseMealText(text);
    expect(result.unmatched).toEqual([]);
    expect(result.foodItems).toHaveLength(1);
    const [item] = result.foodItems;
    expect(item?.foodId).toBe(foodId);
    expect(item?.grams).toBe(grams);
    expect(item?.proteinContent).toBeCloseTo(protein, 1);
    expect(item?.portionSize).toBe(portionSize);
    expect(item?.confidence).toBe(confidence);
    expect(result.totalProtein).toBeCloseTo(protein, 1);
  });
});

describe("parseMealText, several foods", () => {
  it("reads the brief's example meal", () => {
    const result = parseMealText("2 eggs, 150 g greek yogurt and a chicken breast");
    expectItems(result.foodItems, [
      ["egg-whole", 100, 12.6],
      ["greek-yogurt-nonfat", 150, 15.3],
      ["chicken-breast-cooked", 172, 53.4],
    ]);
    expect(result.foodItems.map((i) => i.name)).toEqual([
      "Egg, whole",
      "Greek yogurt, plain nonfat",
      "Chicken breast, skinless (cooked)",
    ]);
    expect(result.totalProtein).toBeCloseTo(81.3, 1);
    expect(result.unmatched).toEqual([]);
  });

  it.each([
    // A bare "broccoli" is raw (SR28's cup, chopped, 91 g): cooked only when the text says so.
    ["chicken, rice and broccoli", 47.4],
    ["salmon with rice and broccoli", 46.2],
  ])("splits %j on commas, 'and' and 'with'", (text, total) => {
    const result = parseMealText(text);
    expect(result.foodItems).toHaveLength(3);
    expect(result.totalProtein).toBeCloseTo(total, 1);
  });

  it.each([
    ["chicken and rice", ["chicken-meat-roasted", "rice-white-cooked"]],
    ["2 eggs and cheese", ["egg-whole", "cheddar"]],
    ["bread and butter", ["bread-white", "butter"]],
  ])("splits %j: only dish names keep their 'and'", (text, ids) => {
    expect(parseMealText(text).foodItems.map((i) => i.foodId)).toEqual(ids);
  });

  it.each(["2 eggs; 1 banana", "2 eggs\n1 banana", "2 eggs + 1 banana", "2 eggs & 1 banana", "2 eggs, 1 banana"])(
    "splits %j on its separator",
    (text) => {
      const result = parseMealText(text);
      expectItems(result.foodItems, [
        ["egg-whole", 100, 12.6],
        ["banana", 118, 1.3],
      ]);
      expect(result.totalProtein).toBeCloseTo(13.9, 1);
    },
  );

  it("keeps each food's own amount and unit", () => {
    const result = parseMealText("1 cup broccoli, 1 cup rice, 6 oz chicken breast");
    expectItems(result.foodItems, [
      ["broccoli-raw", 91, 2.6],
      ["rice-white-cooked", 158, 4.3],
      ["chicken-breast-cooked", 170, 52.7],
    ]);
    expect(result.totalProtein).toBeCloseTo(59.6, 1);
  });

  it("reads a shake with milk and whey", () => {
    const result = parseMealText("1 cup milk with 2 scoops whey");
    expectItems(result.foodItems, [
      ["milk-2-percent", 244, 8.1],
      ["whey-protein", 60, 46.9],
    ]);
    expect(result.totalProtein).toBeCloseTo(55, 1);
  });

  it("gives unquantified foods their usual portion", () => {
    const result = parseMealText("toast with peanut butter");
    expectItems(result.foodItems, [
      ["bread-white", 28, 2.5],
      ["peanut-butter", 32, 7.1],
    ]);
  });
});

describe("parseMealText, unknown foods", () => {
  it("puts an unknown food in unmatched, never guessing", () => {
    expect(parseMealText("dragonfruit")).toEqual({
      foodItems: [],
      totalProtein: 0,
      unmatched: ["dragonfruit"],
      doubtful: [],
    });
  });

  it.each(["a bowl of unknownium stew", "chocolate stew", "zorgblat chicken breast"])(
    "never guesses a food from one known word of %j: the other words must only describe it",
    (text) => {
      expect(parseMealText(text)).toEqual({ foodItems: [], totalProtein: 0, unmatched: [text], doubtful: [] });
    },
  );

  it("still reads words that only describe the food: cooking, cutting, amounts", () => {
    const result = parseMealText("grilled chicken breast, 2 salmon fillets, fresh sliced strawberries");
    expect(result.foodItems.map((i) => i.foodId)).toEqual(["chicken-breast-cooked", "salmon-cooked", "strawberries"]);
    expect(result.unmatched).toEqual([]);
  });

  it("keeps the known foods of a mixed description", () => {
    const result = parseMealText("2 eggs and unicorn meat");
    expectItems(result.foodItems, [["egg-whole", 100, 12.6]]);
    expect(result.unmatched).toEqual(["unicorn meat"]);
    expect(result.totalProtein).toBeCloseTo(12.6, 1);
  });

  it("reports the original fragment, trimmed and with its amount", () => {
    const result = parseMealText("  3 Zorbles ,  100 g tofu ");
    expectItems(result.foodItems, [["tofu-firm", 100, 9]]);
    expect(result.unmatched).toEqual(["3 Zorbles"]);
  });

  it.each(["2", "0 eggs"])("treats %j as unmatched: no food or no amount to log", (text) => {
    expect(parseMealText(text)).toEqual({ foodItems: [], totalProtein: 0, unmatched: [text], doubtful: [] });
  });

  it.each(["", "   ", "\n\n", "!!!", " , ; "])("returns an empty result for %j", (text) => {
    expect(parseMealText(text)).toEqual({ foodItems: [], totalProtein: 0, unmatched: [], doubtful: [] });
  });
});

describe("parseMealText, rounding", () => {
  it("rounds grams to whole numbers, or one decimal under 10 g", () => {
    expect(parseMealText("1 tsp sugar").foodItems[0]?.grams).toBe(4.2);
    expect(parseMealText("1 tablespoon olive oil").foodItems[0]?.grams).toBe(14);
  });

  it("sums the rounded protein of the items to one decimal", () => {
    const result = parseMealText("2 eggs, 1 cup cooked lentils, 3oz salmon");
    expect(result.totalProtein).toBeCloseTo(12.6 + 17.9 + 18.8, 1);
  });
});

describe("a food that names another protein than typed", () => {
  it("is not counted but kept as what the table meant", () => {
    const result = parseMealText("chicken burrito bowl, 2 eggs");
    expect(result.foodItems.map((i) => i.name)).toEqual(["Egg, whole"]);
    expect(result.unmatched).toEqual(["chicken burrito bowl"]);
    expect(result.doubtful.map((d) => [d.text, d.item.name])).toEqual([
      ["chicken burrito bowl", "Burrito with beans and beef"],
    ]);
  });
});

describe("café drinks the table lacks", () => {
  it("counts a latte as its espresso and 2 % milk, with the grams of each", () => {
    const result = parseMealText("a latte and 2 eggs");
    expect(result.unmatched).toEqual([]);
    expect(result.foodItems.map((i) => [i.foodId, i.grams, i.portionSize])).toEqual([
      ["espresso", 60, "60 g (in a latte)"],
      ["milk-2-percent", 240, "240 g (in a latte)"],
      ["egg-whole", 100, "2 large (100 g)"],
    ]);
    // 3.3 g per 100 g of 2 % milk, 0.1 g per 100 g of espresso (SR28).
    expect(result.foodItems[1]?.proteinContent).toBe(7.9);
  });

  it("multiplies every part by the count", () => {
    const parts = parseMealText("2 flat whites").foodItems;
    expect(parts.map((i) => [i.foodId, i.grams, i.portionSize])).toEqual([
      ["espresso", 120, "120 g (in 2 flat whites)"],
      ["milk-2-percent", 300, "300 g (in 2 flat whites)"],
    ]);
    expect(parseMealText("cappuccino").foodItems.map((i) => i.foodId)).toEqual(["espresso", "milk-2-percent"]);
  });
});
