/**
 * Retail barcodes (GS1 GTINs) as printed on food packs: EAN-13, EAN-8, UPC-A and UPC-E.
 * Each ends in a check digit; a code whose check digit does not match was misread or
 * mistyped, so it is refused before anyone is asked about it.
 */

export type BarcodeKind = "EAN-13" | "EAN-8" | "UPC-A" | "UPC-E";

export interface Barcode {
  kind: BarcodeKind;
  /** The digits as scanned or typed. */
  digits: string;
  /**
   * The code products are filed under: EAN-8 stays 8 digits; UPC-A and UPC-E become the
   * 13-digit EAN with a leading 0, the form Open Food Facts stores them in.
   */
  canonical: string;
}

export type BarcodeCheck = { ok: true; barcode: Barcode } | { ok: false; message: string };

/** The GS1 check digit of the digits before it (weights 3, 1, 3, ... from the right). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

const checks = (code: string) => gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));

/**
 * UPC-E (number system 0 or 1, six digits, check digit) written out as the UPC-A it
 * abbreviates, by the zero-suppression rules of the UPC-E symbology. Null when the first
 * digit is not a UPC-E number system.
 */
export function expandUpcE(code: string): string | null {
  if (!/^[01]\d{7}$/.test(code)) return null;
  const [x1, x2, x3, x4, x5, x6] = code.slice(1, 7);
  let middle: string;
  if (x6 === "0" || x6 === "1" || x6 === "2") middle = `${x1}${x2}${x6}0000${x3}${x4}${x5}`;
  else if (x6 === "3") middle = `${x1}${x2}${x3}00000${x4}${x5}`;
  else if (x6 === "4") middle = `${x1}${x2}${x3}${x4}00000${x5}`;
  else middle = `${x1}${x2}${x3}${x4}${x5}0000${x6}`;
  return `${code[0]}${middle}${code[7]}`;
}

const WRONG_LENGTH = "A barcode has 8, 12 or 13 digits (EAN-13, EAN-8, UPC-A or UPC-E).";
const WRONG_CHECK = "That barcode's last digit does not match the others. Check the number and try again.";

/** Reads a scanned or typed code: digits only (spaces and dashes allowed between them). */
export function parseBarcode(input: string): BarcodeCheck {
  const digits = input.trim().replace(/[\s-]/g, "");
  if (!/^\d+$/.test(digits)) return { ok: false, message: "A barcode is made of digits only." };
  if (digits.length === 13) {
    return checks(digits)
      ? { ok: true, barcode: { kind: "EAN-13", digits, canonical: digits } }
      : { ok: false, message: WRONG_CHECK };
  }
  if (digits.length === 12) {
    return checks(digits)
      ? { ok: true, barcode: { kind: "UPC-A", digits, canonical: `0${digits}` } }
      : { ok: false, message: WRONG_CHECK };
  }
  if (digits.length === 8) {
    // Eight digits are an EAN-8 or a UPC-E; the check digit tells which reading holds.
    if (checks(digits)) return { ok: true, barcode: { kind: "EAN-8", digits, canonical: digits } };
    const upcA = expandUpcE(digits);
    if (upcA && checks(upcA)) return { ok: true, barcode: { kind: "UPC-E", digits, canonical: `0${upcA}` } };
    return { ok: false, message: WRONG_CHECK };
  }
  return { ok: false, message: WRONG_LENGTH };
}
