import { ing, type MealDraft } from "../meal";

// Build muscle, breakfast: about 550-800 kcal with 40-60 g protein.
export const BUILD_MUSCLE_BREAKFAST: readonly MealDraft[] = [
  {
    id: "steak-and-eggs",
    name: "Steak and Eggs with Toast",
    ingredients: [
      ing("beef-sirloin-steak-cooked", 113, "sirloin steak"),
      ing("egg-whole", 150, "3 large eggs"),
      ing("bread-whole-wheat", 56, "2 slices whole-wheat toast"),
      ing("tomato-raw", 91, "1 small tomato, halved"),
    ],
    instructions:
      "Sear the steak in a very hot pan for 3-4 minutes a side and rest it for 5 minutes. Fry or scramble the eggs in the same pan, grill the tomato halves and serve with the toast.",
  },
  {
    id: "loaded-protein-oatmeal",
    name: "Loaded Protein Oatmeal",
    ingredients: [
      ing("oats-dry", 81, "1 cup rolled oats"),
      ing("milk-2-percent", 244, "1 cup 2% milk"),
      ing("whey-protein", 30, "1 scoop whey protein"),
      ing("peanut-butter", 16, "1 tbsp peanut butter"),
      ing("banana", 118, "1 medium banana, sliced"),
    ],
    instructions:
      "Cook the oats in the milk with a splash of water until thick. Off the heat, stir in the whey, then top with the banana and peanut butter.",
  },
  {
    id: "big-breakfast-burrito",
    name: "Big Turkey Sausage Breakfast Burrito",
    ingredients: [
      ing("tortilla-flour", 72, "1 large flour tortilla"),
      ing("egg-whole", 150, "3 large eggs"),
      ing("turkey-sausage-cooked", 57, "turkey sausage, crumbled"),
      ing("black-beans-canned", 60, "¼ cup black beans"),
      ing("cheddar", 28, "shredded cheddar"),
      ing("salsa", 32, "2 tbsp salsa"),
    ],
    instructions:
      "Brown the sausage, then scramble the eggs in the same pan. Fill the tortilla with eggs, sausage, beans, cheddar and salsa, roll it and toast it seam-side down. It freezes well wrapped in foil.",
  },
  {
    id: "greek-yogurt-power-bowl",
    name: "Greek Yogurt Power Bowl",
    ingredients: [
      ing("greek-yogurt-lowfat", 245, "1 cup low-fat Greek yogurt"),
      ing("granola", 61, "½ cup granola"),
      ing("hemp-seeds", 20, "2 tbsp hemp seeds"),
      ing("blueberries", 74, "½ cup blueberries"),
      ing("honey", 7, "1 tsp honey"),
    ],
    instructions: "Top the yogurt with the granola, blueberries and hemp seeds and drizzle with the honey.",
  },
  {
    id: "canadian-bacon-egg-muffins",
    name: "Double Egg and Canadian Bacon Muffins",
    ingredients: [
      ing("english-muffin", 114, "2 English muffins"),
      ing("egg-whole", 100, "2 large eggs"),
      ing("canadian-bacon", 47, "2 slices Canadian bacon"),
      ing("american-cheese", 42, "2 slices American cheese"),
      ing("orange", 131, "1 medium orange"),
    ],
    instructions:
      "Fry the eggs and warm the Canadian bacon in the same pan. Toast the muffins and build two sandwiches with egg, bacon and cheese. Have the orange on the side.",
  },
  {
    id: "cottage-cheese-oat-pancakes",
    name: "Cottage Cheese Oat Pancakes",
    ingredients: [
      ing("oats-dry", 60, "rolled oats"),
      ing("cottage-cheese-2-percent", 226, "1 cup 2% cottage cheese"),
      ing("egg-whole", 100, "2 large eggs"),
      ing("blueberries", 74, "½ cup blueberries"),
      ing("maple-syrup", 20, "1 tbsp maple syrup"),
    ],
    instructions:
      "Blend the oats, cottage cheese and eggs with a pinch of baking powder until smooth. Cook palm-sized pancakes for 2-3 minutes a side and serve with the blueberries and syrup.",
  },
  {
    id: "smoked-salmon-scramble-bagel",
    name: "Smoked Salmon Scramble Bagel",
    ingredients: [
      ing("bagel", 105, "1 medium bagel"),
      ing("egg-whole", 150, "3 large eggs"),
      ing("smoked-salmon", 57, "smoked salmon, torn"),
      ing("cream-cheese", 15, "1 tbsp cream cheese"),
    ],
    instructions:
      "Scramble the eggs softly and fold in the salmon at the end. Spread the toasted bagel with cream cheese and pile the eggs on top with chives.",
  },
  {
    id: "peanut-butter-banana-protein-smoothie",
    name: "Peanut Butter Banana Protein Smoothie",
    ingredients: [
      ing("milk-2-percent", 488, "2 cups 2% milk"),
      ing("whey-protein", 30, "1 scoop whey protein"),
      ing("banana", 118, "1 medium banana"),
      ing("oats-dry", 40.5, "½ cup rolled oats"),
      ing("peanut-butter", 16, "1 tbsp peanut butter"),
    ],
    instructions:
      "Blend everything with a few ice cubes until smooth. Good for a breakfast on the go after a morning session.",
  },
];
