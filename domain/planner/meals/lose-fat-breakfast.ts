import { ing, type MealDraft } from "../meal";

// Lose fat, breakfast: about 250-400 kcal with 20-40 g protein, mostly from lean dairy and eggs.
export const LOSE_FAT_BREAKFAST: readonly MealDraft[] = [
  {
    id: "egg-white-veggie-omelette",
    name: "Egg White Veggie Omelette",
    ingredients: [
      ing("egg-white", 198, "6 large egg whites"),
      ing("egg-whole", 50, "1 large egg"),
      ing("spinach-raw", 30, "1 cup baby spinach"),
      ing("mushrooms-raw", 70, "1 cup sliced mushrooms"),
      ing("tomato-raw", 91, "1 small tomato, diced"),
      ing("bread-whole-wheat", 28, "1 slice whole-wheat toast"),
    ],
    instructions:
      "Whisk the egg whites with the whole egg and a pinch of salt. Soften the mushrooms and spinach in a non-stick pan, pour in the eggs and cook on medium-low until set. Fold, top with the tomato and serve with the toast.",
  },
  {
    id: "greek-yogurt-berry-bowl",
    name: "Greek Yogurt Berry Bowl",
    ingredients: [
      ing("greek-yogurt-nonfat", 245, "1 cup nonfat Greek yogurt"),
      ing("blueberries", 74, "½ cup blueberries"),
      ing("strawberries", 72, "½ cup sliced strawberries"),
      ing("chia-seeds", 12, "1 tbsp chia seeds"),
    ],
    instructions:
      "Spoon the yogurt into a bowl, top with the berries and sprinkle the chia seeds over. A little cinnamon adds sweetness without calories.",
  },
  {
    id: "protein-oats-raspberries",
    name: "Protein Oats with Raspberries",
    ingredients: [
      ing("oats-dry", 40.5, "½ cup rolled oats"),
      ing("milk-skim", 245, "1 cup skim milk"),
      ing("whey-protein", 30, "1 scoop whey protein"),
      ing("raspberries", 62, "½ cup raspberries"),
    ],
    instructions:
      "Simmer the oats in the milk for about 5 minutes, stirring, until creamy. Take the pan off the heat, let it cool for a minute, then stir in the whey so it does not clump. Top with the raspberries.",
  },
  {
    id: "cottage-cheese-pineapple-bowl",
    name: "Cottage Cheese Pineapple Bowl",
    ingredients: [
      ing("cottage-cheese-1-percent", 226, "1 cup 1% cottage cheese"),
      ing("pineapple", 83, "½ cup pineapple chunks"),
      ing("pumpkin-seeds", 10, "pumpkin seeds"),
    ],
    instructions:
      "Spoon the cottage cheese into a bowl, top with the pineapple and scatter the pumpkin seeds over for crunch.",
  },
  {
    id: "smoked-salmon-crispbread",
    name: "Smoked Salmon Crispbreads with Egg",
    ingredients: [
      ing("crispbread-rye", 20, "2 rye crispbreads"),
      ing("cream-cheese", 15, "1 tbsp cream cheese"),
      ing("smoked-salmon", 85, "smoked salmon"),
      ing("cucumber", 52, "½ cup cucumber slices"),
      ing("egg-hard-boiled", 50, "1 large hard-boiled egg"),
    ],
    instructions:
      "Spread the crispbreads thinly with cream cheese, layer on the cucumber and smoked salmon and finish with black pepper and a squeeze of lemon. Serve with the egg, halved.",
  },
  {
    id: "turkey-bacon-egg-muffin",
    name: "Turkey Bacon Egg Muffin",
    ingredients: [
      ing("english-muffin", 57, "1 English muffin"),
      ing("egg-whole", 50, "1 large egg"),
      ing("egg-white", 99, "3 large egg whites"),
      ing("turkey-bacon", 28, "2 slices turkey bacon"),
      ing("spinach-raw", 30, "1 cup baby spinach"),
    ],
    instructions:
      "Crisp the turkey bacon in a pan. Scramble the egg and egg whites in the same pan with the spinach. Toast the muffin and fill it with the eggs and bacon.",
  },
  {
    id: "tofu-scramble-tortillas",
    name: "Tofu Scramble with Corn Tortillas",
    ingredients: [
      ing("tofu-extra-firm", 250, "extra-firm tofu, crumbled"),
      ing("bell-pepper-red", 60, "½ red bell pepper, diced"),
      ing("onion-raw", 40, "onion, diced"),
      ing("spinach-raw", 30, "1 cup baby spinach"),
      ing("tortilla-corn", 48, "2 corn tortillas"),
      ing("salsa", 32, "2 tbsp salsa"),
    ],
    instructions:
      "Press the tofu dry and crumble it. Cook the onion and pepper until soft, add the tofu with turmeric, cumin and salt and fry for 5 minutes, then wilt in the spinach. Serve in warm tortillas with the salsa.",
  },
  {
    id: "greek-yogurt-strawberry-smoothie",
    name: "Greek Yogurt Strawberry Smoothie",
    ingredients: [
      ing("greek-yogurt-nonfat", 150, "nonfat Greek yogurt"),
      ing("milk-skim", 245, "1 cup skim milk"),
      ing("strawberries", 144, "1 cup frozen strawberries"),
      ing("banana", 59, "half a medium banana"),
    ],
    instructions: "Blend everything until smooth, adding a few ice cubes for a thicker shake. Drink right away.",
  },
];
