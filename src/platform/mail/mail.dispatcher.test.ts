import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./mail.dispatcher.ts";

describe("retry back-off", () => {
  it("starts at 30 s and doubles", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never shrinks and never exceeds one hour", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        const d = retryDelayMs(n);
        return d >= 30_000 && d <= 3_600_000 && retryDelayMs(n + 1) >= d;
      }),
    );
    expect(retryDelayMs(1000)).toBe(3_600_000);
  });
});
