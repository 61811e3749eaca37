import { describe, expect, it } from "vitest";
import { slugify } from "./slug.ts";

describe("slugify (the case-study slug rule)", () => {
  it.each([
    ["Plain Title", "plain-title"],
    ["Harvest & Hearth: A Surplus-Food Exchange", "harvest-hearth-a-surplus-food-exchange"],
    ["  --Leading and trailing!!  ", "leading-and-trailing"],
    ["Pantry.io (Beta) — Smart Inventory", "pantry-io-beta-smart-inventory"],
    ["AR/VR   +   AI/ML", "ar-vr-ai-ml"],
    ["Version 2.0: 50% Faster", "version-2-0-50-faster"],
    ["already-a-slug", "already-a-slug"],
    ["UPPER_snake_Case", "upper-snake-case"],
    ["Café Über Straße", "caf-ber-stra-e"],
    ["100 Meetups", "100-meetups"],
  ])("%j -> %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("gives an empty slug for a title with no letters or digits", () => {
    expect(slugify("!!! — ???")).toBe("");
    expect(slugify("")).toBe("");
  });

  it("collapses every separator run to one hyphen and trims the edges", () => {
    for (const title of ["a--b", "a - - b", "-a-b-", "a\n\tb", "a/\\b", "**a**b**"]) {
      expect(slugify(title)).toBe("a-b");
    }
  });

  it("is idempotent", () => {
    const once = slugify("Ledgerlight — Cash-Flow Forecasting for Main Street");
    expect(slugify(once)).toBe(once);
  });
});
