import { describe, expect, it } from "vitest";
import { confirmSetupSchema, createSetupIntentSchema } from "./schemas";

describe("billing payloads", () => {
  it("accepts a plan with or without a price id", () => {
    expect(createSetupIntentSchema.parse({ plan: "annual" })).toEqual({ plan: "annual" });
    expect(createSetupIntentSchema.parse({ plan: "monthly", priceId: "price_x" }).priceId).toBe("price_x");
    expect(createSetupIntentSchema.parse({ plan: "monthly", priceId: null }).plan).toBe("monthly");
  });

  it("refuses an unknown plan with a clear message", () => {
    const result = createSetupIntentSchema.safeParse({ plan: "weekly" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Choose the monthly or the annual plan.");
  });

  it("accepts only SetupIntent ids", () => {
    expect(confirmSetupSchema.safeParse({ setupIntentId: "seti_1AbC" }).success).toBe(true);
    expect(confirmSetupSchema.safeParse({ setupIntentId: "seti_local_monthly_abc-123" }).success).toBe(true);
    for (const setupIntentId of ["", "pi_123", "seti_../x", 42]) {
      expect(confirmSetupSchema.safeParse({ setupIntentId }).success).toBe(false);
    }
  });
});
