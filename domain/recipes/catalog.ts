import { BREAKFAST_RECIPES } from "./data/breakfast";
import { DINNER_RECIPES } from "./data/dinner";
import { LUNCH_RECIPES } from "./data/lunch";
import { SNACK_RECIPES } from "./data/snack";
import { buildRecipe, type Recipe } from "./recipe";

/** The seeded meal-prep recipes (at least 24), with numbers derived from the nutrition table. */
export const RECIPES: readonly Recipe[] = [
  ...BREAKFAST_RECIPES,
  ...LUNCH_RECIPES,
  ...DINNER_RECIPES,
  ...SNACK_RECIPES,
].map(buildRecipe);
