import type { OffProduct } from "../../../domain/barcode/off-product";

/**
 * Where packaged products are looked up by barcode: Open Food Facts behind one
 * seam, so tests and a developer without internet can point it elsewhere
 * (OPENFOODFACTS_BASE_URL) and the route never speaks HTTP itself.
 */
export interface ProductSource {
  /** The product filed under the 13- or 8-digit code, or null when the source has none. */
  product(code: string): Promise<OffProduct | null>;
}

/** The source could not be asked: down, slow past the timeout, or answering nonsense. */
export class ProductSourceUnavailable extends Error {
  constructor(reason: string) {
    super(`product source unavailable: ${reason}`);
    this.name = "ProductSourceUnavailable";
  }
}
