import { call } from "./client";

export const logMeal = (cookie: string, json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call("/api/meals/manual", {
    json: { mealType: "lunch", imageUrl: null, ...json },
    headers: { Cookie: cookie, ...headers },
  });

export const get = (cookie: string, path: string) => call(path, { headers: { Cookie: cookie } });

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export const setTimezone = (cookie: string, timezone: string) =>
  call("/api/user/timezone", { json: { timezone }, headers: { Cookie: cookie } });
