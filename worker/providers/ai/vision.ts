import type { Bindings } from "../../env";
import { aiProviderName } from "../config";
import { openAiVision } from "./openai";
import type { VisionProvider } from "./provider";
import { workersAiVision } from "./workers-ai";

export type { MealImage, VisionProvider } from "./provider";

/** The configured provider, or null when AI analysis is not configured ("none"). */
export function visionProvider(env: Bindings): VisionProvider | null {
  switch (aiProviderName(env)) {
    case "openai":
      return openAiVision(env);
    case "workers-ai":
      return workersAiVision(env);
    case "none":
      return null;
  }
}
