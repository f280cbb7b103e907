import type { TestProject } from "vitest/node";
import { createFakeStripe } from "./fake-stripe.ts";

declare module "vitest" {
  export interface ProvidedContext {
    fakeStripePort: number;
  }
}

/** Starts the fake of Stripe's API once for the worker tests; its port goes into the bindings. */
export default async function setup(project: TestProject) {
  const fake = createFakeStripe();
  project.provide("fakeStripePort", await fake.listen());
  return fake.close;
}
