import { grams } from "../grams";
import type { Food } from "../types";

// Rice, oats, other grains and flours.
// Per-100 g values from USDA FoodData Central; an NDB number names the SR Legacy food they come from.
const sr = { category: "grains", source: "FDC SR Legacy" } as const;

export const RICE_AND_GRAINS: readonly Food[] = [
  {
    ...sr,
    id: "rice-white-cooked", // NDB 20045: Rice, white, long-grain, regular, cooked
    ndb: "20045",
    name: "White rice (cooked)",
    proteinPer100g: 2.69,
    kcalPer100g: 130,
    synonyms: [
      "rice",
      "white rice",
      "cooked rice",
      "steamed rice",
      "boiled rice",
      "long grain rice",
      "jasmine rice",
      "basmati rice",
      "cooked white rice",
      "plain rice",
    ],
    portions: grams({ cup: 158 }),
  },
  {
    ...sr,
    id: "rice-white-dry", // NDB 20044: Rice, white, long-grain, regular, raw, enriched
    ndb: "20044",
    name: "White rice (dry, uncooked)",
    proteinPer100g: 7.13,
    kcalPer100g: 365,
    synonyms: ["uncooked rice", "dry rice", "raw rice", "uncooked white rice", "dry white rice"],
    portions: grams({ cup: 185 }),
  },
  {
    ...sr,
    id: "rice-brown-cooked", // NDB 20037: Rice, brown, long-grain, cooked
    ndb: "20037",
    name: "Brown rice (cooked)",
    proteinPer100g: 2.58,
    kcalPer100g: 111,
    synonyms: ["brown rice", "cooked brown rice", "wholegrain rice"],
    portions: grams({ cup: 195 }),
  },
  {
    ...sr,
    id: "rice-brown-dry", // NDB 20036: Rice, brown, long-grain, raw
    ndb: "20036",
    name: "Brown rice (dry, uncooked)",
    proteinPer100g: 7.94,
    kcalPer100g: 370,
    synonyms: ["uncooked brown rice", "dry brown rice", "raw brown rice"],
    portions: grams({ cup: 185 }),
  },
  {
    ...sr,
    id: "rice-short-grain-cooked", // NDB 20053: Rice, white, short-grain, cooked
    ndb: "20053",
    name: "Short-grain white rice (cooked)",
    proteinPer100g: 2.36,
    kcalPer100g: 130,
    synonyms: ["sushi rice", "short grain rice", "arborio rice", "calrose rice"],
    portions: grams({ cup: 186 }),
  },
  {
    ...sr,
    id: "rice-glutinous-cooked", // NDB 20055: Rice, white, glutinous, cooked
    ndb: "20055",
    name: "Glutinous rice (cooked)",
    proteinPer100g: 2.02,
    kcalPer100g: 97,
    synonyms: ["sticky rice", "glutinous rice", "sweet rice"],
    portions: grams({ cup: 174 }),
  },
  {
    ...sr,
    id: "wild-rice-cooked", // NDB 20089: Wild rice, cooked
    ndb: "20089",
    name: "Wild rice (cooked)",
    proteinPer100g: 3.99,
    kcalPer100g: 101,
    synonyms: ["wild rice"],
    portions: grams({ cup: 164 }),
  },
  {
    ...sr,
    id: "quinoa-cooked", // NDB 20137: Quinoa, cooked
    ndb: "20137",
    name: "Quinoa (cooked)",
    proteinPer100g: 4.4,
    kcalPer100g: 120,
    synonyms: ["quinoa", "cooked quinoa"],
    portions: grams({ cup: 185 }),
  },
  {
    ...sr,
    id: "quinoa-dry", // NDB 20035: Quinoa, uncooked
    ndb: "20035",
    name: "Quinoa (dry, uncooked)",
    proteinPer100g: 14.12,
    kcalPer100g: 368,
    synonyms: ["uncooked quinoa", "dry quinoa", "raw quinoa"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "oats-dry", // NDB 08120: Cereals, oats, regular and quick, not fortified, dry
    ndb: "08120",
    name: "Oats, rolled (dry)",
    proteinPer100g: 13.15,
    kcalPer100g: 379,
    synonyms: [
      "oats",
      "rolled oats",
      "oat flakes",
      "porridge oats",
      "quick oats",
      "old fashioned oats",
      "dry oats",
      "raw oats",
      "instant oats",
      "steel cut oats",
    ],
    portions: grams({ serving: 40.5, cup: 81 }),
  },
  {
    ...sr,
    id: "oat-bran", // NDB 20033: Oat bran, raw
    ndb: "20033",
    name: "Oat bran (dry)",
    proteinPer100g: 17.3,
    kcalPer100g: 246,
    synonyms: ["oat bran"],
    portions: grams({ cup: 94 }),
  },
  {
    ...sr,
    id: "couscous-cooked", // NDB 20029: Couscous, cooked
    ndb: "20029",
    name: "Couscous (cooked)",
    proteinPer100g: 3.79,
    kcalPer100g: 112,
    synonyms: ["couscous", "cooked couscous"],
    portions: grams({ cup: 157 }),
  },
  {
    ...sr,
    id: "bulgur-cooked", // NDB 20013: Bulgur, cooked
    ndb: "20013",
    name: "Bulgur (cooked)",
    proteinPer100g: 3.08,
    kcalPer100g: 83,
    synonyms: ["bulgur", "bulgur wheat", "bulghur", "burghul", "cracked wheat"],
    portions: grams({ cup: 182 }),
  },
  {
    ...sr,
    id: "barley-cooked", // NDB 20006: Barley, pearled, cooked
    ndb: "20006",
    name: "Pearl barley (cooked)",
    proteinPer100g: 2.26,
    kcalPer100g: 123,
    synonyms: ["barley", "pearl barley", "cooked barley"],
    portions: grams({ cup: 157 }),
  },
  {
    ...sr,
    id: "buckwheat-cooked", // NDB 20010: Buckwheat groats, roasted, cooked
    ndb: "20010",
    name: "Buckwheat groats (cooked)",
    proteinPer100g: 3.38,
    kcalPer100g: 92,
    synonyms: ["buckwheat", "kasha", "buckwheat groats"],
    portions: grams({ cup: 168 }),
  },
  {
    ...sr,
    id: "millet-cooked", // NDB 20032: Millet, cooked
    ndb: "20032",
    name: "Millet (cooked)",
    proteinPer100g: 3.51,
    kcalPer100g: 119,
    synonyms: ["millet"],
    portions: grams({ cup: 174 }),
  },
  {
    ...sr,
    id: "spelt-cooked", // NDB 20141: Spelt, cooked
    ndb: "20141",
    name: "Spelt or farro (cooked)",
    proteinPer100g: 5.5,
    kcalPer100g: 127,
    synonyms: ["spelt", "farro", "emmer"],
    portions: grams({ cup: 194 }),
  },
  {
    ...sr,
    id: "amaranth-cooked", // NDB 20002: Amaranth grain, cooked
    ndb: "20002",
    name: "Amaranth (cooked)",
    proteinPer100g: 3.8,
    kcalPer100g: 102,
    synonyms: ["amaranth"],
    portions: grams({ cup: 246 }),
  },
  {
    ...sr,
    id: "teff-cooked", // NDB 20143: Teff, cooked
    ndb: "20143",
    name: "Teff (cooked)",
    proteinPer100g: 3.87,
    kcalPer100g: 101,
    synonyms: ["teff"],
    portions: grams({ cup: 252 }),
  },
  {
    ...sr,
    id: "grits-cooked", // NDB 08091: Cereals, corn grits, white, regular and quick, enriched, cooked with water, without salt
    ndb: "08091",
    name: "Corn grits or polenta (cooked)",
    proteinPer100g: 1.71,
    kcalPer100g: 71,
    synonyms: ["grits", "polenta", "corn grits", "cornmeal porridge"],
    portions: grams({ cup: 257 }),
  },
  {
    ...sr,
    id: "cream-of-wheat-cooked", // NDB 08103: Cereals, CREAM OF WHEAT, regular (10 minute), cooked with water, without salt
    ndb: "08103",
    name: "Cream of wheat, farina (cooked)",
    proteinPer100g: 1.44,
    kcalPer100g: 50,
    synonyms: ["cream of wheat", "farina", "semolina porridge"],
    portions: grams({ cup: 251 }),
  },
  {
    ...sr,
    id: "flour-all-purpose", // NDB 20081: Wheat flour, white, all-purpose, enriched, bleached
    ndb: "20081",
    name: "Wheat flour, all-purpose",
    proteinPer100g: 10.33,
    kcalPer100g: 364,
    synonyms: ["flour", "all purpose flour", "all-purpose flour", "plain flour", "white flour"],
    portions: grams({ cup: 125, tbsp: 7.8 }),
  },
  {
    ...sr,
    id: "flour-whole-wheat", // NDB 20080: Wheat flour, whole-grain
    ndb: "20080",
    name: "Wheat flour, whole grain",
    proteinPer100g: 13.21,
    kcalPer100g: 340,
    synonyms: ["whole wheat flour", "wholemeal flour", "whole grain flour"],
    portions: grams({ cup: 120, tbsp: 7.5 }),
  },
  {
    ...sr,
    id: "cornmeal", // NDB 20022: Cornmeal, degermed, enriched, yellow
    ndb: "20022",
    name: "Cornmeal (dry)",
    proteinPer100g: 7.11,
    kcalPer100g: 370,
    synonyms: ["cornmeal", "maize meal", "corn meal"],
    portions: grams({ cup: 157 }),
  },
  {
    ...sr,
    id: "wheat-germ", // NDB 20078: Wheat germ, crude
    ndb: "20078",
    name: "Wheat germ",
    proteinPer100g: 23.15,
    kcalPer100g: 360,
    synonyms: ["wheat germ"],
    portions: grams({ cup: 115, tbsp: 7 }),
  },
];
