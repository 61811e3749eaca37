import fs from "node:fs";
import { CLIENTS } from "../../../src/features/guides/content/clients.ts";
import { GUIDES } from "../../../src/features/guides/content/guides.ts";
import {
  expect,
  expectAccessible,
  expectAccessibleInBothThemes,
  expectToast,
  test,
  waitForHydration,
} from "../fixtures.ts";

// Guides, resources, workshops and the client showcase: a guide's parts and its JSON download, the
// not-found state, and the listing pages.

test("a guide page shows its parts and saves it as a JSON file", async ({ page }) => {
  await page.goto("/guide/mvp-launch-checklist");
  await expect(page).toHaveTitle(/MVP Launch Checklist/);
  await expect(page.getByRole("heading", { level: 1, name: "MVP Launch Checklist" })).toBeVisible();
  await expect(page.getByText("checklist", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "About this Guide" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Scope and success" })).toBeVisible();
  await expect(page.getByText(/\d+ min read/)).toBeVisible();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Save Guide" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("mvp-launch-checklist.json");
  const saved = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(saved.title).toBe("MVP Launch Checklist");
  expect(saved.sections.length).toBe(GUIDES[0]!.sections!.length);
  await expectToast(page, "Guide downloaded!");
  await expectToast(page, "You can now access this guide offline.");
  await expectAccessible(page);
});

test("resources list the guides; a card opens the guide and Back returns", async ({ page }) => {
  await page.goto("/resources");
  await expect(page.getByRole("heading", { level: 1, name: "Resources and Guides" })).toBeVisible();
  for (const g of GUIDES) {
    await expect(page.getByRole("link", { name: new RegExp(g.title) })).toHaveAttribute(
      "href",
      `/guide/${g.slug}`,
    );
  }
  await page.getByRole("link", { name: /Legacy Modernization Playbook/ }).click();
  await expect(page).toHaveURL(/\/guide\/legacy-modernization-playbook$/);
  await expect(page.getByRole("heading", { level: 2, name: "1. Assess before you plan" })).toBeVisible();
  // Reached by a link, not page.goto: the Back button works once the guide's island has hydrated.
  await waitForHydration(page);
  await page.getByRole("button", { name: "Back" }).first().click();
  await expect(page).toHaveURL(/\/resources$/);
});

test("a missing guide answers 404 with 'Guide not found' and a Go Back button", async ({ page }) => {
  const res = await page.goto("/guide/no-such-guide");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Guide not found" })).toBeVisible();
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test("workshops list upcoming 100 Meetups events with date, time, city, venue and topics", async ({
  page,
}) => {
  await page.goto("/workshops");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Workshops" })).toBeVisible();
  const events = page.getByRole("list", { name: "Upcoming events" }).locator(":scope > li");
  expect(await events.count()).toBeGreaterThanOrEqual(4);
  const first = events.first();
  await expect(first.getByRole("heading", { level: 2 })).toContainText("Meetup #82");
  await expect(first.locator("time")).toContainText(/\w+day, \w+ \d{1,2}, \d{4} · \d{1,2}:\d{2} (AM|PM)/);
  await expect(first.getByText(/Washington, DC — The Foundry Loft/)).toBeVisible();
  await expect(first.getByRole("list", { name: "Topics" })).toContainText("AI");
  // Past events are not listed.
  await expect(page.getByText("Meetup #80")).toHaveCount(0);
});

test("clients show 'Our Trusted Partners' as cards ordered by name, with logos", async ({ page }) => {
  await page.goto("/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Our Trusted Partners" })).toBeVisible();
  const names = await page.locator("main ul > li h2").allTextContents();
  expect(names).toEqual(CLIENTS.map((c) => c.name).sort((a, b) => (a < b ? -1 : 1)));
  const logo = page.locator("main ul > li img").first();
  await expect(logo).toHaveJSProperty("complete", true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

// axe runs once per page and theme here; the tests above check behaviour only.
for (const path of [
  "/guide/fedramp-readiness-checklist",
  "/guide/no-such-guide",
  "/resources",
  "/workshops",
  "/clients",
]) {
  test(`${path} has no serious axe violation in either theme`, async ({ page }) => {
    await page.goto(path);
    await expectAccessibleInBothThemes(page);
  });
}
