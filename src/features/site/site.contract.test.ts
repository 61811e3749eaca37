import { describe, expect, it } from "vitest";
import { SITE_DEFAULTS } from "./content/site-defaults.ts";
import { isSitePath } from "./shell.contract.ts";
import { siteLinkSchema, siteSettingsSchema } from "./site.contract.ts";

describe("site links an admin may set", () => {
  it("defaults the booking link to the product's own booker", () => {
    expect(SITE_DEFAULTS.bookingUrl).toBe("/discovery");
    expect(siteSettingsSchema.parse(SITE_DEFAULTS).bookingUrl).toBe("/discovery");
    expect(isSitePath(SITE_DEFAULTS.bookingUrl)).toBe(true);
  });

  it("accepts a path on this site or a full http(s) address", () => {
    for (const ok of [
      "/discovery",
      "/intake?from=header",
      "https://cal.example.com/team",
      "http://intranet.example",
    ]) {
      expect(siteLinkSchema.safeParse(ok).success, ok).toBe(true);
    }
  });

  it("refuses what a browser would read as another site or as script", () => {
    for (const bad of ["//evil.example/x", "javascript:alert(1)", "discovery", "", "https://"]) {
      expect(siteLinkSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("https://cal.example.com")).toBe(false);
  });
});
