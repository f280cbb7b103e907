import { describe, expect, it } from "vitest";
import { navGreetingName } from "./display-name";

describe("navGreetingName", () => {
  it("prefers the first name", () => {
    expect(navGreetingName({ firstName: "Ada", email: "ada@example.com" })).toBe("Ada");
  });
  it("falls back to the email, then to 'User'", () => {
    expect(navGreetingName({ firstName: "  ", email: "ada@example.com" })).toBe("ada@example.com");
    expect(navGreetingName({ firstName: null, email: null })).toBe("User");
    expect(navGreetingName(null)).toBe("User");
  });
});
