import type { Page } from "@playwright/test";
import { IMPACT_STATS, TIMELINE } from "../../../src/features/marketing/content/about.ts";
import { SERVICES } from "../../../src/features/marketing/content/services.ts";
import { expect, test } from "../fixtures.ts";

const chip = (page: Page, name: string) =>
  page.getByRole("group", { name: "Filter services by category" }).getByRole("button", { name, exact: true });

test.describe("services", () => {
  test("twelve cards in six categories, filtered by toggle chips", async ({ page }) => {
    await page.goto("/services");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(12);
    await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "true");
    for (const category of ["Software", "Startup", "Government", "Innovation", "Cloud", "Security"]) {
      await chip(page, category).click();
      await expect(chip(page, category)).toHaveAttribute("aria-pressed", "true");
      await expect(chip(page, "All")).toHaveAttribute("aria-pressed", "false");
      const expected = SERVICES.filter((s) => s.id === category.toLowerCase());
      await expect(cards).toHaveCount(expected.length);
      for (const s of expected) await expect(page.getByRole("heading", { name: s.title })).toBeVisible();
    }
    await chip(page, "All").click();
    await expect(cards).toHaveCount(12);
  });

  test("every card has five features and a button to /contact", async ({ page }) => {
    await page.goto("/services");
    const first = page.getByRole("article").first();
    await expect(first.getByRole("listitem")).toHaveCount(5);
    for (const s of SERVICES) {
      await expect(page.getByRole("link", { name: s.ctaText })).toHaveAttribute("href", "/contact");
    }
    await page.getByRole("link", { name: SERVICES[2]!.ctaText }).click();
    await expect(page).toHaveURL("/contact");
  });

  test("Explore Our Services scrolls to the gallery", async ({ page }) => {
    await page.goto("/services");
    const galleryTop = () =>
      page.locator("#services-gallery").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(await galleryTop()).toBeGreaterThan(300);
    await page.getByRole("link", { name: "Explore Our Services" }).click();
    // The gallery's top reaches the top of the window, just under the sticky header.
    await expect.poll(galleryTop).toBeLessThan(100);
    await expect(page.getByRole("heading", { name: "What we do" })).toBeInViewport();
  });

  test("Schedule a Free Consultation goes to the contact form on /", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("link", { name: "Schedule a Free Consultation" }).click();
    await expect(page).toHaveURL("/#madlib-section");
    await expect(page.locator("#madlib-section")).toBeInViewport();
  });

  test("the closing block asks 'Ready to Transform Your Business?' and leads to the form", async ({
    page,
  }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { name: "Ready to Transform Your Business?" })).toBeVisible();
    await page.getByRole("link", { name: "Book Your Consultation" }).click();
    await expect(page).toHaveURL("/#madlib-section");
    await expect(page.locator("#madlib-section")).toBeInViewport();
  });
});

test.describe("about", () => {
  test("our story: 100 Meetups hero, the timeline, two cofounders and the impact stats", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "Our Story" })).toBeVisible();
    await expect(page.getByText("100 Meetups").first()).toBeVisible();
    for (const period of ["1987", "2017-2018", "2019-2021", "2022-2023", "2024-2025", "Today", "Tomorrow"]) {
      await expect(page.getByText(period, { exact: true })).toBeVisible();
    }
    expect(TIMELINE.every((m) => m.badges.length > 0)).toBe(true);
    await expect(page.getByText("Cofounder & CEO")).toBeVisible();
    await expect(page.getByText("Cofounder & COO")).toBeVisible();
    const impact = page.getByRole("region", { name: "Our impact so far" });
    for (const s of [
      ["16.4M", "funding raised"],
      ["57", "software projects"],
      ["53", "jobs"],
      ["70+", "fellowship interns from 22 countries"],
      ["1000+", "startups helped"],
      ["1,287", "attendees"],
      ["79", "weekly meetups"],
    ]) {
      await expect(impact.getByText(s[0]!, { exact: true })).toBeVisible();
      await expect(impact.getByText(s[1]!, { exact: true })).toBeVisible();
    }
    expect(IMPACT_STATS).toHaveLength(7);
  });

  test("Let's Talk returns to / and the contact form", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL("/#madlib-section");
    await expect(page.locator("#madlib-section")).toBeInViewport();
  });
});
