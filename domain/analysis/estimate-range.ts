/**
 * How sure a photo's numbers are, shown as a range. A vision model estimates each food's grams
 * from the picture and says how confident it is (0 to 1); protein follows the grams, so its
 * range is the protein times the grams' likely error. That error is taken as ±10 % of the
 * estimate when the model is certain, growing in step with its doubt to ±50 % when it has no
 * idea: a confidence of 0.75 gives ±20 %, "30 ± 6 g protein".
 */
export const SURE_ERROR_SHARE = 0.1;
export const UNSURE_ERROR_SHARE = 0.5;

/** The likely error of a gram estimate made with this confidence, as a share of it. */
export function gramsErrorShare(confidence: number): number {
  const sure = Math.min(1, Math.max(0, confidence));
  return SURE_ERROR_SHARE + (UNSURE_ERROR_SHARE - SURE_ERROR_SHARE) * (1 - sure);
}

/**
 * The ± of an item's protein in whole grams (at least 1), or null when nothing was estimated: no
 * confidence, or full confidence (grams a person typed, a food they picked).
 */
export function proteinMargin(item: { proteinContent: number; confidence: number | null }): number | null {
  if (item.confidence === null || item.confidence >= 1 || !(item.proteinContent > 0)) return null;
  return Math.max(1, Math.round(item.proteinContent * gramsErrorShare(item.confidence)));
}
