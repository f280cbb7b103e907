import { ing, type MealDraft } from "../meal";

// Lose fat, dinner: about 350-500 kcal with 35-55 g protein; lean fish, poultry or pork with vegetables.
export const LOSE_FAT_DINNER: readonly MealDraft[] = [
  {
    id: "baked-cod-asparagus",
    name: "Baked Cod with Asparagus and Potato",
    ingredients: [
      ing("cod-cooked", 180, "1 cod fillet"),
      ing("asparagus-cooked", 180, "12 asparagus spears"),
      ing("potato-boiled", 136, "1 medium boiled potato"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
      ing("lemon", 7, "1 lemon wedge"),
    ],
    instructions:
      "Bake the cod at 200 °C (400 °F) for 12-15 minutes with lemon zest, dill and pepper. Roast the asparagus tossed in the oil on the same tray for the last 8 minutes. Serve with the potato and the lemon wedge.",
  },
  {
    id: "lean-turkey-chili",
    name: "Lean Turkey Chili",
    ingredients: [
      ing("ground-turkey-cooked", 113, "ground turkey, browned"),
      ing("kidney-beans-canned", 128, "½ cup kidney beans"),
      ing("tomato-raw", 180, "1 cup crushed tomatoes"),
      ing("onion-raw", 55, "half a medium onion, diced"),
      ing("bell-pepper-green", 75, "½ green bell pepper, diced"),
    ],
    instructions:
      "Soften the onion and pepper, add the turkey, chili powder and cumin, then the tomatoes and beans. Simmer for 20 minutes until thick. It keeps for 4 days in the fridge.",
  },
  {
    id: "chicken-broccoli-stir-fry",
    name: "Chicken and Broccoli Stir-Fry",
    ingredients: [
      ing("chicken-breast-cooked", 140, "chicken breast, sliced"),
      ing("broccoli-cooked", 156, "1 cup broccoli florets"),
      ing("snow-peas", 63, "1 cup snow peas"),
      ing("bell-pepper-red", 60, "½ red bell pepper, sliced"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
      ing("olive-oil", 4.5, "1 tsp oil"),
      ing("cauliflower-raw", 107, "1 cup riced cauliflower"),
    ],
    instructions:
      "Stir-fry the chicken in the oil until cooked through, add the vegetables with garlic and ginger for 3-4 minutes, then the soy sauce. Serve over the cauliflower rice, steamed or pan-fried for 3 minutes.",
  },
  {
    id: "lemon-herb-tilapia-quinoa",
    name: "Lemon Herb Tilapia with Quinoa",
    ingredients: [
      ing("tilapia-cooked", 174, "2 tilapia fillets"),
      ing("quinoa-cooked", 92, "½ cup cooked quinoa"),
      ing("green-beans-cooked", 125, "1 cup green beans"),
      ing("lemon", 7, "1 lemon wedge"),
    ],
    instructions:
      "Season the tilapia with lemon zest, parsley, garlic powder and salt and bake at 200 °C (400 °F) for 10-12 minutes. Steam the green beans and serve everything with the quinoa and the lemon.",
  },
  {
    id: "pork-tenderloin-roasted-vegetables",
    name: "Pork Tenderloin with Roasted Vegetables",
    ingredients: [
      ing("pork-tenderloin-cooked", 140, "pork tenderloin"),
      ing("brussels-sprouts-cooked", 156, "1 cup Brussels sprouts, halved"),
      ing("sweet-potato-baked", 114, "1 medium sweet potato, cubed"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
    ],
    instructions:
      "Rub the pork with mustard, garlic and thyme and roast at 220 °C (425 °F) with the oiled sprouts and sweet potato for 20-25 minutes, until the pork reaches 63 °C (145 °F). Rest it for 5 minutes before slicing.",
  },
  {
    id: "shrimp-fajitas",
    name: "Shrimp Fajitas",
    ingredients: [
      ing("shrimp-cooked", 140, "peeled shrimp"),
      ing("tortilla-corn", 48, "2 corn tortillas"),
      ing("bell-pepper-red", 119, "1 red bell pepper, sliced"),
      ing("onion-raw", 55, "half a medium onion, sliced"),
      ing("salsa", 32, "2 tbsp salsa"),
      ing("greek-yogurt-nonfat", 30, "2 tbsp nonfat Greek yogurt"),
    ],
    instructions:
      "Sear the pepper and onion in a hot pan until charred at the edges, add the shrimp with fajita spices and cook for 3 minutes. Serve in warm tortillas with salsa and yogurt.",
  },
  {
    id: "turkey-meatballs-zucchini-noodles",
    name: "Turkey Meatballs over Zucchini Noodles",
    ingredients: [
      ing("ground-turkey-cooked", 120, "ground turkey, rolled into meatballs"),
      ing("egg-white", 33, "1 large egg white"),
      ing("marinara-sauce", 132, "½ cup marinara sauce"),
      ing("zucchini-raw", 392, "2 medium zucchini, spiralized"),
      ing("parmesan-grated", 5, "1 tbsp grated parmesan"),
    ],
    instructions:
      "Mix the turkey with the egg white, garlic and Italian herbs, roll into 8 meatballs and bake at 200 °C (400 °F) for 15 minutes. Warm them in the marinara, toss the zucchini noodles in for 2 minutes and finish with parmesan.",
  },
  {
    id: "miso-salmon-bok-choy",
    name: "Miso-Glazed Salmon with Bok Choy",
    ingredients: [
      ing("salmon-sockeye-cooked", 130, "sockeye salmon fillet"),
      ing("miso", 17, "1 tbsp miso"),
      ing("bok-choy-cooked", 170, "1 cup bok choy"),
      ing("rice-brown-cooked", 98, "½ cup brown rice"),
    ],
    instructions:
      "Brush the salmon with the miso thinned with a little water and rice vinegar and broil for 8-10 minutes. Steam the bok choy with garlic and serve with the rice.",
  },
];
