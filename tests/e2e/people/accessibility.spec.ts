import type { Page } from "@playwright/test";
import { expect, expectAccessibleAtWidths, expectAccessibleInBothThemes, login, test } from "../fixtures.ts";

// axe (WCAG 2.1 AA, no serious or critical finding) on every portal page, in both themes, at 1280
// and 390 px; the dialogs and the mobile drawer open.

async function idOf(page: Page, name: string): Promise<string> {
  const res = await page.request.get(`/api/people/employees?q=${encodeURIComponent(name)}`);
  const body = await res.json();
  return body.items[0].id as string;
}

test.describe("both themes at 1280 and 390 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("employee pages", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, "employee");
    const colleague = await idOf(page, "Okafor");
    const pages = [
      "/employee/dashboard",
      "/employee/profile",
      `/employee/profile/${colleague}`,
      "/employee/schedule",
      "/employee/time-off",
      "/employee/goals",
      "/employee/reviews",
      "/employee/handbook",
      "/employee/organization",
      "/employee/organization?view=chart",
    ];
    for (const path of pages) {
      await page.goto(path);
      await expectAccessibleAtWidths(page, { fits: true });
    }
    const own = await (await page.request.get("/api/people/me")).json();
    await page.goto(`/employee/edit/${own.id}`);
    await expectAccessibleAtWidths(page);
    await page.goto("/employee/time-off");
    await page.getByRole("button", { name: "New Request" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessibleAtWidths(page);
    await page.keyboard.press("Escape");
    await page.goto("/employee/goals");
    await page.getByRole("button", { name: "New Goal" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessibleAtWidths(page);
    // At 390 px (where the checks above end) the menu is a drawer.
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Employee Portal" })).toBeVisible();
    await expectAccessibleInBothThemes(page);
  });

  test("admin pages", async ({ page }) => {
    test.setTimeout(120_000);
    await login(page, "admin");
    const someone = await idOf(page, "Raman");
    const pages = [
      "/employee/dashboard?tab=employees",
      "/employee/dashboard?tab=employees&edit=1",
      "/employee/dashboard?tab=employees&view=org",
      "/employee/new",
      `/employee/edit/${someone}`,
      `/employee/reporting/${someone}`,
      `/employee/profile/${someone}`,
      "/employee/time-off",
      "/employee/time-off/policy",
      "/employee/reviews",
    ];
    for (const path of pages) {
      await page.goto(path);
      await expectAccessibleAtWidths(page, { fits: true });
    }
    await page.goto(`/employee/dashboard?tab=employees&edit=1&q=Raman`);
    await page.getByRole("button", { name: "Archive Priya Raman" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessibleAtWidths(page);
  });

  test("invitation pages", async ({ page }) => {
    await page.goto("/employee/invite/this-link-does-not-exist-at-all");
    await expect(page.getByRole("heading", { name: "This invitation cannot be used" })).toBeVisible();
    await expectAccessibleAtWidths(page);
  });
});
