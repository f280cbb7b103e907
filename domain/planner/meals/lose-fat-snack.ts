import { ing, type MealDraft } from "../meal";

// Lose fat, snack: about 100-250 kcal with 15-26 g protein to stay full between meals.
export const LOSE_FAT_SNACK: readonly MealDraft[] = [
  {
    id: "greek-yogurt-blueberries",
    name: "Greek Yogurt with Blueberries",
    ingredients: [
      ing("greek-yogurt-nonfat", 170, "1 container nonfat Greek yogurt"),
      ing("blueberries", 37, "¼ cup blueberries"),
    ],
    instructions: "Top the yogurt with the blueberries and a pinch of cinnamon.",
  },
  {
    id: "turkey-roll-ups-egg",
    name: "Turkey Roll-Ups with a Boiled Egg",
    ingredients: [
      ing("deli-turkey", 56, "2 slices deli turkey"),
      ing("egg-hard-boiled", 50, "1 large hard-boiled egg"),
      ing("cucumber", 104, "1 cup cucumber sticks"),
    ],
    instructions:
      "Spread the turkey slices with a little mustard, roll each around cucumber sticks and eat with the egg.",
  },
  {
    id: "cottage-cheese-raspberries",
    name: "Cottage Cheese with Raspberries",
    ingredients: [
      ing("cottage-cheese-1-percent", 150, "1% cottage cheese"),
      ing("raspberries", 62, "½ cup raspberries"),
    ],
    instructions: "Spoon the cottage cheese into a bowl and fold in the raspberries.",
  },
  {
    id: "jerky-string-cheese",
    name: "Beef Jerky and String Cheese",
    ingredients: [
      ing("beef-jerky", 28, "1 serving beef jerky"),
      ing("mozzarella-part-skim", 28, "1 part-skim string cheese"),
    ],
    instructions: "Pack both for the road; pick a jerky with under 500 mg sodium per serving where you can.",
  },
  {
    id: "strawberry-whey-shake",
    name: "Strawberry Whey Shake",
    ingredients: [
      ing("whey-isolate", 28, "1 scoop whey isolate"),
      ing("strawberries", 72, "½ cup frozen strawberries"),
      ing("water", 300, "cold water"),
    ],
    instructions: "Blend the whey, strawberries and water with a handful of ice until smooth.",
  },
  {
    id: "edamame-sea-salt",
    name: "Edamame with Sea Salt",
    ingredients: [ing("edamame", 155, "1 cup shelled edamame")],
    instructions: "Steam or microwave the edamame for 3-4 minutes and sprinkle with flaky salt and chili flakes.",
  },
  {
    id: "tuna-cucumber-bites",
    name: "Tuna Cucumber Bites",
    ingredients: [
      ing("tuna-canned-water", 85, "tuna in water, drained"),
      ing("greek-yogurt-nonfat", 15, "1 tbsp nonfat Greek yogurt"),
      ing("mustard", 5, "1 tsp mustard"),
      ing("cucumber", 104, "1 cup cucumber rounds"),
    ],
    instructions: "Mix the tuna with the yogurt, mustard and pepper and spoon it onto thick cucumber rounds.",
  },
  {
    id: "shrimp-cocktail",
    name: "Shrimp Cocktail",
    ingredients: [
      ing("shrimp-cooked", 113, "cooked shrimp, chilled"),
      ing("ketchup", 15, "1 tbsp ketchup"),
      ing("lemon", 7, "1 lemon wedge"),
    ],
    instructions:
      "Stir a little horseradish and lemon juice into the ketchup for a quick cocktail sauce and serve with the chilled shrimp.",
  },
];
