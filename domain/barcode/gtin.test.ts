import { describe, expect, it } from "vitest";
import { expandUpcE, gs1CheckDigit, parseBarcode } from "./gtin";

describe("GS1 check digits", () => {
  it("computes the check digit of the GS1 General Specifications' worked example", () => {
    // GS1 General Specifications, section 7.9.1: GTIN-13 629104150021 -> check digit 3.
    expect(gs1CheckDigit("629104150021")).toBe(3);
  });

  it("reads EAN-13, keeping it as it is", () => {
    expect(parseBarcode("6291041500213")).toEqual({
      ok: true,
      barcode: { kind: "EAN-13", digits: "6291041500213", canonical: "6291041500213" },
    });
  });

  it("reads UPC-A and files it under its 13-digit EAN", () => {
    // 03600029145 + check digit: 3*(0+6+0+2+1+5) + (3+0+0+9+4) = 42+16 = 58 -> 2.
    expect(gs1CheckDigit("03600029145")).toBe(2);
    const read = parseBarcode("036000291452");
    expect(read).toEqual({ ok: true, barcode: { kind: "UPC-A", digits: "036000291452", canonical: "0036000291452" } });
  });

  it("reads EAN-8", () => {
    const body = "9638507";
    const code = `${body}${gs1CheckDigit(body)}`;
    expect(parseBarcode(code)).toEqual({ ok: true, barcode: { kind: "EAN-8", digits: code, canonical: code } });
  });

  it("expands UPC-E by each of its zero-suppression rules", () => {
    expect(expandUpcE("01234505")).toBe("012000003455");
    expect(expandUpcE("01234515")).toBe("012100003455");
    expect(expandUpcE("01234535")).toBe("012300000455");
    expect(expandUpcE("01234545")).toBe("012340000055");
    expect(expandUpcE("01234565")).toBe("012345000065");
    expect(expandUpcE("21234565")).toBeNull();
  });

  it("reads a UPC-E whose check digit fits the UPC-A it stands for", () => {
    // 0 12345 6 -> UPC-A 0 12345 00006 + check.
    const upcA = "01234500006";
    const check = gs1CheckDigit(upcA);
    const upcE = `0123456${check}`;
    const read = parseBarcode(upcE);
    // The same eight digits could also be a valid EAN-8; only test the UPC-E reading when not.
    if (gs1CheckDigit(upcE.slice(0, 7)) !== check) {
      expect(read).toEqual({ ok: true, barcode: { kind: "UPC-E", digits: upcE, canonical: `0${upcA}${check}` } });
    } else {
      expect(read.ok).toBe(true);
    }
  });

  it("accepts spaces and dashes between digits", () => {
    expect(parseBarcode(" 6 291041-500213 ").ok).toBe(true);
  });

  it("refuses a wrong check digit, letters and other lengths with a message", () => {
    expect(parseBarcode("6291041500214")).toEqual({ ok: false, message: expect.stringContaining("last digit") });
    expect(parseBarcode("62910415002a3")).toEqual({ ok: false, message: "A barcode is made of digits only." });
    expect(parseBarcode("")).toEqual({ ok: false, message: "A barcode is made of digits only." });
    expect(parseBarcode("12345")).toEqual({ ok: false, message: expect.stringContaining("8, 12 or 13 digits") });
    expect(parseBarcode("12345678901234")).toEqual({ ok: false, message: expect.stringContaining("8, 12 or 13") });
  });
});
