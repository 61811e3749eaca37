import type { Page } from "@playwright/test";
import { CASE_STUDIES } from "../../../src/features/marketing/content/case-studies.ts";
import { slugify } from "../../../src/features/marketing/lib/slug.ts";
import { expect, test } from "../fixtures.ts";

const cards = (page: Page) => page.getByRole("article");
const filterButton = (page: Page, name: string) =>
  page.locator("fieldset").getByRole("button", { name, exact: true });
const titled = (...tags: string[]) =>
  CASE_STUDIES.filter((cs) => tags.every((t) => cs.tags.includes(t))).map((cs) => cs.title);

async function openFilters(page: Page) {
  await page.goto("/work");
  const toggle = page.getByRole("button", { name: "Show Filters" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(filterButton(page, "FinTech")).toBeHidden();
  await toggle.click();
  await expect(page.getByRole("button", { name: "Hide Filters" })).toHaveAttribute("aria-expanded", "true");
}

test.describe("case studies", () => {
  test("hero, highlight cards and all seven case studies", async ({ page }) => {
    await page.goto("/work");
    await expect(page.getByRole("heading", { level: 1, name: "Case Studies" })).toBeVisible();
    for (const h of ["Award-Winning", "Rapid Launch", "Success Stories"]) {
      await expect(page.getByRole("heading", { name: h })).toBeVisible();
    }
    await expect(cards(page)).toHaveCount(7);
    await expect(page.getByText("Showing 7 of 7 case studies")).toBeVisible();
  });

  test("the filter panel opens and closes", async ({ page }) => {
    await openFilters(page);
    await expect(filterButton(page, "FinTech")).toBeVisible();
    await page.getByRole("button", { name: "Hide Filters" }).click();
    await expect(page.getByRole("button", { name: "Show Filters" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(filterButton(page, "FinTech")).toBeHidden();
  });

  test("industry buttons match a tag; 'All' shows everything", async ({ page }) => {
    await openFilters(page);
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
    await filterButton(page, "Government").click();
    await expect(filterButton(page, "Government")).toHaveAttribute("aria-pressed", "true");
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(titled("Government").length);
    for (const t of titled("Government")) await expect(page.getByRole("heading", { name: t })).toBeVisible();
    await filterButton(page, "AR/VR").click();
    await expect(cards(page)).toHaveCount(titled("AR/VR").length);
    await filterButton(page, "All").click();
    await expect(cards(page)).toHaveCount(7);
  });

  test("technology tags must all match (AND), with industry on top", async ({ page }) => {
    await openFilters(page);
    await filterButton(page, "Python").click();
    await expect(cards(page)).toHaveCount(titled("Python").length);
    await filterButton(page, "AWS").click();
    await expect(filterButton(page, "AWS")).toHaveAttribute("aria-pressed", "true");
    const both = titled("Python", "AWS");
    expect(both.length).toBeLessThan(titled("Python").length);
    await expect(cards(page)).toHaveCount(both.length);
    await filterButton(page, "Government").click();
    await expect(cards(page)).toHaveCount(titled("Python", "AWS", "Government").length);
    await expect(cards(page)).toContainText(["SignalScout: AI Triage for Grant Applications"]);
  });

  test("active filters show a count and chips that remove them", async ({ page }) => {
    await openFilters(page);
    await filterButton(page, "AI/ML").click();
    await filterButton(page, "Python").click();
    await filterButton(page, "Computer Vision").click();
    await expect(page.getByText("3 active filters")).toBeVisible();
    const chips = page.getByRole("list", { name: "Active filters" });
    await expect(chips.getByRole("button")).toHaveCount(3);
    await expect(cards(page)).toHaveCount(titled("AI/ML", "Python", "Computer Vision").length);

    await page.getByRole("button", { name: "Remove filter Computer Vision" }).click();
    await expect(page.getByText("2 active filters")).toBeVisible();
    await expect(filterButton(page, "Computer Vision")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(titled("AI/ML", "Python").length);

    await page.getByRole("button", { name: "Remove filter AI/ML" }).click();
    await expect(filterButton(page, "All")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("1 active filter", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Remove filter Python" }).click();
    await expect(chips).toBeHidden();
    await expect(cards(page)).toHaveCount(7);
  });

  test("no match shows the spec's message and Reset Filters", async ({ page }) => {
    await openFilters(page);
    await filterButton(page, "Unity").click();
    await filterButton(page, "PostgreSQL").click();
    await expect(page.getByText("No case studies match your criteria")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Reset Filters" }).click();
    await expect(cards(page)).toHaveCount(7);
    await expect(filterButton(page, "Unity")).toHaveAttribute("aria-pressed", "false");
  });

  test("filters work by keyboard", async ({ page }) => {
    await page.goto("/work");
    await page.getByRole("button", { name: "Show Filters" }).focus();
    await page.keyboard.press("Enter");
    await filterButton(page, "FinTech").focus();
    await page.keyboard.press("Space");
    await expect(filterButton(page, "FinTech")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(titled("FinTech").length);
  });
});

test.describe("case-study pages", () => {
  test("each card links to /case-study/{slug} made by the slug rule", async ({ page }) => {
    await page.goto("/work");
    const links = page.getByRole("link", { name: /^View Case Study/ });
    await expect(links).toHaveCount(7);
    for (const [i, cs] of CASE_STUDIES.entries()) {
      await expect(links.nth(i)).toHaveAttribute("href", `/case-study/${slugify(cs.title)}`);
    }
    await expect(
      page.getByRole("link", { name: "View Case Study: Harvest & Hearth: A Surplus-Food Exchange" }),
    ).toHaveAttribute("href", "/case-study/harvest-hearth-a-surplus-food-exchange");
    await expect(
      page.getByRole("link", { name: "View Case Study: Pantry.io (Beta): Smart Inventory for Restaurants" }),
    ).toHaveAttribute("href", "/case-study/pantry-io-beta-smart-inventory-for-restaurants");
  });

  test("the detail page shows challenge, approach, results, awards and backing", async ({
    page,
    baseURL,
  }) => {
    const cs = CASE_STUDIES[1]!;
    await page.goto("/work");
    await page.getByRole("link", { name: `View Case Study: ${cs.title}` }).click();
    await expect(page).toHaveURL(`/case-study/${slugify(cs.title)}`);
    await expect(page.getByRole("heading", { level: 1, name: cs.title })).toBeVisible();
    for (const h of ["The challenge", "Our approach", "Results", "Awards", "Backing", "Impact"]) {
      await expect(page.getByRole("heading", { name: h, exact: true })).toBeVisible();
    }
    for (const m of cs.metrics) await expect(page.getByText(m.value, { exact: true })).toBeVisible();
    await expect(page.getByText(cs.backing)).toBeVisible();
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({ "@type": "CreativeWork", name: cs.title });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/case-study/${slugify(cs.title)}`,
    );
    await page.getByRole("link", { name: "Back to Case Studies" }).click();
    await expect(page).toHaveURL("/work");
  });

  test("an unknown slug is a real 404", async ({ page }) => {
    const res = await page.goto("/case-study/no-such-case-study");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  });
});
