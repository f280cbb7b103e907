import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox";

describe("mailboxOf", () => {
  it("lowercases and drops a +tag", () => {
    expect(mailboxOf("Ada+1@Example.com")).toBe("ada@example.com");
    expect(mailboxOf("ada+news+more@example.com")).toBe("ada@example.com");
    expect(mailboxOf("ada@example.com")).toBe("ada@example.com");
  });

  it("drops dots only for Gmail, and counts googlemail.com as gmail.com", () => {
    expect(mailboxOf("a.d.a+x@gmail.com")).toBe("ada@gmail.com");
    expect(mailboxOf("A.Da@GoogleMail.com")).toBe("ada@gmail.com");
    expect(mailboxOf("a.da@example.com")).toBe("a.da@example.com");
  });

  it("keeps the domain's own dots and an address without a tag as it is", () => {
    expect(mailboxOf("ada@mail.example.co.uk")).toBe("ada@mail.example.co.uk");
    expect(mailboxOf("not-an-address")).toBe("not-an-address");
  });
});
