import { type Context, Hono } from "hono";
import { parseBarcode } from "../../../domain/barcode/gtin";
import { readOffProduct } from "../../../domain/barcode/off-product";
import { getDb } from "../../db/client";
import type { AppEnv } from "../../env";
import { ApiError } from "../../lib/api-error";
import { log } from "../../lib/log";
import { movedUserData } from "../../lib/moves/ensure-moved";
import { clientIp, takeAttempt } from "../../lib/rate-limit";

import { openFoodFacts } from "../../providers/food-facts/open-food-facts";
import { ProductSourceUnavailable } from "../../providers/food-facts/product-source";
import { customFoodView } from "./custom-foods";
import { lookUpProduct } from "./product-cache";

/** Lookups that reach Open Food Facts, per person: well under its own limit for one app. */
const LOOKUPS_PER_MINUTE = 30;

/**
 * GET /api/foods/barcode/{code}: the food behind a scanned or typed barcode. A
 * signed-in user's own food with that code comes first (a code they entered a label for);
 * otherwise Open Food Facts, through the 30-day cache. Open to guests, who can log what
 * they scan on this device too.
 */
export const barcodeRoutes = new Hono<AppEnv>().get("/:code", async (c) => {
  const read = parseBarcode(c.req.param("code").slice(0, 40));
  if (!read.ok) throw new ApiError(400, read.message, { code: "INVALID_BARCODE" });
  const code = read.barcode.canonical;
  // A signed-in user's own food with this code, from their own object; a guest's scan reads
  // nothing of anyone's. The product cache is KV, not D1.
  const user = c.get("user");
  const own = user ? await (await movedUserData(c.env, user)).ownFoodByBarcode(code) : null;
  if (own) return c.json(customFoodView(own), 200);
  const lookup = await lookUpWithLimit(c, code, user?.id ?? null);
  if (!lookup) {
    throw new ApiError(
      404,
      `No product with barcode ${code} was found in Open Food Facts. You can add it as your own food.`,
      {
        code: "PRODUCT_NOT_FOUND",
      },
    );
  }
  const reading = readOffProduct(code, lookup);
  if (reading.kind === "incomplete") {
    throw new ApiError(
      404,
      "Open Food Facts has this product but not its protein. You can add it as your own food from the label.",
      {
        code: "PRODUCT_INCOMPLETE",
      },
    );
  }
  return c.json(reading.food, 200);
});

/** The cached product, counting a lookup against the person's limit only when it goes out. */
async function lookUpWithLimit(c: Context<AppEnv>, code: string, userId: string | null) {
  const source = openFoodFacts(c.env);
  const limited = {
    product: async (wanted: string) => {
      const who = userId ? `user:${userId}` : `ip:${clientIp(c)}`;
      await takeAttempt(getDb(c.env.DB), [{ key: `barcode:${who}`, max: LOOKUPS_PER_MINUTE, windowMs: 60_000 }]);
      return source.product(wanted);
    },
  };
  try {
    return (await lookUpProduct(c.env, limited, code)).product;
  } catch (error) {
    if (error instanceof ProductSourceUnavailable) {
      log("warn", c.get("requestId"), "barcode lookup failed", { reason: error.message });
      throw new ApiError(
        503,
        "Open Food Facts did not answer in time. Try again in a moment, or add the food yourself.",
        {
          code: "FOOD_SOURCE_UNAVAILABLE",
          headers: { "Retry-After": "30" },
        },
      );
    }
    throw error;
  }
}
