import { queryOptions } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { api, read } from "../api";
import { queryKeys } from "../query-keys";

/** The daily, weekly and monthly goals: settings edits them, history draws the daily one. */
export const goalsQuery = () =>
  queryOptions({ queryKey: queryKeys.goals, queryFn: () => read(api["protein-goals"].$get()) });

export const saveGoals = (goals: InferRequestType<(typeof api)["protein-goals"]["$put"]>["json"]) =>
  read(api["protein-goals"].$put({ json: goals }));
