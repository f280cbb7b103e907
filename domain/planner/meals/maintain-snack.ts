import { ing, type MealDraft } from "../meal";

// Maintain, snack: about 150-300 kcal with 10-20 g protein.
export const MAINTAIN_SNACK: readonly MealDraft[] = [
  {
    id: "apple-peanut-butter-string-cheese",
    name: "Apple, Peanut Butter and String Cheese",
    ingredients: [
      ing("apple", 149, "1 small apple, sliced"),
      ing("peanut-butter", 16, "1 tbsp peanut butter"),
      ing("mozzarella-part-skim", 28, "1 part-skim string cheese"),
    ],
    instructions: "Dip the apple slices in the peanut butter and have the string cheese alongside.",
  },
  {
    id: "hummus-veggies-edamame",
    name: "Hummus Veggie Plate with Edamame",
    ingredients: [
      ing("hummus", 60, "4 tbsp hummus"),
      ing("edamame", 78, "½ cup shelled edamame"),
      ing("carrots-raw", 61, "1 medium carrot, in sticks"),
      ing("cucumber", 52, "½ cup cucumber sticks"),
    ],
    instructions: "Arrange the vegetables and edamame around the hummus for dipping.",
  },
  {
    id: "greek-yogurt-honey-walnuts",
    name: "Greek Yogurt with Honey and Walnuts",
    ingredients: [
      ing("greek-yogurt-lowfat", 170, "1 container low-fat Greek yogurt"),
      ing("walnuts", 14, "walnut halves"),
      ing("honey", 7, "1 tsp honey"),
    ],
    instructions: "Top the yogurt with the walnuts and drizzle over the honey.",
  },
  {
    id: "cheddar-crackers-grapes",
    name: "Cheddar, Crackers and Grapes",
    ingredients: [
      ing("cheddar", 28, "1 slice cheddar"),
      ing("crackers-whole-wheat", 28, "6 whole-wheat crackers"),
      ing("grapes", 75, "½ cup grapes"),
    ],
    instructions: "Slice the cheddar onto the crackers and eat with the grapes.",
  },
  {
    id: "turkey-provolone-roll-ups",
    name: "Turkey and Provolone Roll-Ups",
    ingredients: [
      ing("deli-turkey", 56, "2 slices deli turkey"),
      ing("provolone", 28, "1 slice provolone"),
      ing("lettuce-romaine", 28, "1 romaine leaf"),
    ],
    instructions: "Lay a slice of provolone on each turkey slice, add a strip of lettuce and roll them up tightly.",
  },
  {
    id: "boiled-eggs-rye-crispbread",
    name: "Boiled Eggs on Rye Crispbread",
    ingredients: [
      ing("egg-hard-boiled", 100, "2 large hard-boiled eggs"),
      ing("crispbread-rye", 20, "2 rye crispbreads"),
    ],
    instructions: "Slice the eggs onto the crispbreads and season with salt, pepper and a pinch of paprika.",
  },
  {
    id: "cottage-cheese-peach-almonds",
    name: "Cottage Cheese with Peach and Almonds",
    ingredients: [
      ing("cottage-cheese-2-percent", 113, "½ cup 2% cottage cheese"),
      ing("peach", 150, "1 medium peach, sliced"),
      ing("almonds", 14, "12 almonds"),
    ],
    instructions: "Top the cottage cheese with the peach slices and the chopped almonds.",
  },
  {
    id: "crispy-roasted-chickpeas",
    name: "Crispy Roasted Chickpeas",
    ingredients: [
      ing("chickpeas-canned", 152, "1 cup chickpeas, rinsed and dried"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
    ],
    instructions:
      "Toss the dried chickpeas with the oil, smoked paprika and salt and roast at 200 °C (400 °F) for 25-30 minutes, shaking once, until crunchy.",
  },
];
