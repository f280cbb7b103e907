// The words around a food that say when or how it was eaten, not what: "for breakfast I had 2
// eggs", "this morning I ate oatmeal", "dinner was salmon", "2 eggs for breakfast". They are
// dropped before the amount and the food are read. Input is lower case.

const MEALS = "breakfast|brunch|lunch|dinner|supper|tea|snack|snacks|dessert|elevenses|pudding";
const TIMES = "morning|afternoon|evening|night|lunchtime";

/** One leading filler phrase at a time; they are stripped until none is left. */
const LEADING = new RegExp(
  [
    `(?:for|at|as)\\s+(?:my\\s+|a\\s+|an\\s+|the\\s+)?(?:late\\s+|mid[- ]?morning\\s+|afternoon\\s+|evening\\s+|post[- ]workout\\s+|pre[- ]workout\\s+)?(?:${MEALS})\\b`,
    `(?:${MEALS})\\s*(?:was|were|is|:|-)`,
    `(?:this|last|in\\s+the|yesterday|tomorrow)\\s+(?:${TIMES})\\b`,
    "(?:today|tonight|yesterday|earlier|then|later|afterwards|after\\s+that|also|just|only|and|so|ok|okay|oh)\\b",
    "(?:i|we)(?:'ve|’ve|'d|’d|\\s+have|\\s+had|\\s+also|\\s+just)*\\b",
    "(?:had|have|having|ate|eaten|eat|eating|drank|drink|drinking|got|grabbed|snacked\\s+on|finished|made|cooked\\s+myself)\\b",
    "(?:about|around|approx\\.?|approximately|roughly|some|maybe|like)\\b",
    "~",
  ]
    .map((pattern) => `(?:${pattern})`)
    .join("|"),
);
const LEADING_FILLER = new RegExp(`^(?:${LEADING.source})[\\s,:;.!-]*`);

/** A filler phrase at the end: "2 eggs for breakfast", "a banana this morning", "toast too". */
const TRAILING_FILLER = new RegExp(
  `[\\s,;.!-]+(?:(?:for|at|as)\\s+(?:my\\s+|a\\s+|an\\s+)?(?:${MEALS})|(?:this|last|in\\s+the)\\s+(?:${TIMES})|today|tonight|yesterday|earlier|too|as\\s+well|also)[\\s.!]*$`,
);

/** The text without the filler before and after the food: "for lunch i ate 150g chicken" → "150g chicken". */
export function stripFiller(text: string): string {
  let rest = text.trim();
  for (;;) {
    const lead = LEADING_FILLER.exec(rest);
    const trail = TRAILING_FILLER.exec(rest);
    if (lead && lead[0] !== "" && lead[0].length < rest.length) rest = rest.slice(lead[0].length).trim();
    else if (trail && trail.index > 0) rest = rest.slice(0, trail.index).trim();
    else return rest;
  }
}
