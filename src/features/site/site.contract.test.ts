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

describe("the week start an admin may set (decision 048)", () => {
  const withStart = (weekStartsOn: unknown) => ({
    ...SITE_DEFAULTS,
    businessHours: { ...SITE_DEFAULTS.businessHours, weekStartsOn },
  });

  it("takes Sunday to Saturday and leaves it unset on older settings", () => {
    for (const day of [0, 1, 6]) {
      expect(siteSettingsSchema.parse(withStart(day)).businessHours.weekStartsOn).toBe(day);
    }
    expect(siteSettingsSchema.parse(SITE_DEFAULTS).businessHours.weekStartsOn).toBeUndefined();
  });

  it("refuses anything else with the field's message", () => {
    for (const bad of [7, -1, 1.5, "1", null]) {
      const r = siteSettingsSchema.safeParse(withStart(bad));
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0]?.message, String(bad)).toBe("Choose the day the week starts on");
    }
  });
});
