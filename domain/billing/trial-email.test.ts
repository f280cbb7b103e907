import { describe, expect, it } from "vitest";
import { trialEmail } from "./trial-email";

describe("the address a free trial is counted against", () => {
  it("folds case everywhere", () => {
    expect(trialEmail("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
  });

  it("drops dots and +tags at Gmail and treats googlemail.com as gmail.com", () => {
    for (const spelling of ["ab@gmail.com", "a.b@gmail.com", "a.b+x@gmail.com", "A.B+pro+2@GoogleMail.com"]) {
      expect(trialEmail(spelling), spelling).toBe("ab@gmail.com");
    }
  });

  it("drops +tags, but keeps dots, at providers that deliver name+tag to name", () => {
    for (const domain of ["outlook.com", "hotmail.com", "live.com", "icloud.com", "me.com", "mac.com"]) {
      expect(trialEmail(`a.b+trial@${domain}`), domain).toBe(`a.b@${domain}`);
    }
    for (const domain of ["fastmail.com", "proton.me", "protonmail.com"]) {
      expect(trialEmail(`a.b+trial@${domain}`), domain).toBe(`a.b@${domain}`);
    }
  });

  it("keeps + and dots where the provider may read them as part of the name", () => {
    expect(trialEmail("a.b+x@example.com")).toBe("a.b+x@example.com");
    expect(trialEmail("a.b+x@yahoo.com")).toBe("a.b+x@yahoo.com");
  });

  it("leaves a name that starts with + alone, and anything that is not an address as it is", () => {
    expect(trialEmail("+x@gmail.com")).toBe("+x@gmail.com");
    expect(trialEmail("not-an-address")).toBe("not-an-address");
    expect(trialEmail("ada@")).toBe("ada@");
  });
});
