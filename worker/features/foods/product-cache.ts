import type { OffProduct } from "../../../domain/barcode/off-product";
import type { Bindings } from "../../env";
import type { ProductSource } from "../../providers/food-facts/product-source";

/** Products change rarely; Open Food Facts asks apps not to fetch the same one repeatedly. */
const FOUND_TTL_SECONDS = 30 * 24 * 60 * 60;
/** An unknown code may be added to Open Food Facts any day: ask again after a day. */
const MISSING_TTL_SECONDS = 24 * 60 * 60;

type Cached = { found: true; product: OffProduct } | { found: false };

const cacheKey = (code: string) => `off:v1:${code}`;

export type CachedLookup = { product: OffProduct | null; fromCache: boolean };

/**
 * A barcode lookup through the KV cache: a product seen in the last 30 days (or an unknown
 * code in the last day) is answered without asking Open Food Facts again. Failures of the
 * source are not cached: the next scan asks again.
 */
export async function lookUpProduct(env: Bindings, source: ProductSource, code: string): Promise<CachedLookup> {
  const cached = await env.CACHE.get<Cached>(cacheKey(code), "json");
  if (cached) return { product: cached.found ? cached.product : null, fromCache: true };
  return { product: await fetchAndCache(env, source, code), fromCache: false };
}

async function fetchAndCache(env: Bindings, source: ProductSource, code: string): Promise<OffProduct | null> {
  const product = await source.product(code);
  const entry: Cached = product ? { found: true, product } : { found: false };
  await env.CACHE.put(cacheKey(code), JSON.stringify(entry), {
    expirationTtl: product ? FOUND_TTL_SECONDS : MISSING_TTL_SECONDS,
  });
  return product;
}
