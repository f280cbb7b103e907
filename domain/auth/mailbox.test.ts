import { describe, expect, it } from "vitest";
import { mailboxForLimits, mailboxOf } from "./mailbox";

describe("mailboxOf: the inbox an address surely reaches (one free trial per person)", () => {
  it("folds case everywhere", () => {
    expect(mailboxOf("  Ada.Lovelace@Example.COM ")).toBe("ada.lovelace@example.com");
  });

  it("drops dots and +tags at Gmail and treats googlemail.com as gmail.com", () => {
    for (const spelling of ["ab@gmail.com", "a.b@gmail.com", "a.b+x@gmail.com", "A.B+pro+2@GoogleMail.com"]) {
      expect(mailboxOf(spelling), spelling).toBe("ab@gmail.com");
    }
  });

  it("drops +tags, but keeps dots, at providers that deliver name+tag to name", () => {
    for (const domain of ["outlook.com", "hotmail.com", "live.com", "icloud.com", "me.com", "mac.com"]) {
      expect(mailboxOf(`a.b+trial@${domain}`), domain).toBe(`a.b@${domain}`);
    }
    for (const domain of ["fastmail.com", "proton.me", "protonmail.com"]) {
      expect(mailboxOf(`a.b+trial@${domain}`), domain).toBe(`a.b@${domain}`);
    }
  });

  it("keeps + and dots where the provider may read them as part of the name", () => {
    expect(mailboxOf("a.b+x@example.com")).toBe("a.b+x@example.com");
    expect(mailboxOf("a.b+x@yahoo.com")).toBe("a.b+x@yahoo.com");
  });

  it("leaves a name that starts with + alone, and anything that is not an address as it is", () => {
    expect(mailboxOf("+x@gmail.com")).toBe("+x@gmail.com");
    expect(mailboxOf("not-an-address")).toBe("not-an-address");
    expect(mailboxOf("ada@")).toBe("ada@");
  });
});

describe("mailboxForLimits: the inbox an address may reach (limits on mails sent)", () => {
  it("lowercases and drops a +tag at every domain", () => {
    expect(mailboxForLimits("Ada+1@Example.com")).toBe("ada@example.com");
    expect(mailboxForLimits("ada+news+more@example.com")).toBe("ada@example.com");
    expect(mailboxForLimits("ada@example.com")).toBe("ada@example.com");
  });

  it("drops dots only for Gmail, and counts googlemail.com as gmail.com", () => {
    expect(mailboxForLimits("a.d.a+x@gmail.com")).toBe("ada@gmail.com");
    expect(mailboxForLimits("A.Da@GoogleMail.com")).toBe("ada@gmail.com");
    expect(mailboxForLimits("a.da@example.com")).toBe("a.da@example.com");
  });

  it("keeps the domain's own dots, and anything that is not an address as it is", () => {
    expect(mailboxForLimits("ada@mail.example.co.uk")).toBe("ada@mail.example.co.uk");
    expect(mailboxForLimits("not-an-address")).toBe("not-an-address");
  });
});
