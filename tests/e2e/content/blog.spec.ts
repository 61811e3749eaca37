import { BLOG_POSTS } from "../../../src/features/content/content/blog-posts.ts";
import { expect, test } from "../fixtures.ts";

const newestFirst = [...BLOG_POSTS].sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
const withTags = (...tags: string[]) => newestFirst.filter((p) => tags.every((t) => p.tags.includes(t)));
const cards = (page: import("@playwright/test").Page) => page.getByRole("article");
const tag = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("group", { name: "Filter by tag" }).getByRole("button", { name, exact: true });

test.describe("blog list", () => {
  test("shows six posts per page, newest first, with page links", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Latest Insights" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first()).toContainText(newestFirst[0]!.title);
    await expect(page.getByText(`Showing 1–6 of ${BLOG_POSTS.length} posts`)).toBeVisible();

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards(page)).toHaveCount(BLOG_POSTS.length - 6);
    await expect(cards(page).first()).toContainText(newestFirst[6]!.title);
    await expect(
      page.getByRole("navigation", { name: "Pagination" }).locator('[aria-current="page"]'),
    ).toHaveText("Page 2");
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(6);
  });

  test("search matches title, excerpt, body and tags without regard to case", async ({ page }) => {
    await page.goto("/blog");
    const search = page.getByRole("searchbox", { name: "Search posts" });
    await search.fill("STRANGLER");
    await expect(page).toHaveURL(/q=STRANGLER/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText("Strangler Fig in Practice");
    // A phrase that appears only in a post's body.
    await search.fill("hash-chaining");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText("Designing Audit Trails");
    // A tag name.
    await search.fill("accessibility");
    await expect(cards(page).first()).toContainText("Accessibility Is a Compliance Requirement");
  });

  test("selected tags must all match (AND), and toggles say whether they are on", async ({ page }) => {
    await page.goto("/blog");
    await tag(page, "AI").click();
    await expect(tag(page, "AI")).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(withTags("AI").length);
    await tag(page, "Quality").click();
    await expect(page).toHaveURL(/tag=AI&tag=Quality/);
    const both = withTags("AI", "Quality");
    expect(both.length).toBeLessThan(withTags("AI").length);
    await expect(cards(page)).toHaveCount(both.length);
    for (const p of both) await expect(page.getByRole("link", { name: p.title })).toBeVisible();
    await tag(page, "Product").click();
    await expect(cards(page)).toHaveCount(withTags("AI", "Quality", "Product").length);
    await tag(page, "Product").click();
    await expect(tag(page, "Product")).toHaveAttribute("aria-pressed", "false");
    await expect(cards(page)).toHaveCount(both.length);
  });

  test("search and tags together; nothing found shows the spec's message", async ({ page }) => {
    await page.goto("/blog");
    await tag(page, "Government").click();
    await expect(cards(page)).toHaveCount(withTags("Government").length);
    await page.getByRole("searchbox", { name: "Search posts" }).fill("fedramp");
    await expect(cards(page)).toHaveCount(1);
    await tag(page, "MVP").click();
    await expect(
      page.getByText("No posts found matching your criteria. Try adjusting your search or filters."),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Clear search and tags" }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue("");
  });

  test("changing the search or the tags goes back to page 1", async ({ page }) => {
    await page.goto("/blog?page=2");
    await expect(cards(page)).toHaveCount(BLOG_POSTS.length - 6);
    await tag(page, "AI").click();
    await expect(page).toHaveURL(/\/blog\?tag=AI$/);
    await expect(
      page.getByText(`Showing 1–${withTags("AI").length} of ${withTags("AI").length} posts`),
    ).toBeVisible();

    await page.goto("/blog?page=2");
    await page.getByRole("searchbox", { name: "Search posts" }).fill("a");
    await expect(page).toHaveURL(/\/blog\?q=a$/);
    await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  });

  test("the URL holds the filters: a shared link renders the same results on the server", async ({
    page,
  }) => {
    const both = withTags("AI", "Quality");
    const html = await (await page.request.get("/blog?tag=AI&tag=Quality")).text();
    for (const p of newestFirst) {
      if (both.includes(p)) expect(html).toContain(p.title);
      else expect(html).not.toContain(`>${p.title}<`);
    }
    await page.goto("/blog?q=review&tag=AI");
    await expect(page.getByRole("searchbox", { name: "Search posts" })).toHaveValue("review");
    await expect(tag(page, "AI")).toHaveAttribute("aria-pressed", "true");
    // "review" is in the body of two of the AI posts.
    await expect(cards(page)).toHaveCount(2);
    // Back and forward restore the filters.
    await tag(page, "AI").click();
    await expect(page).toHaveURL(/\/blog\?q=review$/);
    await page.goBack();
    await expect(tag(page, "AI")).toHaveAttribute("aria-pressed", "true");
  });
});

test.describe("blog post", () => {
  const post = newestFirst[0]!;

  test("opens from its card and shows image, tags, title, author, read time and body", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByRole("main").getByText(post.author)).toBeVisible();
    await expect(page.getByRole("main").getByText(/^\d+ min read$/)).toBeVisible();
    for (const t of post.tags) {
      await expect(page.getByRole("list", { name: "Tags" }).getByRole("link", { name: t })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Where the time really goes" })).toBeVisible();
    await expect(page.locator("main article img").first()).toHaveAttribute("src", post.imageUrl!);
    await page.getByRole("link", { name: "Back to Blog" }).first().click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Latest Insights" })).toBeVisible();
  });

  test("carries BlogPosting structured data and its own canonical URL", async ({ page, baseURL }) => {
    await page.goto(`/blog/${post.slug}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: post.publishedDate,
      author: { name: post.author },
    });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}/blog/${post.slug}`,
    );
    await expect(page).toHaveTitle(new RegExp(`^${post.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\|`));
  });

  test("a broken image falls back to the default image", async ({ page }) => {
    await page.route(`**${post.imageUrl}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(`/blog/${post.slug}`);
    await expect(page.locator("main article img").first()).toHaveAttribute("src", "/images/blog/default.svg");
  });

  test("a missing post is a real 404 with a way back", async ({ page }) => {
    const res = await page.goto("/blog/no-such-post");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Post Not Found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("an invalid slug says so", async ({ page }) => {
    for (const bad of ["%20", "bad_slug!", "-leading-hyphen"]) {
      const res = await page.goto(`/blog/${bad}`);
      expect(res?.status(), bad).toBe(400);
      await expect(page.getByRole("heading", { level: 1, name: "Invalid blog post URL" })).toBeVisible();
    }
  });

  test("a mixed-case link reaches the post at its lowercase address", async ({ page }) => {
    await page.goto(`/blog/${post.slug.toUpperCase()}`);
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
  });
});
