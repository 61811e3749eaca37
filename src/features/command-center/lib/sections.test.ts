import { describe, expect, it } from "vitest";
import { badgeText, sectionOf, sidebarCollapsedFromCookie } from "./sections.ts";

describe("the Command Center's tab follows the path", () => {
  it("maps each nested route to its tab", () => {
    expect(sectionOf("/command-center")).toBe("analytics");
    expect(sectionOf("/command-center/analytics/heatmaps")).toBe("analytics");
    expect(sectionOf("/command-center/sales")).toBe("sales");
    expect(sectionOf("/command-center/sales/leads/0c8b")).toBe("sales");
    expect(sectionOf("/command-center/marketing/social")).toBe("marketing");
    expect(sectionOf("/command-center/automation/templates")).toBe("automation");
    expect(sectionOf("/command-center/settings/team")).toBe("settings");
    expect(sectionOf("/command-center/outbox")).toBe("settings");
  });
});

describe("the sidebar cookie", () => {
  it("is collapsed only when the cookie says so", () => {
    expect(sidebarCollapsedFromCookie(null, "cc_sidebar")).toBe(false);
    expect(sidebarCollapsedFromCookie("theme=dark; cc_sidebar=collapsed", "cc_sidebar")).toBe(true);
    expect(sidebarCollapsedFromCookie("cc_sidebar=expanded", "cc_sidebar")).toBe(false);
    expect(sidebarCollapsedFromCookie("x_cc_sidebar=collapsed", "cc_sidebar")).toBe(false);
  });
});

describe("the bell's badge", () => {
  it("shows the count, 99+ past the cap, nothing at zero", () => {
    expect(badgeText(0, false)).toBeNull();
    expect(badgeText(3, false)).toBe("3");
    expect(badgeText(100, true)).toBe("99+");
  });
});
