/** How long a deleted meal can be put back: well past the toast's Undo, with room for a slow network. */
export const UNDO_WINDOW_MS = 10 * 60_000;
