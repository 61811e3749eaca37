import type { Page } from "@playwright/test";
import { expect, expectAccessibleAtWidths, login, shotForReview, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// The visitor tracker and the Command Center's analytics.

const trackerLoaded = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => e.name.includes("/assets/tracker-")),
  );

test("an anonymous visitor's clicks show on the heatmap and their visits in Traffic Overview", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const batches: string[] = [];
  const cspErrors: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/analytics/events")) batches.push(r.postData() ?? "");
  });
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ["/", "/services", "/about"]) {
    await page.goto(path);
    await trackerLoaded(page);
    for (let i = 0; i < 3; i++)
      await page
        .locator("h1")
        .first()
        .click({ position: { x: 10 + i * 20, y: 10 } });
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(400);
  }
  // Leaving the page flushes what is queued (each page's clicks are checked on the heatmap below).
  await page.goto("/contact");
  await expect.poll(() => batches.length).toBeGreaterThan(0);
  const sent = batches.map((b) => JSON.parse(b) as { p: string; dv: string; s: string });
  expect(sent.every((b) => b.dv === "desktop" && b.s === sent[0]!.s)).toBe(true);
  // No cookie set by the tracker, and the public pages' CSP kept (no violation reported).
  expect((await page.context().cookies()).map((c) => c.name)).toEqual([]);
  expect(cspErrors).toEqual([]);

  await login(page, "employee");
  const agg = await page.request.post("/api/analytics/aggregate", {
    data: {},
    headers: { origin: DEMO_URL },
  });
  expect(agg.status()).toBe(200);

  for (const path of ["/", "/about", "/services"]) {
    await page.goto(`/command-center/analytics/heatmaps?page=${path}`);
    await expect(page.getByRole("heading", { name: `Clicks on ${path} (desktop, 1280 px)` })).toBeVisible();
    const clicks = page.locator("dl > div").filter({ hasText: "Clicks" }).locator("dd").first();
    expect(Number((await clicks.textContent())?.replace(/,/g, "")), path).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId("heat-layer")).not.toHaveAttribute("data-cells", "0");
  }
  await expect(page.getByTitle("Preview of /services at 1280 px")).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-tracker/heatmap-1280-dark.png", fullPage: false });

  await page.goto("/command-center/analytics/user-traffic?days=7");
  await expect(page.getByRole("heading", { name: "Traffic Overview" })).toBeVisible();
  await expect(page.getByText("Demo data")).toHaveCount(0);
  await expect(page.getByRole("rowheader", { name: "/services", exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/shots-tracker/traffic-1280-dark.png", fullPage: true });
});

test("nothing is fetched or sent when Do Not Track or Global Privacy Control is on", async ({ browser }) => {
  for (const init of [
    () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" }),
  ]) {
    const context = await browser.newContext({ baseURL: DEMO_URL });
    await context.addInitScript(init);
    const page = await context.newPage();
    const seen: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/analytics/events") || r.url().includes("/assets/tracker-"))
        seen.push(r.url());
    });
    await page.goto("/services");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.locator("h1").first().click();
    await page.waitForTimeout(1500);
    await page.goto("/about");
    await page.waitForTimeout(500);
    expect(seen).toEqual([]);
    await context.close();
  }
});

test("every analytics tab passes axe in both themes at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "employee");
  const screens = [
    "/command-center",
    "/command-center/analytics/user-traffic?tab=segments",
    "/command-center/analytics/user-traffic?tab=trends",
    "/command-center/analytics/heatmaps",
    "/command-center/analytics/heatmaps?tab=devices",
    "/command-center/analytics/heatmaps?tab=interactions",
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleAtWidths(page, { each: (width) => shotForReview(page, `${path}-${width}`) });
  }
});

test("hovering a marked call to action counts on the heatmap, which lists the page's marked elements", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const batches: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/analytics/events")) batches.push(r.postData() ?? "");
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await trackerLoaded(page);
  const marked = await page
    .locator("[data-track]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-track")));
  expect(marked).toEqual(
    expect.arrayContaining(["home-hero-start", "home-hero-secondary", "home-contact-submit"]),
  );
  for (const name of ["home-hero-start", "home-hero-secondary"]) {
    await page.mouse.move(5, 5);
    await page.locator(`[data-track="${name}"]`).hover();
  }
  // The tracker sends its queue within a few seconds.
  await expect
    .poll(() => batches.filter((b) => b.includes('"mouseover"')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);

  await login(page, "employee");
  const agg = await page.request.post("/api/analytics/aggregate", {
    data: {},
    headers: { origin: DEMO_URL },
  });
  expect(agg.status()).toBe(200);
  await page.goto("/command-center/analytics/heatmaps?page=/&tab=interactions");
  const list = page.getByRole("list", { name: "Marked elements on /" });
  await expect(list.getByText("Home hero: main call to action (to the contact form)")).toBeVisible();
  const hovers = page.getByRole("row", { name: /Hovers on marked elements/ }).getByRole("cell");
  expect(Number((await hovers.textContent())?.replace(/,/g, ""))).toBeGreaterThanOrEqual(2);
});
