import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Chicken.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "poultry" } as const;

export const CHICKEN: readonly FoodEntry[] = [
  {
    ...sr,
    id: "chicken-breast-cooked", // NDB 05064: Chicken, broilers or fryers, breast, meat only, cooked, roasted
    ndb: "05064",
    name: "Chicken breast, skinless (cooked)",
    synonyms: [
      "chicken breast",
      "grilled chicken breast",
      "grilled chicken",
      "roast chicken breast",
      "roasted chicken breast",
      "baked chicken breast",
      "cooked chicken breast",
      "skinless chicken breast",
      "boneless skinless chicken breast",
      "chicken breast fillet",
      "chicken fillet",
      "pan fried chicken breast",
    ],
    portions: grams({ breast: 172, cup: 140, serving: 85 }),
  },
  {
    ...sr,
    id: "chicken-breast-raw", // NDB 05062: Chicken, broilers or fryers, breast, skinless, boneless, meat only, raw
    ndb: "05062",
    name: "Chicken breast, skinless (raw)",
    synonyms: ["raw chicken breast", "uncooked chicken breast", "chicken breast raw", "raw chicken"],
    portions: grams({ breast: 236, serving: 113 }),
  },
  {
    ...sr,
    id: "chicken-breast-stewed", // NDB 05065: Chicken, broilers or fryers, breast, meat only, cooked, stewed
    ndb: "05065",
    name: "Chicken breast, skinless (boiled or poached)",
    synonyms: [
      "boiled chicken breast",
      "poached chicken breast",
      "boiled chicken",
      "poached chicken",
      "stewed chicken",
    ],
    portions: grams({ breast: 190, cup: 140 }),
  },
  {
    ...sr,
    id: "chicken-breast-skin-roasted", // NDB 05060: Chicken, broilers or fryers, breast, meat and skin, cooked, roasted
    ndb: "05060",
    name: "Chicken breast with skin (roasted)",
    synonyms: [
      "chicken breast with skin",
      "skin-on chicken breast",
      "skin on chicken breast",
      "roast chicken breast with skin",
    ],
    portions: grams({ breast: 196, cup: 140 }),
  },
  {
    ...sr,
    id: "chicken-breast-battered-fried", // NDB 05058: Chicken, broilers or fryers, breast, meat and skin, cooked, fried, batter
    ndb: "05058",
    name: "Chicken breast, battered and fried",
    synonyms: [
      "battered chicken breast",
      "fried chicken breast",
      "breaded chicken breast",
      "chicken schnitzel",
      "chicken katsu",
      "chicken cutlet",
    ],
    portions: grams({ breast: 140 }),
  },
  {
    ...sr,
    id: "fried-chicken", // NDB 21469: Fast Foods, Fried Chicken, Breast, meat and skin and breading
    ndb: "21469",
    name: "Fried chicken, fast food (breast with skin and breading)",
    synonyms: ["fried chicken", "kfc", "southern fried chicken", "crispy fried chicken", "fried chicken piece"],
    portions: grams({ piece: 136 }),
  },
  {
    ...sr,
    id: "chicken-thigh-cooked", // NDB 05098: Chicken, broilers or fryers, thigh, meat only, cooked, roasted
    ndb: "05098",
    name: "Chicken thigh, skinless (cooked)",
    synonyms: [
      "chicken thigh",
      "boneless chicken thigh",
      "grilled chicken thigh",
      "roast chicken thigh",
      "baked chicken thigh",
      "skinless chicken thigh",
      "chicken thigh fillet",
    ],
    portions: grams({ thigh: 89, serving: 85 }),
  },
  {
    ...sr,
    id: "chicken-thigh-raw", // NDB 05096: Chicken, broilers or fryers, dark meat, thigh, meat only, raw
    ndb: "05096",
    name: "Chicken thigh, skinless (raw)",
    synonyms: ["raw chicken thigh", "uncooked chicken thigh"],
    portions: grams({ thigh: 120 }),
  },
  {
    ...sr,
    id: "chicken-drumstick-cooked", // NDB 05073: Chicken, broilers or fryers, dark meat, drumstick, meat only, cooked, roasted
    ndb: "05073",
    name: "Chicken drumstick, skinless (roasted)",
    synonyms: ["chicken drumstick", "drumstick", "chicken leg", "roast chicken leg", "baked drumstick"],
    portions: grams({ drumstick: 53 }),
  },
  {
    ...sr,
    id: "chicken-wing-cooked", // NDB 05103: Chicken, broilers or fryers, wing, meat and skin, cooked, roasted
    ndb: "05103",
    name: "Chicken wing with skin (roasted)",
    synonyms: ["chicken wing", "wing", "baked chicken wing", "roasted chicken wing", "grilled chicken wing"],
    portions: grams({ wing: 34 }),
  },
  {
    ...sr,
    id: "chicken-wing-fried", // NDB 05101: Chicken, broilers or fryers, wing, meat and skin, cooked, fried, batter
    ndb: "05101",
    name: "Chicken wing, battered and fried",
    synonyms: ["fried chicken wing", "buffalo wing", "hot wing", "crispy wing", "fried wing"],
    portions: grams({ wing: 49 }),
  },
  {
    ...sr,
    id: "chicken-meat-roasted", // NDB 05013: Chicken, broilers or fryers, meat only, roasted
    ndb: "05013",
    name: "Chicken meat, light and dark (roasted)",
    synonyms: [
      "chicken",
      "cooked chicken",
      "roast chicken",
      "roasted chicken",
      "chicken meat",
      "shredded chicken",
      "pulled chicken",
      "diced chicken",
      "chopped chicken",
      "chicken pieces",
      "leftover chicken",
    ],
    portions: grams({ cup: 140, serving: 85 }),
  },
  {
    ...sr,
    id: "chicken-with-skin-roasted", // NDB 05009: Chicken, broilers or fryers, meat and skin, cooked, roasted
    ndb: "05009",
    name: "Chicken meat with skin (roasted)",
    synonyms: [
      "rotisserie chicken",
      "chicken with skin",
      "roast chicken with skin",
      "whole roast chicken",
      "chicken skin on",
    ],
    portions: grams({ cup: 140, serving: 85 }),
  },
  {
    ...sr,
    id: "chicken-dark-meat-roasted", // NDB 05045: Chicken, broilers or fryers, dark meat, meat only, cooked, roasted
    ndb: "05045",
    name: "Chicken dark meat (roasted)",
    synonyms: ["dark meat chicken", "chicken dark meat"],
    portions: grams({ cup: 140, serving: 85 }),
  },
  {
    ...sr,
    id: "chicken-nuggets", // NDB 22974: Chicken, nuggets, dark and white meat, precooked, frozen, not reheated
    ndb: "22974",
    name: "Chicken nuggets (cooked)",
    synonyms: ["chicken nugget", "nugget", "chicken bites", "mcnugget"],
    portions: grams({ piece: 20 }),
  },
  {
    ...sr,
    id: "chicken-tenders", // NDB 21401: Fast foods, chicken tenders
    ndb: "21401",
    name: "Chicken tenders, breaded (fast food)",
    synonyms: [
      "chicken tender",
      "chicken strip",
      "chicken finger",
      "chicken goujon",
      "breaded chicken strip",
      "chicken fingers",
    ],
    portions: grams({ piece: 15.5 }),
  },
  {
    ...sr,
    id: "chicken-patty-breaded", // NDB 05324: Chicken patty, frozen, cooked
    ndb: "05324",
    name: "Chicken patty, breaded (cooked)",
    synonyms: ["chicken patty", "breaded chicken patty", "chicken burger patty"],
    portions: grams({ patty: 60 }),
  },
  {
    ...sr,
    id: "ground-chicken-cooked", // NDB 05333: Chicken, ground, crumbles, cooked, pan-browned
    ndb: "05333",
    name: "Ground chicken (cooked)",
    synonyms: ["ground chicken", "chicken mince", "minced chicken"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "chicken-liver-cooked", // NDB 05028: Chicken, liver, all classes, cooked, simmered
    ndb: "05028",
    name: "Chicken liver (simmered)",
    synonyms: ["chicken liver", "chicken livers"],
    portions: grams({ piece: 44 }),
  },
  {
    ...sr,
    id: "chicken-gizzard-cooked", // NDB 05024: Chicken, gizzard, all classes, cooked, simmered
    ndb: "05024",
    name: "Chicken gizzard (simmered)",
    synonyms: ["chicken gizzard", "gizzard"],
    portions: grams({ cup: 145 }),
  },
  {
    ...sr,
    id: "chicken-heart-cooked", // NDB 05026: Chicken, heart, all classes, cooked, simmered
    ndb: "05026",
    name: "Chicken heart (simmered)",
    synonyms: ["chicken heart"],
    portions: grams({ cup: 145 }),
  },
];
