import { api, read } from "@/lib/api";

export { logMeal } from "@/lib/meals/api";

/** Describe-your-meal: the foods the server reads in the text, with their protein. */
export const parseMealText = (text: string) => read(api.meals.parse.$post({ json: { text } }));
