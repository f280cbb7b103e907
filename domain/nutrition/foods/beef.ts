import { grams } from "../grams";
import type { FoodEntry } from "../types";

// Beef and veal.
// Everyday names of USDA SR28 foods: `ndb` names the SR28 food, whose per-100 g values table.ts uses.
const sr = { category: "beef" } as const;

export const BEEF: readonly FoodEntry[] = [
  {
    ...sr,
    id: "ground-beef-85-cooked", // NDB 23568: Beef, ground, 85% lean meat / 15% fat, patty, cooked, broiled
    ndb: "23568",
    name: "Ground beef, 85% lean (cooked)",
    synonyms: [
      "ground beef",
      "minced beef",
      "beef mince",
      "mince",
      "hamburger meat",
      "cooked ground beef",
      "85% lean ground beef",
      "85/15 ground beef",
      "browned ground beef",
    ],
    portions: grams({ serving: 85, patty: 77 }),
  },
  {
    ...sr,
    id: "ground-beef-85-raw", // NDB 23567: Beef, ground, 85% lean meat / 15% fat, raw
    ndb: "23567",
    name: "Ground beef, 85% lean (raw)",
    synonyms: ["raw ground beef", "uncooked ground beef", "raw mince", "raw minced beef", "raw beef mince"],
    portions: grams({ patty: 113 }),
  },
  {
    ...sr,
    id: "ground-beef-80-cooked", // NDB 23573: Beef, ground, 80% lean meat / 20% fat, patty, cooked, broiled
    ndb: "23573",
    name: "Ground beef, 80% lean (cooked)",
    synonyms: [
      "80% lean ground beef",
      "80/20 ground beef",
      "ground chuck",
      "beef patty",
      "burger patty",
      "hamburger patty",
    ],
    portions: grams({ serving: 85, patty: 77 }),
  },
  {
    ...sr,
    id: "ground-beef-80-raw", // NDB 23572: Beef, ground, 80% lean meat / 20% fat, raw
    ndb: "23572",
    name: "Ground beef, 80% lean (raw)",
    synonyms: ["raw 80/20 ground beef", "raw ground chuck"],
    portions: grams({ patty: 113 }),
  },
  {
    ...sr,
    id: "ground-beef-90-cooked", // NDB 23563: Beef, ground, 90% lean meat / 10% fat, patty, cooked, broiled
    ndb: "23563",
    name: "Ground beef, 90% lean (cooked)",
    synonyms: ["90% lean ground beef", "90/10 ground beef", "lean ground beef", "lean mince", "lean beef mince"],
    portions: grams({ serving: 85, patty: 82 }),
  },
  {
    ...sr,
    id: "ground-beef-90-raw", // NDB 23562: Beef, ground, 90% lean meat / 10% fat, raw
    ndb: "23562",
    name: "Ground beef, 90% lean (raw)",
    synonyms: ["raw lean ground beef", "raw 90/10 ground beef", "raw lean mince"],
    portions: grams({ patty: 113 }),
  },
  {
    ...sr,
    id: "ground-beef-95-cooked", // NDB 23558: Beef, ground, 95% lean meat / 5% fat, patty, cooked, broiled
    ndb: "23558",
    name: "Ground beef, 95% lean (cooked)",
    synonyms: ["95% lean ground beef", "95/5 ground beef", "extra lean ground beef", "extra lean mince"],
    portions: grams({ serving: 85, patty: 82 }),
  },
  {
    ...sr,
    id: "beef-sirloin-steak-cooked", // NDB 13451: Beef, top sirloin, steak, separable lean and fat, trimmed to 0" fat, all grades, cooked, broiled
    ndb: "13451",
    name: "Top sirloin steak (cooked)",
    synonyms: [
      "steak",
      "beef steak",
      "sirloin",
      "sirloin steak",
      "top sirloin",
      "grilled steak",
      "beef",
      "cooked beef",
      "steak cooked",
    ],
    portions: grams({ steak: 144, serving: 85 }),
  },
  {
    ...sr,
    id: "beef-ribeye-cooked", // NDB 23100: Beef, rib eye steak, boneless, lip-on, separable lean only, trimmed to 1/8" fat, all grades, cooked, grilled
    ndb: "23100",
    name: "Ribeye steak (cooked)",
    synonyms: [
      "ribeye",
      "rib eye",
      "ribeye steak",
      "rib eye steak",
      "rib-eye steak",
      "scotch fillet",
      "prime rib",
      "rib roast",
    ],
    portions: grams({ steak: 291, serving: 85 }),
  },
  {
    ...sr,
    id: "beef-tenderloin-cooked", // NDB 13439: Beef, tenderloin, steak, separable lean and fat, trimmed to 0" fat, all grades, cooked, broiled
    ndb: "13439",
    name: "Beef tenderloin, filet mignon (cooked)",
    synonyms: ["filet mignon", "beef tenderloin", "tenderloin steak", "beef fillet", "fillet steak"],
    portions: grams({ steak: 93, serving: 85 }),
  },
  {
    ...sr,
    id: "beef-strip-steak-cooked", // NDB 13445: Beef, short loin, top loin, steak, separable lean and fat, trimmed to 0" fat, all grades, cooked, broiled
    ndb: "13445",
    name: "Strip steak, New York strip (cooked)",
    synonyms: [
      "strip steak",
      "new york strip",
      "ny strip",
      "new york strip steak",
      "top loin steak",
      "striploin",
      "kansas city strip",
    ],
    portions: grams({ steak: 155, serving: 85 }),
  },
  {
    ...sr,
    id: "beef-t-bone-cooked", // NDB 13473: Beef, short loin, t-bone steak, separable lean and fat, trimmed to 0" fat, all grades, cooked, broiled
    ndb: "13473",
    name: "T-bone steak (cooked)",
    synonyms: ["t-bone", "t-bone steak", "t bone steak", "porterhouse", "porterhouse steak"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-flank-steak-cooked", // NDB 13070: Beef, flank, steak, separable lean only, trimmed to 0" fat, choice, cooked, broiled
    ndb: "13070",
    name: "Flank steak (cooked)",
    synonyms: ["flank steak", "flank", "london broil"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-skirt-steak-cooked", // NDB 13979: Beef, plate, outside skirt steak, separable lean only, trimmed to 0" fat, all grades, cooked, broiled
    ndb: "13979",
    name: "Skirt steak (cooked)",
    synonyms: ["skirt steak", "skirt", "carne asada", "fajita steak"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-tri-tip-cooked", // NDB 13985: Beef, loin, bottom sirloin butt, tri-tip roast, separable lean only, trimmed to 0" fat, all grades, cooked, roasted
    ndb: "13985",
    name: "Tri-tip (cooked)",
    synonyms: ["tri-tip", "tri tip", "tri-tip roast"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-brisket-cooked", // NDB 13367: Beef, brisket, whole, separable lean and fat, trimmed to 0" fat, all grades, cooked, braised
    ndb: "13367",
    name: "Beef brisket (cooked)",
    synonyms: ["brisket", "beef brisket", "smoked brisket"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-pot-roast-cooked", // NDB 13373: Beef, chuck, arm pot roast, separable lean and fat, trimmed to 0" fat, all grades, cooked, braised
    ndb: "13373",
    name: "Beef chuck pot roast (cooked)",
    synonyms: ["pot roast", "chuck roast", "beef chuck", "braised beef", "beef roast", "roast of beef"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-eye-of-round-cooked", // NDB 13415: Beef, round, eye of round, roast, separable lean and fat, trimmed to 0" fat, all grades, cooked, roasted
    ndb: "13415",
    name: "Beef eye of round (roasted)",
    synonyms: ["eye of round", "round roast", "roast topside", "topside of beef"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-stew-meat-cooked", // NDB 23090: Beef, chuck for stew, separable lean and fat, all grades, cooked, braised
    ndb: "23090",
    name: "Beef stew meat (cooked)",
    synonyms: ["stew meat", "beef stew meat", "stewing beef", "braising steak", "beef chunks"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-short-ribs-cooked", // NDB 23125: Beef, chuck, short ribs, boneless, separable lean and fat, trimmed to 0" fat, all grades, cooked, braised
    ndb: "23125",
    name: "Beef short ribs (cooked)",
    synonyms: ["short ribs", "beef short ribs", "short rib", "galbi"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "beef-liver-cooked", // NDB 13327: Beef, variety meats and by-products, liver, cooked, pan-fried
    ndb: "13327",
    name: "Beef liver (pan-fried)",
    synonyms: ["beef liver", "liver", "calf liver", "ox liver"],
    portions: grams({ slice: 81, serving: 85 }),
  },
  {
    ...sr,
    id: "corned-beef-cooked", // NDB 13347: Beef, cured, corned beef, brisket, cooked
    ndb: "13347",
    name: "Corned beef (cooked)",
    synonyms: ["corned beef", "salt beef", "corned beef brisket"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "veal-cooked", // NDB 17089: Veal, composite of trimmed retail cuts, separable lean and fat, cooked
    ndb: "17089",
    name: "Veal (cooked)",
    synonyms: ["veal", "veal chop", "roast veal", "veal roast"],
    portions: grams({ serving: 85 }),
  },
  {
    ...sr,
    id: "veal-cutlet-breaded", // NDB 17096: Veal, leg (top round), separable lean and fat, cooked, pan-fried, breaded
    ndb: "17096",
    name: "Veal cutlet, breaded and fried",
    synonyms: ["veal cutlet", "veal schnitzel", "wiener schnitzel", "breaded veal", "veal milanese"],
    portions: grams({ serving: 85 }),
  },
];
