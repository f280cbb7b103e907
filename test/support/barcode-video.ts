import { writeFileSync } from "node:fs";

// EAN-13 symbol tables (GS1 General Specifications 5.2.1): each digit is 7 modules.
const L = [
  "0001101",
  "0011001",
  "0010011",
  "0111101",
  "0100011",
  "0110001",
  "0101111",
  "0111011",
  "0110111",
  "0001011",
];
const G = [
  "0100111",
  "0110011",
  "0011011",
  "0100001",
  "0011101",
  "0111001",
  "0000101",
  "0010001",
  "0001001",
  "0010111",
];
const R = L.map((code) => [...code].map((bit) => (bit === "1" ? "0" : "1")).join(""));
// Which of the left six digits use set G, chosen by the first digit.
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

/** The 95 modules (1 = bar) of an EAN-13 symbol. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error("EAN-13 needs 13 digits");
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] as number] as string;
  let modules = "101";
  for (let i = 1; i <= 6; i++) modules += (parity[i - 1] === "L" ? L : G)[digits[i] as number];
  modules += "01010";
  for (let i = 7; i <= 12; i++) modules += R[digits[i] as number];
  return `${modules}101`;
}

/**
 * A Y4M video (the raw format Chromium's fake camera plays with
 * --use-file-for-fake-video-capture) showing one EAN-13 barcode, black on white, for the
 * browser test that scans through the camera.
 */
export function writeBarcodeVideo(path: string, code: string, frames = 10): void {
  const width = 640;
  const height = 480;
  const moduleWidth = 4;
  const modules = ean13Modules(code);
  const left = Math.floor((width - modules.length * moduleWidth) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 140; y < 340; y++) {
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== "1") continue;
      luma.fill(16, y * width + left + m * moduleWidth, y * width + left + (m + 1) * moduleWidth);
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
