import type { MailContext } from "./mail-layout.ts";

/** A mail context for service tests: the demo company's identity, no logging, unscaled limits. */
export function testMailContext(overrides: Partial<MailContext> = {}): MailContext {
  return {
    sender: { name: "Ember Forge Labs", address: "hello@emberforge.example" },
    publicUrl: "http://localhost:3000",
    staffEmail: "team@agency.example",
    logger: { warn: () => {} },
    rateLimitScale: 1,
    ...overrides,
  };
}
