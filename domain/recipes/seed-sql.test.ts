import { describe, expect, it } from "vitest";
import { RECIPES } from "./catalog";
import { recipeSeedSql, recipeSeedStatements } from "./seed-sql";

describe("seed/recipes.sql", () => {
  it("is exactly what the recipe data generates (run with --update after changing the data)", async () => {
    await expect(recipeSeedSql(RECIPES)).toMatchFileSnapshot("../../seed/recipes.sql");
  });

  it("upserts each recipe on one line and escapes quotes", () => {
    const statements = recipeSeedStatements(RECIPES);
    expect(statements).toHaveLength(RECIPES.length);
    for (const s of statements) {
      expect(s).not.toContain("\n");
      expect(s).toMatch(/^INSERT INTO recipes \(.+\) VALUES \(.+\) ON CONFLICT\(id\) DO UPDATE SET .+;$/);
    }
    const [quoted] = recipeSeedStatements([{ ...(RECIPES[0] as (typeof RECIPES)[number]), name: "Mom's oats" }]);
    expect(quoted).toContain("'Mom''s oats'");
  });
});
