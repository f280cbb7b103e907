// British spellings and names typed for foods SR28 files under the American word. Each key is a
// normalised (singular) word; search looks for both words.
export const SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  yoghurt: ["yogurt"],
  yoghourt: ["yogurt"],
  courgette: ["zucchini"],
  aubergine: ["eggplant"],
  coriander: ["cilantro"],
  rocket: ["arugula"],
  prawn: ["shrimp"],
  mince: ["ground"],
  minced: ["ground"],
  porridge: ["oatmeal"],
  beetroot: ["beet"],
  chickpea: ["garbanzo"],
  garbanzo: ["chickpea"],
  crisp: ["chip"],
  biscuit: ["cookie"],
  swede: ["rutabaga"],
  mangetout: ["snowpea"],
  flavour: ["flavor"],
  flavoured: ["flavored"],
  colour: ["color"],
  fibre: ["fiber"],
  savoury: ["savory"],
  wholemeal: ["whole", "wheat"],
  tinned: ["canned"],
  semi: ["reduced"],
  skimmed: ["skim", "nonfat"],
  aluminium: ["aluminum"],
  chilli: ["chili"],
  doughnut: ["donut"],
  donut: ["doughnut"],
  ketchup: ["catsup"],
  catsup: ["ketchup"],
};

/** The words to look for when someone types `word`: itself first, then its other spellings. */
export function spellingsOf(word: string): string[] {
  return [word, ...(SPELLINGS[word] ?? [])];
}
