import type { Recipe } from "./recipe";

const COLUMNS = [
  "id",
  "name",
  "description",
  "difficulty",
  "meal_type",
  "protein_per_serving",
  "prep_time_minutes",
  "cook_time_minutes",
  "servings",
  "total_calories",
  "tags",
  "ingredients",
  "instructions",
] as const;

/** A SQLite string literal: single quotes doubled, nothing else needs escaping. */
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

function values(r: Recipe): string[] {
  return [
    text(r.id),
    text(r.name),
    text(r.description),
    text(r.difficulty),
    text(r.mealType),
    String(r.proteinPerServing),
    String(r.prepTimeMinutes),
    String(r.cookTimeMinutes),
    String(r.servings),
    String(r.totalCalories),
    // List fields are stored as JSON text (worker/db/schema.ts).
    text(JSON.stringify(r.tags)),
    text(JSON.stringify(r.ingredients)),
    text(JSON.stringify(r.instructions)),
  ];
}

/**
 * One upsert per recipe, each on a single line: running them again updates a recipe in place
 * and never touches favorites, so the seed is safe after every deploy or `npm start`.
 */
export function recipeSeedStatements(recipes: readonly Recipe[]): string[] {
  const updates = COLUMNS.filter((c) => c !== "id")
    .map((c) => `${c} = excluded.${c}`)
    .join(", ");
  return recipes.map(
    (r) =>
      `INSERT INTO recipes (${COLUMNS.join(", ")}) VALUES (${values(r).join(", ")}) ON CONFLICT(id) DO UPDATE SET ${updates};`,
  );
}

/** The text of seed/recipes.sql. */
export function recipeSeedSql(recipes: readonly Recipe[]): string {
  return [
    "-- Meal-prep recipes (the Recipes page's high-protein meal-prep dishes), applied by `npm start` after the migrations.",
    "-- Generated from domain/recipes/: do not edit. After changing the data, regenerate with",
    "--   npx vitest run --project unit domain/recipes/seed-sql.test.ts --update",
    ...recipeSeedStatements(recipes),
    "",
  ].join("\n");
}
