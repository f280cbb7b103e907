import { queryOptions } from "@tanstack/react-query";
import { api, param, read } from "../api";
import { queryKeys } from "../query-keys";

/** The weight log of the last `days` local days, each with its trend, in kg. */
export const weightsQuery = (days = 90) =>
  queryOptions({
    queryKey: [...queryKeys.weights, days],
    queryFn: () => read(api.weights.$get({ query: { days: String(days) } })),
  });

/** The day's weight (kg); a second one that day replaces it. */
export const saveWeight = (date: string, kg: number) => read(api.weights.$post({ json: { date, kg } }));

export const deleteWeight = (date: string) => read(api.weights[":date"].$delete({ param: { date: param(date) } }));

/** Yes to "Update your goal to N g?", naming the N shown. */
export const acceptGoalOffer = (dailyGoal: number) =>
  read(api["protein-goals"]["follow-weight"].$post({ json: { dailyGoal } }));

/** "Not now": the offer stays hidden for a week. */
export const dismissGoalOffer = () => read(api["protein-goals"].offer.dismiss.$post());
