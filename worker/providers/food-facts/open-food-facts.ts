import { OFF_FIELDS, offResponseSchema } from "../../../domain/barcode/off-product";
import type { Bindings } from "../../env";
import { type ProductSource, ProductSourceUnavailable } from "./product-source";

export const OPEN_FOOD_FACTS_URL = "https://world.openfoodfacts.org";
const DEFAULT_TIMEOUT_MS = 4000;
/** Proteo's version, for the User-Agent Open Food Facts asks every app to send. */
const APP_VERSION = "0.1.0";

/**
 * Open Food Facts' product API v2. It asks apps to identify themselves with a User-Agent
 * naming the app, its version and a contact, so that it can reach the owner instead of
 * blocking the traffic: OPENFOODFACTS_CONTACT (an email) or else the app's public origin.
 * Not found is answered either as HTTP 404 or as 200 with status 0, both with the same
 * JSON; anything else that is not the documented JSON counts as the source being down.
 */
export function openFoodFacts(env: Bindings): ProductSource {
  const base = (env.OPENFOODFACTS_BASE_URL?.trim() || OPEN_FOOD_FACTS_URL).replace(/\/+$/, "");
  const timeoutMs =
    Number(env.OPENFOODFACTS_TIMEOUT_MS) > 0 ? Number(env.OPENFOODFACTS_TIMEOUT_MS) : DEFAULT_TIMEOUT_MS;
  const contact = env.OPENFOODFACTS_CONTACT?.trim() || env.APP_ORIGIN || "https://github.com/proteo";
  const userAgent = `Proteo/${APP_VERSION} (${contact})`;
  return {
    async product(code) {
      const url = `${base}/api/v2/product/${encodeURIComponent(code)}.json?fields=${OFF_FIELDS.join(",")}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { "User-Agent": userAgent, Accept: "application/json" },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProductSourceUnavailable(error instanceof Error ? error.name : "fetch failed");
      }
      if (response.status !== 200 && response.status !== 404) {
        await response.body?.cancel();
        throw new ProductSourceUnavailable(`HTTP ${response.status}`);
      }
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        if (response.status === 404) return null;
        throw new ProductSourceUnavailable("body is not JSON");
      }
      const parsed = offResponseSchema.safeParse(json);
      if (!parsed.success) {
        if (response.status === 404) return null;
        throw new ProductSourceUnavailable("unexpected JSON");
      }
      if (parsed.data.status === 0 || !parsed.data.product) return null;
      return parsed.data.product;
    },
  };
}
