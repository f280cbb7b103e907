import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Rice, oats, other grains and flours.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "grains" } as const;

export const RICE_AND_GRAINS: readonly FoodEntry[] = [
  {
    ...sr,
    id: "rice-white-cooked", // NDB 20045: Rice, white, long-grain, regular, cooked
    ndb: "20045",
    name: "White rice (cooked)",
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
    synonyms: ["uncooked rice", "dry rice", "raw rice", "uncooked white rice", "dry white rice"],
    portions: grams({ cup: 185 }),
  },
  {
    ...sr,
    id: "rice-brown-cooked", // NDB 20037: Rice, brown, long-grain, cooked
    ndb: "20037",
    name: "Brown rice (cooked)",
    synonyms: ["brown rice", "cooked brown rice", "wholegrain rice"],
    portions: grams({ cup: 195 }),
  },
  {
    ...sr,
    id: "rice-brown-dry", // NDB 20036: Rice, brown, long-grain, raw
    ndb: "20036",
    name: "Brown rice (dry, uncooked)",
    synonyms: ["uncooked brown rice", "dry brown rice", "raw brown rice"],
    portions: grams({ cup: 185 }),
  },
  {
    ...sr,
    id: "rice-short-grain-cooked", // NDB 20053: Rice, white, short-grain, cooked
    ndb: "20053",
    name: "Short-grain white rice (cooked)",
    synonyms: ["sushi rice", "short grain rice", "arborio rice", "calrose rice"],
    portions: grams({ cup: 186 }),
  },
  {
    ...sr,
    id: "rice-glutinous-cooked", // NDB 20055: Rice, white, glutinous, cooked
    ndb: "20055",
    name: "Glutinous rice (cooked)",
    synonyms: ["sticky rice", "glutinous rice", "sweet rice"],
    portions: grams({ cup: 174 }),
  },
  {
    ...sr,
    id: "wild-rice-cooked", // NDB 20089: Wild rice, cooked
    ndb: "20089",
    name: "Wild rice (cooked)",
    synonyms: ["wild rice"],
    portions: grams({ cup: 164 }),
  },
  {
    ...sr,
    id: "quinoa-cooked", // NDB 20137: Quinoa, cooked
    ndb: "20137",
    name: "Quinoa (cooked)",
    synonyms: ["quinoa", "cooked quinoa"],
    portions: grams({ cup: 185 }),
  },
  {
    ...sr,
    id: "quinoa-dry", // NDB 20035: Quinoa, uncooked
    ndb: "20035",
    name: "Quinoa (dry, uncooked)",
    synonyms: ["uncooked quinoa", "dry quinoa", "raw quinoa"],
    portions: grams({ cup: 170 }),
  },
  {
    ...sr,
    id: "oats-dry", // NDB 08120: Cereals, oats, regular and quick, not fortified, dry
    ndb: "08120",
    name: "Oats, rolled (dry)",
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
    synonyms: ["oat bran"],
    portions: grams({ cup: 94 }),
  },
  {
    ...sr,
    id: "couscous-cooked", // NDB 20029: Couscous, cooked
    ndb: "20029",
    name: "Couscous (cooked)",
    synonyms: ["couscous", "cooked couscous"],
    portions: grams({ cup: 157 }),
  },
  {
    ...sr,
    id: "bulgur-cooked", // NDB 20013: Bulgur, cooked
    ndb: "20013",
    name: "Bulgur (cooked)",
    synonyms: ["bulgur", "bulgur wheat", "bulghur", "burghul", "cracked wheat"],
    portions: grams({ cup: 182 }),
  },
  {
    ...sr,
    id: "barley-cooked", // NDB 20006: Barley, pearled, cooked
    ndb: "20006",
    name: "Pearl barley (cooked)",
    synonyms: ["barley", "pearl barley", "cooked barley"],
    portions: grams({ cup: 157 }),
  },
  {
    ...sr,
    id: "buckwheat-cooked", // NDB 20010: Buckwheat groats, roasted, cooked
    ndb: "20010",
    name: "Buckwheat groats (cooked)",
    synonyms: ["buckwheat", "kasha", "buckwheat groats"],
    portions: grams({ cup: 168 }),
  },
  {
    ...sr,
    id: "millet-cooked", // NDB 20032: Millet, cooked
    ndb: "20032",
    name: "Millet (cooked)",
    synonyms: ["millet"],
    portions: grams({ cup: 174 }),
  },
  {
    ...sr,
    id: "spelt-cooked", // NDB 20141: Spelt, cooked
    ndb: "20141",
    name: "Spelt or farro (cooked)",
    synonyms: ["spelt", "farro", "emmer"],
    portions: grams({ cup: 194 }),
  },
  {
    ...sr,
    id: "amaranth-cooked", // NDB 20002: Amaranth grain, cooked
    ndb: "20002",
    name: "Amaranth (cooked)",
    synonyms: ["amaranth"],
    portions: grams({ cup: 246 }),
  },
  {
    ...sr,
    id: "teff-cooked", // NDB 20143: Teff, cooked
    ndb: "20143",
    name: "Teff (cooked)",
    synonyms: ["teff"],
    portions: grams({ cup: 252 }),
  },
  {
    ...sr,
    id: "grits-cooked", // NDB 08091: Cereals, corn grits, white, regular and quick, enriched, cooked with water, without salt
    ndb: "08091",
    name: "Corn grits or polenta (cooked)",
    synonyms: ["grits", "polenta", "corn grits", "cornmeal porridge"],
    portions: grams({ cup: 257 }),
  },
  {
    ...sr,
    id: "cream-of-wheat-cooked", // NDB 08103: Cereals, CREAM OF WHEAT, regular (10 minute), cooked with water, without salt
    ndb: "08103",
    name: "Cream of wheat, farina (cooked)",
    synonyms: ["cream of wheat", "farina", "semolina porridge"],
    portions: grams({ cup: 251 }),
  },
  {
    ...sr,
    id: "flour-all-purpose", // NDB 20081: Wheat flour, white, all-purpose, enriched, bleached
    ndb: "20081",
    name: "Wheat flour, all-purpose",
    synonyms: ["flour", "all purpose flour", "all-purpose flour", "plain flour", "white flour"],
    portions: grams({ cup: 125, tbsp: 7.8 }),
  },
  {
    ...sr,
    id: "flour-whole-wheat", // NDB 20080: Wheat flour, whole-grain
    ndb: "20080",
    name: "Wheat flour, whole grain",
    synonyms: ["whole wheat flour", "wholemeal flour", "whole grain flour"],
    portions: grams({ cup: 120, tbsp: 7.5 }),
  },
  {
    ...sr,
    id: "cornmeal", // NDB 20022: Cornmeal, degermed, enriched, yellow
    ndb: "20022",
    name: "Cornmeal (dry)",
    synonyms: ["cornmeal", "maize meal", "corn meal"],
    portions: grams({ cup: 157 }),
  },
  {
    ...sr,
    id: "wheat-germ", // NDB 20078: Wheat germ, crude
    ndb: "20078",
    name: "Wheat germ",
    synonyms: ["wheat germ"],
    portions: grams({ cup: 115, tbsp: 7 }),
  },
];
