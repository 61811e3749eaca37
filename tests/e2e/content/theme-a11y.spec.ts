import type { Page } from "@playwright/test";
import { BLOG_POSTS } from "../../../src/features/content/content/blog-posts.ts";
import { CASE_STUDIES } from "../../../src/features/marketing/content/case-studies.ts";
import { slugify } from "../../../src/features/marketing/lib/slug.ts";
import { expect, expectAccessibleInBothThemes, test } from "../fixtures.ts";

const PAGES: { name: string; path: string; prepare?: (page: Page) => Promise<void> }[] = [
  { name: "about", path: "/about" },
  { name: "services", path: "/services" },
  {
    name: "work with filters open and active",
    path: "/work",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Show Filters" }).click();
      await page.locator("fieldset").getByRole("button", { name: "AI/ML", exact: true }).click();
      await page.locator("fieldset").getByRole("button", { name: "Python", exact: true }).click();
    },
  },
  {
    name: "work with no match",
    path: "/work",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Show Filters" }).click();
      await page.locator("fieldset").getByRole("button", { name: "Unity", exact: true }).click();
      await page.locator("fieldset").getByRole("button", { name: "LLM", exact: true }).click();
    },
  },
  { name: "case study", path: `/case-study/${slugify(CASE_STUDIES[0]!.title)}` },
  { name: "blog", path: "/blog?tag=AI" },
  { name: "blog with no match", path: "/blog?q=no-such-words-anywhere" },
  { name: "blog post", path: `/blog/${BLOG_POSTS[0]!.slug}` },
  { name: "missing blog post", path: "/blog/no-such-post" },
  { name: "invalid blog post URL", path: "/blog/bad_slug!" },
];

for (const p of PAGES) {
  test(`${p.name} has no serious axe violation in either theme`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await p.prepare?.(page);
    await expectAccessibleInBothThemes(page);
  });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/about", "/services", "/work", "/blog", `/blog/${BLOG_POSTS[0]!.slug}`]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the blog grid is one column on a phone", async ({ page }) => {
    await page.goto("/blog");
    const [a, b] = await Promise.all([0, 1].map((i) => page.getByRole("article").nth(i).boundingBox()));
    expect(a!.x).toBe(b!.x);
    expect(b!.y).toBeGreaterThan(a!.y);
  });
});

test("under prefers-reduced-motion a theme switch starts no transition and shows the new colours at once", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/about");
  const switched = await page.evaluate(() => {
    const dark = document.documentElement.classList.contains("dark");
    const text = getComputedStyle(document.body).color;
    document.documentElement.classList.toggle("dark", !dark);
    return {
      transitions: document.getAnimations().length,
      changed: getComputedStyle(document.body).color !== text,
    };
  });
  // A shortened duration instead of none gave every element a transition of every property (~400).
  expect(switched).toEqual({ transitions: 0, changed: true });
  // A transition the page asks for still runs for visitors who have not asked for less motion.
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const duration = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.className = "transition-colors";
    document.body.append(probe);
    return getComputedStyle(probe).transitionDuration;
  });
  expect(duration).not.toBe("0s");
});
