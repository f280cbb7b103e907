import { ing, type MealDraft } from "../meal";

// Lose fat, lunch: about 350-500 kcal with 30-55 g protein; lean protein, vegetables, little added fat.
export const LOSE_FAT_LUNCH: readonly MealDraft[] = [
  {
    id: "grilled-chicken-greek-salad",
    name: "Grilled Chicken Greek Salad",
    ingredients: [
      ing("chicken-breast-cooked", 150, "grilled chicken breast"),
      ing("lettuce-romaine", 94, "2 cups chopped romaine"),
      ing("cherry-tomatoes", 149, "1 cup cherry tomatoes"),
      ing("cucumber", 104, "1 cup sliced cucumber"),
      ing("feta", 28, "crumbled feta"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
    ],
    instructions:
      "Slice the chicken. Toss the romaine, tomatoes and cucumber with the olive oil, lemon juice and dried oregano, then top with the chicken and feta.",
  },
  {
    id: "tuna-white-bean-salad",
    name: "Tuna and White Bean Salad",
    ingredients: [
      ing("tuna-canned-water", 165, "1 can tuna in water, drained"),
      ing("white-beans-cooked", 90, "½ cup white beans"),
      ing("arugula", 40, "2 cups arugula"),
      ing("cherry-tomatoes", 75, "½ cup cherry tomatoes, halved"),
      ing("onion-raw", 20, "red onion, thinly sliced"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
    ],
    instructions:
      "Flake the tuna into a bowl with the beans, tomatoes and onion. Dress with the olive oil, lemon juice, salt and pepper and pile onto the arugula.",
  },
  {
    id: "turkey-lettuce-wraps",
    name: "Asian Turkey Lettuce Wraps",
    ingredients: [
      ing("ground-turkey-cooked", 120, "ground turkey, browned"),
      ing("lettuce-green-leaf", 36, "6 lettuce leaves"),
      ing("carrots-raw", 61, "1 medium carrot, shredded"),
      ing("bell-pepper-red", 60, "½ red bell pepper, diced"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
      ing("rice-brown-cooked", 98, "½ cup brown rice"),
    ],
    instructions:
      "Brown the turkey with garlic and ginger, add the pepper and soy sauce and cook for 2 minutes. Spoon the rice and turkey into the lettuce leaves and top with the carrot.",
  },
  {
    id: "garlic-shrimp-zucchini-noodles",
    name: "Garlic Shrimp Zucchini Noodles",
    ingredients: [
      ing("shrimp-cooked", 170, "peeled shrimp"),
      ing("zucchini-raw", 392, "2 medium zucchini, spiralized"),
      ing("cherry-tomatoes", 149, "1 cup cherry tomatoes"),
      ing("garlic", 6, "2 cloves garlic, minced"),
      ing("olive-oil", 9, "2 tsp olive oil"),
      ing("parmesan-grated", 10, "2 tbsp grated parmesan"),
    ],
    instructions:
      "Cook the garlic in the oil for 30 seconds, add the shrimp and tomatoes and cook until the shrimp are pink. Toss in the zucchini noodles for 2 minutes so they stay crisp, then finish with parmesan and chili flakes.",
  },
  {
    id: "chicken-black-bean-burrito-bowl",
    name: "Chicken Black Bean Burrito Bowl",
    ingredients: [
      ing("chicken-breast-cooked", 120, "grilled chicken breast, sliced"),
      ing("black-beans-canned", 120, "½ cup black beans"),
      ing("rice-brown-cooked", 49, "¼ cup brown rice"),
      ing("salsa", 64, "¼ cup salsa"),
      ing("lettuce-romaine", 47, "1 cup shredded romaine"),
      ing("greek-yogurt-nonfat", 30, "2 tbsp nonfat Greek yogurt"),
    ],
    instructions:
      "Layer the rice, beans and lettuce in a bowl, add the chicken and top with salsa and a spoon of Greek yogurt in place of sour cream.",
  },
  {
    id: "turkey-hummus-pita",
    name: "Turkey and Hummus Pita",
    ingredients: [
      ing("pita", 60, "1 large pita"),
      ing("deli-turkey", 112, "4 slices deli turkey"),
      ing("hummus", 30, "2 tbsp hummus"),
      ing("spinach-raw", 30, "1 cup baby spinach"),
      ing("tomato-raw", 40, "2 tomato slices"),
      ing("cucumber", 52, "½ cup cucumber slices"),
    ],
    instructions:
      "Warm the pita, spread the inside with hummus and fill it with the turkey, spinach, tomato and cucumber.",
  },
  {
    id: "ahi-tuna-poke-bowl",
    name: "Ahi Tuna Poke Bowl",
    ingredients: [
      ing("tuna-raw", 113, "sushi-grade tuna, cubed"),
      ing("rice-brown-cooked", 98, "½ cup brown rice"),
      ing("edamame", 78, "½ cup shelled edamame"),
      ing("cucumber", 52, "½ cup cucumber, diced"),
      ing("carrots-raw", 30, "carrot, shredded"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
      ing("nori", 2.6, "1 nori sheet, cut into strips"),
    ],
    instructions:
      "Toss the tuna with the soy sauce and a little grated ginger. Arrange the rice, edamame, cucumber and carrot in a bowl, add the tuna and finish with the nori strips.",
  },
  {
    id: "tofu-edamame-soba-salad",
    name: "Tofu and Edamame Soba Salad",
    ingredients: [
      ing("soba-cooked", 114, "1 cup cooked soba noodles"),
      ing("tofu-extra-firm", 150, "extra-firm tofu, cubed"),
      ing("edamame", 78, "½ cup shelled edamame"),
      ing("cabbage-raw", 89, "1 cup shredded cabbage"),
      ing("carrots-raw", 30, "carrot, julienned"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
      ing("sesame-seeds", 5, "sesame seeds"),
    ],
    instructions:
      "Sear the tofu in a dry non-stick pan until golden. Rinse the soba under cold water, toss it with the cabbage, carrot, edamame, soy sauce and rice vinegar, then top with the tofu and sesame seeds.",
  },
];
