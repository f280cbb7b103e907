import { ing, type MealDraft } from "../meal";

// Build muscle, dinner: about 600-900 kcal with 50-70 g protein.
export const BUILD_MUSCLE_DINNER: readonly MealDraft[] = [
  {
    id: "sirloin-baked-potato-broccoli",
    name: "Sirloin with Baked Potato and Broccoli",
    ingredients: [
      ing("beef-sirloin-steak-cooked", 170, "sirloin steak"),
      ing("potato-baked", 173, "1 medium baked potato"),
      ing("broccoli-cooked", 156, "1 cup broccoli florets"),
      ing("butter", 14.2, "1 tbsp butter"),
      ing("sour-cream", 24, "2 tbsp sour cream"),
    ],
    instructions:
      "Grill or pan-sear the steak to your liking and rest it for 5 minutes. Split the potato and top it with the butter and sour cream; serve with the steamed broccoli.",
  },
  {
    id: "chicken-parmesan-spaghetti",
    name: "Chicken Parmesan with Spaghetti",
    ingredients: [
      ing("chicken-breast-cooked", 140, "chicken breast, baked"),
      ing("pasta-cooked", 210, "1½ cups cooked spaghetti"),
      ing("marinara-sauce", 132, "½ cup marinara sauce"),
      ing("mozzarella-part-skim", 28, "part-skim mozzarella"),
      ing("parmesan-grated", 5, "1 tbsp grated parmesan"),
    ],
    instructions:
      "Bake the chicken at 200 °C (400 °F) for 18-20 minutes, top it with some of the marinara and the mozzarella and return it to the oven until the cheese melts. Serve over the spaghetti tossed with the rest of the sauce and the parmesan.",
  },
  {
    id: "salmon-teriyaki-rice",
    name: "Salmon Teriyaki with Rice and Edamame",
    ingredients: [
      ing("salmon-cooked", 178, "1 salmon fillet"),
      ing("rice-white-cooked", 237, "1½ cups cooked white rice"),
      ing("edamame", 78, "½ cup shelled edamame"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
      ing("honey", 7, "1 tsp honey"),
    ],
    instructions:
      "Whisk the soy sauce, honey and grated ginger, brush it over the salmon and bake at 200 °C (400 °F) for 12-14 minutes, basting once. Serve with the rice and edamame.",
  },
  {
    id: "turkey-meatball-pasta",
    name: "Turkey Meatball Marinara with Pasta",
    ingredients: [
      ing("ground-turkey-cooked", 170, "ground turkey, rolled into meatballs"),
      ing("egg-whole", 50, "1 large egg"),
      ing("pasta-cooked", 210, "1½ cups cooked pasta"),
      ing("marinara-sauce", 132, "½ cup marinara sauce"),
      ing("parmesan-grated", 10, "2 tbsp grated parmesan"),
    ],
    instructions:
      "Mix the turkey with the egg, garlic, parsley and half the parmesan, roll 12 meatballs and bake at 200 °C (400 °F) for 15-18 minutes. Simmer them in the marinara and serve over the pasta with the rest of the parmesan.",
  },
  {
    id: "pork-tenderloin-rice-beans",
    name: "Pork Tenderloin with Rice and Beans",
    ingredients: [
      ing("pork-tenderloin-cooked", 200, "pork tenderloin, sliced"),
      ing("rice-brown-cooked", 195, "1 cup cooked brown rice"),
      ing("black-beans-canned", 120, "½ cup black beans"),
      ing("green-beans-cooked", 125, "1 cup green beans"),
    ],
    instructions:
      "Rub the pork with cumin, garlic and oregano and roast at 220 °C (425 °F) for 20-25 minutes. Warm the beans with the rice and serve with the pork and green beans.",
  },
  {
    id: "shrimp-chicken-fried-rice",
    name: "Shrimp and Chicken Fried Rice",
    ingredients: [
      ing("shrimp-cooked", 100, "peeled shrimp"),
      ing("chicken-breast-cooked", 100, "chicken breast, diced"),
      ing("rice-white-cooked", 237, "1½ cups day-old white rice"),
      ing("egg-whole", 50, "1 large egg"),
      ing("peas-cooked", 80, "½ cup peas"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
      ing("olive-oil", 9, "2 tsp oil"),
    ],
    instructions:
      "Stir-fry the chicken and shrimp in half the oil and set aside. Scramble the egg in the rest, add the cold rice and peas and fry until hot, then return the protein with the soy sauce and spring onions.",
  },
  {
    id: "lamb-kofta-couscous",
    name: "Lamb Kofta with Couscous and Tzatziki",
    ingredients: [
      ing("ground-lamb-cooked", 140, "ground lamb, shaped into kofta"),
      ing("couscous-cooked", 157, "1 cup cooked couscous"),
      ing("greek-yogurt-nonfat", 85, "nonfat Greek yogurt"),
      ing("cucumber", 52, "½ cup cucumber, grated"),
      ing("tomato-raw", 91, "1 small tomato, diced"),
    ],
    instructions:
      "Mix the lamb with cumin, coriander, garlic and parsley, shape onto skewers and grill for 8-10 minutes. Stir the grated cucumber into the yogurt with mint for tzatziki and serve with the couscous and tomato.",
  },
  {
    id: "tempeh-stir-fry-brown-rice",
    name: "Tempeh Stir-Fry with Brown Rice",
    ingredients: [
      ing("tempeh", 170, "tempeh, sliced"),
      ing("rice-brown-cooked", 195, "1 cup cooked brown rice"),
      ing("broccoli-cooked", 156, "1 cup broccoli florets"),
      ing("edamame", 78, "½ cup shelled edamame"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
    ],
    instructions:
      "Sear the tempeh until browned at the edges, add the broccoli and edamame with garlic and ginger and stir-fry for 4 minutes. Add the soy sauce and serve over the rice.",
  },
];
