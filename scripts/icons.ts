#!/usr/bin/env node
// Renders the install icons from public/favicon.svg with the same Chromium the
// browser tests drive: the plain icon at 192 and 512 px ("any"), maskable ones whose mark
// sits inside the central 80 % safe zone on the brand colour (Android crops them to a
// circle or squircle), and the 180 px apple-touch-icon iOS puts on the home screen.
// Run again after changing favicon.svg:  node scripts/icons.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, findChromium } from "../test/support/chromium.ts";

const root = new URL("..", import.meta.url).pathname;
const svg = readFileSync(join(root, "public", "favicon.svg"), "utf8");
const out = join(root, "public", "icons");
mkdirSync(out, { recursive: true });

// The mark alone on a full square of the brand colour: 64 units of mark in `box` units.
const onSquare = (box: number) => {
  const pad = (box - 64) / 2;
  return svg
    .replace(/<title>.*?<\/title>/, "")
    .replace(/<rect[^>]*\/>/, `<rect x="${-pad}" y="${-pad}" width="${box}" height="${box}" fill="#059669"/>`)
    .replace('viewBox="0 0 64 64"', `viewBox="${-pad} ${-pad} ${box} ${box}"`);
};

const icons: [string, string, number][] = [
  ["icon-192.png", svg, 192],
  ["icon-512.png", svg, 512],
  // 64 of 100 units: the mark's corners stay inside the maskable safe-zone circle (radius 40 %).
  ["maskable-192.png", onSquare(100), 192],
  ["maskable-512.png", onSquare(100), 512],
  // iOS rounds the corners of a square, opaque icon itself.
  ["apple-touch-icon.png", onSquare(84), 180],
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  for (const [name, source, size] of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = source.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    writeFileSync(join(out, name), await page.screenshot({ omitBackground: true, type: "png" }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${out}`);
