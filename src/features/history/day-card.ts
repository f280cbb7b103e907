import { cardSurfaceClass } from "@/ui/field";

/**
 * A day of the meal history: the app's card with less padding on a phone, where each meal row
 * also carries its delete button and the meal's name needs the width.
 */
export const dayCardClass = `${cardSurfaceClass} p-3 sm:p-5`;
