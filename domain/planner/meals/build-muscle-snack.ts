import { ing, type MealDraft } from "../meal";

// Build muscle, snack: about 250-450 kcal with 25-48 g protein, between meals or after training.
export const BUILD_MUSCLE_SNACK: readonly MealDraft[] = [
  {
    id: "whey-milk-shake",
    name: "Whey Shake with Milk",
    ingredients: [ing("whey-protein", 30, "1 scoop whey protein"), ing("milk-2-percent", 244, "1 cup 2% milk")],
    instructions: "Shake the whey with the cold milk: a quick snack after training or between meals.",
  },
  {
    id: "cottage-cheese-pineapple-almonds",
    name: "Cottage Cheese with Pineapple and Almonds",
    ingredients: [
      ing("cottage-cheese-2-percent", 226, "1 cup 2% cottage cheese"),
      ing("pineapple", 83, "½ cup pineapple chunks"),
      ing("almonds", 28.35, "1 serving almonds"),
    ],
    instructions: "Top the cottage cheese with the pineapple and the roughly chopped almonds.",
  },
  {
    id: "tuna-rice-cakes",
    name: "Tuna on Rice Cakes",
    ingredients: [
      ing("tuna-canned-water", 165, "1 can tuna in water, drained"),
      ing("rice-cakes", 27, "3 rice cakes"),
      ing("greek-yogurt-nonfat", 30, "2 tbsp nonfat Greek yogurt"),
      ing("mustard", 5, "1 tsp mustard"),
    ],
    instructions: "Mix the tuna with the yogurt, mustard and black pepper and spread it over the rice cakes.",
  },
  {
    id: "protein-bar-banana-milk",
    name: "Protein Bar, Banana and Milk",
    ingredients: [
      ing("protein-bar", 60, "1 protein bar"),
      ing("banana", 118, "1 medium banana"),
      ing("milk-skim", 245, "1 cup skim milk"),
    ],
    instructions:
      "An easy pre- or post-workout snack: the banana and milk add quick carbs and another 10 g of protein.",
  },
  {
    id: "jerky-pumpkin-seeds",
    name: "Beef Jerky and Pumpkin Seeds",
    ingredients: [
      ing("beef-jerky", 56, "2 servings beef jerky"),
      ing("pumpkin-seeds", 28.35, "1 serving pumpkin seeds"),
    ],
    instructions: "Pack both in a container for a shelf-stable snack that travels well.",
  },
  {
    id: "greek-yogurt-peanut-butter-dip-apple",
    name: "Peanut Butter Yogurt Dip with Apple",
    ingredients: [
      ing("greek-yogurt-lowfat", 245, "1 cup low-fat Greek yogurt"),
      ing("peanut-butter", 16, "1 tbsp peanut butter"),
      ing("apple", 182, "1 medium apple, sliced"),
    ],
    instructions:
      "Stir the peanut butter and a pinch of cinnamon into the yogurt and use it as a dip for the apple slices.",
  },
  {
    id: "boiled-eggs-chocolate-milk",
    name: "Boiled Eggs and Chocolate Milk",
    ingredients: [
      ing("egg-hard-boiled", 150, "3 large hard-boiled eggs"),
      ing("milk-chocolate-lowfat", 250, "1 cup low-fat chocolate milk"),
    ],
    instructions:
      "Boil a batch of eggs for 10 minutes on the weekend and keep them peeled in the fridge. Chocolate milk is a proven recovery drink.",
  },
  {
    id: "chicken-hummus-snack-box",
    name: "Chicken and Hummus Snack Box",
    ingredients: [
      ing("chicken-breast-cooked", 85, "grilled chicken breast, sliced"),
      ing("hummus", 60, "4 tbsp hummus"),
      ing("carrots-raw", 61, "1 medium carrot, in sticks"),
      ing("crackers-whole-wheat", 28, "6 whole-wheat crackers"),
    ],
    instructions:
      "Pack the chicken, hummus, carrot sticks and crackers in a lunch box; it keeps for 3 days in the fridge.",
  },
];
