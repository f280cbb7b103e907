/** A tooltip opens 700 ms after the pointer arrives, 300 ms to move between them. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
