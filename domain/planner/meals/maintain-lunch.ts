import { ing, type MealDraft } from "../meal";

// Maintain, lunch: about 450-650 kcal with 30-45 g protein.
export const MAINTAIN_LUNCH: readonly MealDraft[] = [
  {
    id: "chicken-caesar-wrap",
    name: "Chicken Caesar Wrap",
    ingredients: [
      ing("tortilla-flour", 72, "1 large flour tortilla"),
      ing("chicken-breast-cooked", 113, "grilled chicken breast, sliced"),
      ing("lettuce-romaine", 47, "1 cup chopped romaine"),
      ing("parmesan-grated", 10, "2 tbsp grated parmesan"),
      ing("mayonnaise", 7, "½ tbsp mayonnaise"),
    ],
    instructions:
      "Stir the mayonnaise with lemon juice, a little garlic and black pepper for a light Caesar dressing. Toss with the romaine and parmesan, add the chicken and roll it up in the tortilla.",
  },
  {
    id: "turkey-club-apple",
    name: "Turkey Club Sandwich with an Apple",
    ingredients: [
      ing("bread-whole-wheat", 56, "2 slices whole-wheat toast"),
      ing("deli-turkey", 84, "3 slices deli turkey"),
      ing("turkey-bacon", 28, "2 slices turkey bacon"),
      ing("lettuce-romaine", 28, "1 romaine leaf"),
      ing("tomato-raw", 40, "2 tomato slices"),
      ing("mayonnaise", 7, "½ tbsp mayonnaise"),
      ing("apple", 182, "1 medium apple"),
    ],
    instructions:
      "Crisp the turkey bacon. Spread the toast with the mayonnaise and stack the turkey, bacon, lettuce and tomato. Have the apple on the side.",
  },
  {
    id: "quinoa-chickpea-egg-bowl",
    name: "Quinoa Chickpea Bowl with Egg",
    ingredients: [
      ing("quinoa-cooked", 185, "1 cup cooked quinoa"),
      ing("chickpeas-canned", 152, "1 cup chickpeas, rinsed"),
      ing("feta", 28, "crumbled feta"),
      ing("egg-hard-boiled", 50, "1 large hard-boiled egg"),
      ing("cucumber", 52, "½ cup cucumber, diced"),
      ing("cherry-tomatoes", 75, "½ cup cherry tomatoes"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
    ],
    instructions:
      "Toss the quinoa, chickpeas, cucumber and tomatoes with the olive oil, lemon juice and oregano. Top with the feta and the halved egg.",
  },
  {
    id: "salmon-rice-bowl",
    name: "Salmon Rice Bowl",
    ingredients: [
      ing("salmon-cooked", 113, "baked salmon"),
      ing("rice-white-cooked", 158, "1 cup cooked white rice"),
      ing("edamame", 78, "½ cup shelled edamame"),
      ing("cucumber", 52, "½ cup cucumber, sliced"),
      ing("avocado", 34, "¼ avocado, sliced"),
      ing("soy-sauce", 16, "1 tbsp soy sauce"),
    ],
    instructions:
      "Flake the salmon over the warm rice and arrange the edamame, cucumber and avocado around it. Drizzle with the soy sauce and a few drops of sriracha if you like heat.",
  },
  {
    id: "beef-pinto-burrito-bowl",
    name: "Beef and Pinto Bean Burrito Bowl",
    ingredients: [
      ing("ground-beef-90-cooked", 100, "90% lean ground beef, browned"),
      ing("rice-brown-cooked", 98, "½ cup brown rice"),
      ing("pinto-beans-cooked", 86, "½ cup pinto beans"),
      ing("lettuce-romaine", 47, "1 cup shredded romaine"),
      ing("salsa", 64, "¼ cup salsa"),
      ing("cheddar", 14, "shredded cheddar"),
    ],
    instructions:
      "Season the beef with cumin, chili powder and garlic while it browns. Build the bowl with rice, beans, lettuce and beef, then top with salsa and cheddar.",
  },
  {
    id: "tuna-melt",
    name: "Open-Faced Tuna Melt",
    ingredients: [
      ing("tuna-canned-water", 120, "tuna in water, drained"),
      ing("mayonnaise", 14, "1 tbsp mayonnaise"),
      ing("celery", 40, "1 stalk celery, diced"),
      ing("bread-whole-wheat", 56, "2 slices whole-wheat bread"),
      ing("cheddar", 28, "1 slice cheddar"),
    ],
    instructions:
      "Mix the tuna with the mayonnaise, celery and pepper. Spread it on the bread, cover with the cheddar and grill for 3-4 minutes until bubbling.",
  },
  {
    id: "chicken-lentil-soup",
    name: "Chicken and Lentil Soup",
    ingredients: [
      ing("chicken-breast-stewed", 85, "poached chicken breast, shredded"),
      ing("lentils-cooked", 99, "½ cup cooked lentils"),
      ing("carrots-raw", 61, "1 medium carrot, diced"),
      ing("celery", 40, "1 stalk celery, diced"),
      ing("onion-raw", 55, "half a medium onion, diced"),
      ing("olive-oil", 4.5, "1 tsp olive oil"),
      ing("bread-multigrain", 26, "1 slice multigrain bread"),
    ],
    instructions:
      "Soften the onion, carrot and celery in the oil, add 2 cups of low-sodium broth, the lentils and thyme and simmer for 15 minutes. Stir in the chicken to heat through and serve with the bread.",
  },
  {
    id: "shrimp-tacos",
    name: "Shrimp Tacos with Slaw",
    ingredients: [
      ing("tortilla-corn", 72, "3 corn tortillas"),
      ing("shrimp-cooked", 140, "shrimp, seared"),
      ing("cabbage-raw", 44, "½ cup shredded cabbage"),
      ing("avocado", 34, "¼ avocado, sliced"),
      ing("greek-yogurt-nonfat", 30, "2 tbsp nonfat Greek yogurt"),
      ing("salsa", 32, "2 tbsp salsa"),
    ],
    instructions:
      "Sear the shrimp with chili powder and lime. Stir lime juice into the yogurt, toss it with the cabbage and fill the warm tortillas with shrimp, slaw, avocado and salsa.",
  },
];
