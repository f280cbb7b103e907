import { afterEach, describe, expect, it } from "vitest";
import { applyTheme, readStoredTheme, resolveTheme, THEME_KEY } from "./theme";

describe("theme", () => {
  afterEach(() => localStorage.clear());

  it("defaults to system, and ignores unknown stored values", () => {
    expect(readStoredTheme()).toBe("system");
    localStorage.setItem(THEME_KEY, "purple");
    expect(readStoredTheme()).toBe("system");
    localStorage.setItem(THEME_KEY, "dark");
    expect(readStoredTheme()).toBe("dark");
  });

  it("resolves system from the OS preference, and explicit choices as they are", () => {
    expect(resolveTheme("system", true)).toBe("dark");
    expect(resolveTheme("system", false)).toBe("light");
    expect(resolveTheme("light", true)).toBe("light");
    expect(resolveTheme("dark", false)).toBe("dark");
  });

  it("keeps exactly one of light and dark on the root", () => {
    const root = document.createElement("html");
    applyTheme("dark", root);
    expect([...root.classList]).toEqual(["dark"]);
    applyTheme("light", root);
    expect([...root.classList]).toEqual(["light"]);
  });
});
