import { ing, type MealDraft } from "../meal";

// Maintain, breakfast: about 400-550 kcal with 25-40 g protein and a balance of carbs and fat.
export const MAINTAIN_BREAKFAST: readonly MealDraft[] = [
  {
    id: "veggie-scrambled-eggs-toast",
    name: "Veggie Scrambled Eggs on Toast",
    ingredients: [
      ing("egg-whole", 150, "3 large eggs"),
      ing("bread-whole-wheat", 56, "2 slices whole-wheat toast"),
      ing("spinach-raw", 30, "1 cup baby spinach"),
      ing("cherry-tomatoes", 75, "½ cup cherry tomatoes, halved"),
      ing("butter", 5, "1 pat butter"),
    ],
    instructions:
      "Melt the butter over low heat, wilt the spinach, then add the beaten eggs and stir gently until just set. Pile onto the toast with the tomatoes.",
  },
  {
    id: "peanut-butter-banana-protein-oatmeal",
    name: "Peanut Butter Banana Protein Oatmeal",
    ingredients: [
      ing("oats-dry", 40.5, "½ cup rolled oats"),
      ing("milk-2-percent", 244, "1 cup 2% milk"),
      ing("whey-protein", 15, "½ scoop whey protein"),
      ing("peanut-butter", 16, "1 tbsp peanut butter"),
      ing("banana", 118, "1 medium banana, sliced"),
    ],
    instructions:
      "Cook the oats in the milk for 5 minutes, take them off the heat and stir in the whey. Top with the banana and the peanut butter.",
  },
  {
    id: "greek-yogurt-granola-parfait",
    name: "Greek Yogurt Granola Parfait",
    ingredients: [
      ing("greek-yogurt-lowfat", 245, "1 cup low-fat Greek yogurt"),
      ing("granola", 30, "¼ cup granola"),
      ing("strawberries", 72, "½ cup sliced strawberries"),
      ing("walnuts", 14, "walnut halves"),
      ing("honey", 7, "1 tsp honey"),
    ],
    instructions: "Layer the yogurt, strawberries and granola in a glass, then top with the walnuts and honey.",
  },
  {
    id: "smoked-salmon-bagel",
    name: "Smoked Salmon Bagel",
    ingredients: [
      ing("bagel", 105, "1 medium bagel"),
      ing("cream-cheese", 29, "2 tbsp cream cheese"),
      ing("smoked-salmon", 85, "smoked salmon"),
      ing("tomato-raw", 40, "2 tomato slices"),
      ing("onion-raw", 14, "1 slice red onion"),
    ],
    instructions:
      "Toast the bagel, spread with the cream cheese and layer on the salmon, tomato and onion. Capers and dill are a good finish.",
  },
  {
    id: "egg-black-bean-breakfast-burrito",
    name: "Egg and Black Bean Breakfast Burrito",
    ingredients: [
      ing("tortilla-flour", 72, "1 large flour tortilla"),
      ing("egg-whole", 100, "2 large eggs"),
      ing("black-beans-canned", 60, "¼ cup black beans"),
      ing("cheddar", 14, "shredded cheddar"),
      ing("salsa", 32, "2 tbsp salsa"),
    ],
    instructions:
      "Scramble the eggs, warm the beans, and fill the tortilla with eggs, beans, cheddar and salsa. Roll it tight and toast it seam-side down for a minute.",
  },
  {
    id: "avocado-toast-poached-eggs",
    name: "Avocado Toast with Poached Eggs",
    ingredients: [
      ing("bread-sourdough", 64, "2 slices sourdough"),
      ing("avocado", 68, "half a medium avocado"),
      ing("egg-poached", 150, "3 large eggs, poached"),
    ],
    instructions:
      "Poach the eggs in barely simmering water for 3 minutes. Mash the avocado with lemon, salt and chili flakes, spread it on the toast and top with the eggs.",
  },
  {
    id: "banana-oat-protein-pancakes",
    name: "Banana Oat Pancakes with Yogurt",
    ingredients: [
      ing("oats-dry", 40.5, "½ cup rolled oats"),
      ing("egg-whole", 100, "2 large eggs"),
      ing("banana", 118, "1 medium banana"),
      ing("greek-yogurt-nonfat", 85, "nonfat Greek yogurt"),
      ing("maple-syrup", 20, "1 tbsp maple syrup"),
    ],
    instructions:
      "Blend the oats, eggs and banana into a batter with a pinch of baking powder. Cook small pancakes in a lightly oiled pan for 2 minutes a side and serve with the yogurt and maple syrup.",
  },
  {
    id: "ham-swiss-omelette",
    name: "Ham and Swiss Omelette",
    ingredients: [
      ing("egg-whole", 150, "3 large eggs"),
      ing("ham-lean-sliced", 48, "2 slices lean ham, chopped"),
      ing("swiss-cheese", 28, "1 slice Swiss cheese"),
      ing("bell-pepper-green", 60, "½ green bell pepper, diced"),
      ing("bread-whole-wheat", 28, "1 slice whole-wheat toast"),
    ],
    instructions:
      "Soften the pepper, pour in the beaten eggs and cook until almost set. Add the ham and cheese to one half, fold and cook for another minute. Serve with the toast.",
  },
];
