import type { Locator, Page } from "@playwright/test";
import { expect, login, test } from "../fixtures.ts";

async function hrefsIn(areas: Locator[]): Promise<string[]> {
  const hrefs: string[] = [];
  for (const area of areas) {
    hrefs.push(
      ...(await area.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))),
    );
  }
  return [...new Set(hrefs)];
}

/**
 * Every internal link leads to a real page: it answers 200 after redirects and is neither the
 * 404 page nor the error screen. External, mail and phone links are left to their owners.
 */
async function expectRealPages(page: Page, hrefs: string[]) {
  const followed: string[] = [];
  const problems: string[] = [];
  for (const href of hrefs) {
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const path = href.split("#")[0] || "/";
    const res = await page.request.get(path);
    const html = await res.text();
    if (res.status() !== 200) problems.push(`${res.status()} ${href}`);
    else if (/>Something went wrong<\/h1>/.test(html)) problems.push(`error screen at ${href}`);
    followed.push(href);
  }
  expect(problems).toEqual([]);
  return followed;
}

test("header, footer and home promo links lead to real pages (anonymous visitor)", async ({ page }) => {
  await page.goto("/");
  const hrefs = await hrefsIn([
    page.locator("header"),
    page.locator("footer"),
    page.locator("#flare, #meetups, #enterprise"),
  ]);
  const followed = await expectRealPages(page, hrefs);
  for (const path of [
    "/about",
    "/services",
    "/work",
    "/blog",
    "/contact",
    "/ventures",
    "/startup",
    "/enterprise",
    "/government",
    "/auth",
  ]) {
    expect(followed, path).toContain(path);
  }
  // FLARE's links are followed like every other (the canvas answers with its password gate).
  for (const path of ["/flare", "/flare/canvas", "/flare/canvas?continue=1"])
    expect(followed, path).toContain(path);
});

test("the signed-in account menu and footer lead to real pages", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  const hrefs = await hrefsIn([page.locator("header"), page.locator("footer")]);
  const followed = await expectRealPages(page, hrefs);
  for (const path of ["/command-center", "/employee/dashboard"]) expect(followed, path).toContain(path);
  expect(hrefs).toContain("/workspace");
});

test.describe("mobile drawer at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every drawer link leads to a real page, signed out and signed in", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expectRealPages(page, await hrefsIn([drawer]));

    await login(page, "admin");
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    const followed = await expectRealPages(page, await hrefsIn([drawer]));
    for (const path of ["/admin", "/employee/dashboard", "/settings"]) expect(followed, path).toContain(path);
    expect(await hrefsIn([drawer])).toContain("/workspace");
  });
});
