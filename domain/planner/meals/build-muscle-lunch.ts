import { ing, type MealDraft } from "../meal";

// Build muscle, lunch: about 600-900 kcal with 45-70 g protein.
export const BUILD_MUSCLE_LUNCH: readonly MealDraft[] = [
  {
    id: "double-chicken-rice-bowl",
    name: "Double Chicken Rice Bowl",
    ingredients: [
      ing("chicken-breast-cooked", 170, "grilled chicken breast"),
      ing("rice-brown-cooked", 195, "1 cup cooked brown rice"),
      ing("black-beans-canned", 120, "½ cup black beans"),
      ing("avocado", 68, "half a medium avocado"),
      ing("salsa", 64, "¼ cup salsa"),
    ],
    instructions:
      "Slice the chicken over the rice and beans, add the avocado and salsa and finish with lime juice and cilantro.",
  },
  {
    id: "steak-quinoa-bowl",
    name: "Steak Quinoa Bowl",
    ingredients: [
      ing("beef-sirloin-steak-cooked", 150, "sirloin steak, sliced"),
      ing("quinoa-cooked", 185, "1 cup cooked quinoa"),
      ing("bell-pepper-red", 119, "1 red bell pepper, roasted"),
      ing("spinach-raw", 30, "1 cup baby spinach"),
      ing("feta", 28, "crumbled feta"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
    ],
    instructions:
      "Sear the steak to medium and rest it before slicing. Toss the quinoa with the spinach, roasted pepper, oil and lemon, then top with the steak and feta.",
  },
  {
    id: "tuna-pasta-salad",
    name: "High-Protein Tuna Pasta Salad",
    ingredients: [
      ing("pasta-whole-wheat-cooked", 210, "1½ cups cooked whole-wheat pasta"),
      ing("tuna-canned-water", 165, "1 can tuna in water, drained"),
      ing("greek-yogurt-nonfat", 60, "¼ cup nonfat Greek yogurt"),
      ing("mayonnaise", 14, "1 tbsp mayonnaise"),
      ing("peas-cooked", 80, "½ cup peas"),
      ing("celery", 40, "1 stalk celery, diced"),
    ],
    instructions:
      "Stir the yogurt and mayonnaise with lemon juice and pepper, then fold in the cooled pasta, tuna, peas and celery. It keeps for 3 days in the fridge.",
  },
  {
    id: "turkey-avocado-sandwich-yogurt",
    name: "Turkey Avocado Sandwich with Greek Yogurt",
    ingredients: [
      ing("bread-multigrain", 52, "2 slices multigrain bread"),
      ing("deli-turkey", 140, "5 slices deli turkey"),
      ing("swiss-cheese", 28, "1 slice Swiss cheese"),
      ing("avocado", 68, "half a medium avocado"),
      ing("tomato-raw", 40, "2 tomato slices"),
      ing("greek-yogurt-nonfat", 170, "1 container nonfat Greek yogurt"),
    ],
    instructions:
      "Mash the avocado onto the bread and stack the turkey, Swiss and tomato. Have the yogurt on the side for another 17 g of protein.",
  },
  {
    id: "beef-chili-rice",
    name: "Beef Chili with Rice",
    ingredients: [
      ing("ground-beef-90-cooked", 150, "90% lean ground beef, browned"),
      ing("kidney-beans-cooked", 177, "1 cup kidney beans"),
      ing("tomato-raw", 180, "1 cup crushed tomatoes"),
      ing("onion-raw", 55, "half a medium onion, diced"),
      ing("rice-white-cooked", 158, "1 cup cooked white rice"),
      ing("cheddar", 14, "shredded cheddar"),
    ],
    instructions:
      "Cook the onion, add the beef, chili powder, cumin and garlic, then the tomatoes and beans and simmer for 25 minutes. Serve over the rice topped with cheddar.",
  },
  {
    id: "salmon-sweet-potato-plate",
    name: "Salmon, Sweet Potato and Quinoa Plate",
    ingredients: [
      ing("salmon-cooked", 178, "1 salmon fillet"),
      ing("sweet-potato-baked", 180, "1 large sweet potato"),
      ing("broccoli-cooked", 156, "1 cup broccoli florets"),
      ing("quinoa-cooked", 92, "½ cup cooked quinoa"),
    ],
    instructions:
      "Roast the salmon and sweet potato at 200 °C (400 °F), the salmon for the last 12-14 minutes. Steam the broccoli and serve everything with the quinoa.",
  },
  {
    id: "chicken-hummus-wrap",
    name: "Grilled Chicken and Hummus Wrap",
    ingredients: [
      ing("tortilla-flour", 72, "1 large flour tortilla"),
      ing("chicken-breast-cooked", 170, "grilled chicken breast, sliced"),
      ing("hummus", 60, "4 tbsp hummus"),
      ing("spinach-raw", 30, "1 cup baby spinach"),
      ing("tomato-raw", 40, "2 tomato slices"),
      ing("feta", 28, "crumbled feta"),
    ],
    instructions:
      "Spread the tortilla with the hummus, layer on the spinach, tomato, chicken and feta, and roll it tightly.",
  },
  {
    id: "tempeh-edamame-buddha-bowl",
    name: "Tempeh and Edamame Buddha Bowl",
    ingredients: [
      ing("tempeh", 150, "tempeh, sliced"),
      ing("rice-brown-cooked", 195, "1 cup cooked brown rice"),
      ing("edamame", 155, "1 cup shelled edamame"),
      ing("broccoli-cooked", 78, "½ cup broccoli florets"),
      ing("tahini", 15, "1 tbsp tahini"),
    ],
    instructions:
      "Pan-fry the tempeh until golden and splash with soy sauce. Arrange it over the rice with the edamame and broccoli, and drizzle with the tahini thinned with lemon juice and water.",
  },
];
