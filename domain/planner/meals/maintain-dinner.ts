import { ing, type MealDraft } from "../meal";

// Maintain, dinner: about 450-650 kcal with 35-50 g protein.
export const MAINTAIN_DINNER: readonly MealDraft[] = [
  {
    id: "spaghetti-turkey-bolognese",
    name: "Spaghetti with Turkey Bolognese",
    ingredients: [
      ing("pasta-cooked", 140, "1 cup cooked spaghetti"),
      ing("ground-turkey-cooked", 100, "ground turkey, browned"),
      ing("marinara-sauce", 132, "½ cup marinara sauce"),
      ing("parmesan-grated", 5, "1 tbsp grated parmesan"),
    ],
    instructions:
      "Brown the turkey with garlic and a pinch of oregano, add the marinara and simmer for 10 minutes. Toss with the spaghetti and finish with parmesan.",
  },
  {
    id: "roast-chicken-potatoes-green-beans",
    name: "Roast Chicken with Potatoes and Green Beans",
    ingredients: [
      ing("chicken-meat-roasted", 120, "roast chicken, skin removed"),
      ing("potato-baked", 173, "1 medium potato, roasted in wedges"),
      ing("green-beans-cooked", 125, "1 cup green beans"),
      ing("olive-oil", 13.5, "1 tbsp olive oil"),
    ],
    instructions:
      "Toss the potato wedges in the oil with rosemary and salt and roast at 220 °C (425 °F) for 30 minutes. Steam the green beans and serve with the chicken.",
  },
  {
    id: "flank-steak-stir-fry-rice",
    name: "Flank Steak Stir-Fry with Rice",
    ingredients: [
      ing("beef-flank-steak-cooked", 113, "flank steak, thinly sliced"),
      ing("rice-white-cooked", 158, "1 cup cooked white rice"),
      ing("broccoli-cooked", 78, "½ cup broccoli florets"),
      ing("bell-pepper-red", 60, "½ red bell pepper, sliced"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
      ing("olive-oil", 4.5, "1 tsp oil"),
    ],
    instructions:
      "Sear the steak in the hot oil in two batches for 1-2 minutes, then set aside. Stir-fry the vegetables with garlic and ginger, return the beef with the soy sauce and serve over the rice.",
  },
  {
    id: "baked-salmon-quinoa-broccoli",
    name: "Baked Salmon with Quinoa and Broccoli",
    ingredients: [
      ing("salmon-cooked", 140, "salmon fillet"),
      ing("quinoa-cooked", 92, "½ cup cooked quinoa"),
      ing("broccoli-cooked", 156, "1 cup broccoli florets"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
      ing("lemon", 7, "1 lemon wedge"),
    ],
    instructions:
      "Bake the salmon at 200 °C (400 °F) for 12-14 minutes. Roast the broccoli tossed in the oil alongside it and serve with the quinoa and lemon.",
  },
  {
    id: "chicken-fajitas",
    name: "Chicken Fajitas",
    ingredients: [
      ing("chicken-breast-cooked", 120, "chicken breast, sliced"),
      ing("tortilla-flour", 94, "2 medium flour tortillas"),
      ing("bell-pepper-red", 119, "1 red bell pepper, sliced"),
      ing("onion-raw", 55, "half a medium onion, sliced"),
      ing("sour-cream", 24, "2 tbsp sour cream"),
      ing("salsa", 32, "2 tbsp salsa"),
    ],
    instructions:
      "Season the chicken with fajita spices and sear it, then char the peppers and onion in the same pan. Serve in the tortillas with sour cream and salsa.",
  },
  {
    id: "pork-chop-sweet-potato-slaw",
    name: "Pork Chop with Sweet Potato and Slaw",
    ingredients: [
      ing("pork-chop-cooked", 145, "1 pork chop"),
      ing("sweet-potato-baked", 114, "1 medium sweet potato"),
      ing("cabbage-raw", 89, "1 cup shredded cabbage"),
      ing("olive-oil", 9, "2 tsp olive oil"),
    ],
    instructions:
      "Pan-sear the chop for 4-5 minutes a side until it reaches 63 °C (145 °F). Bake the sweet potato until soft, and toss the cabbage with the oil, cider vinegar and a pinch of salt for a quick slaw.",
  },
  {
    id: "tofu-stir-fry-brown-rice",
    name: "Tofu Stir-Fry with Brown Rice",
    ingredients: [
      ing("tofu-extra-firm", 200, "extra-firm tofu, cubed"),
      ing("rice-brown-cooked", 195, "1 cup cooked brown rice"),
      ing("broccoli-cooked", 156, "1 cup broccoli florets"),
      ing("edamame", 78, "½ cup shelled edamame"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
    ],
    instructions:
      "Press the tofu, then pan-fry the cubes until crisp on all sides. Stir-fry the broccoli and edamame, add the tofu and soy sauce with a little garlic and chili and serve over the rice.",
  },
  {
    id: "turkey-burger-side-salad",
    name: "Turkey Burger with Side Salad",
    ingredients: [
      ing("ground-turkey-cooked", 113, "turkey patty"),
      ing("bun-hamburger", 42, "1 hamburger bun"),
      ing("tomato-raw", 40, "2 tomato slices"),
      ing("lettuce-romaine", 28, "1 romaine leaf"),
      ing("lettuce-green-leaf", 72, "2 cups green leaf lettuce"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
    ],
    instructions:
      "Season the turkey with salt, pepper and smoked paprika, shape a patty and grill it for 5-6 minutes a side until cooked through. Serve in the bun with lettuce and tomato, and dress the salad with the oil and vinegar.",
  },
];
