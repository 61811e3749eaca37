import { describe, expect, it } from "vitest";
import { thankYouHref } from "./thank-you-link.ts";

describe("thankYouHref", () => {
  it("carries only the submission id and the segment, never the visitor's words", () => {
    const id = "0b6f8a52-8a4e-4c5e-9d7e-2f4d1c3b2a10";
    expect(thankYouHref(id, "government")).toBe(`/thank-you?submission=${id}&segment=government`);
    expect(thankYouHref(id, "startup", { discovery: true })).toBe(
      `/thank-you?submission=${id}&segment=startup&variant=discovery`,
    );
  });
});
