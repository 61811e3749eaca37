import type { Browser, Page } from "@playwright/test";
import {
  ACCOUNTS,
  expect,
  expectAccessible,
  expectToast,
  islandReady,
  login,
  test,
  withHydration,
} from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// From first visit to won revenue: a tracked visit with UTM values, three pages and the enterprise
// tool becomes a lead with that first touch and those pages on its timeline; with Do Not Track or
// Global Privacy Control the same visit links nothing and the lead still arrives.

const trackerLoaded = (page: Page) =>
  page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((e) => e.name.includes("/assets/tracker-")),
  );

/** The visit: a UTM landing on the home page, three pages, then the enterprise analyzer. */
async function visitAndAnalyze(page: Page, email: string, campaign: string, tracked: boolean) {
  await page.goto(`/?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
  if (tracked) await trackerLoaded(page);
  for (const path of ["/services", "/work", "/about"]) {
    await page.goto(path);
    if (tracked) await trackerLoaded(page);
  }
  await page.goto("/enterprise");
  // The analyzer waits below the fold until it is near (decision 051): the visitor scrolls to it.
  await islandReady(page, "enterprise-analyzer");
  if (tracked) await trackerLoaded(page);
  const a = page.locator("#enterprise-analyzer");
  await a.getByRole("checkbox", { name: /SAP S\/4HANA/ }).check();
  await a.getByLabel("Work email").fill(email);
  await a.getByLabel("Organization size").selectOption("large");
  await a.getByLabel("Industry").selectOption("finance");
  await a.getByRole("button", { name: "Analyze My Systems" }).click();
  await expectToast(page, "Your enterprise systems analysis is complete!");
}

async function leadIdOf(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/crm/leads?q=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as { rows: { id: string; email: string }[] };
  const row = rows.find((r) => r.email === email);
  expect(row, `lead for ${email}`).toBeTruthy();
  return row!.id;
}

/** As an admin, in a context of its own: a rule giving enterprise analyzer leads to Eli Employee. */
async function routeAnalyzerLeadsToEli(browser: Browser, stamp: number) {
  const context = await browser.newContext({ baseURL: DEMO_URL });
  const admin = await context.newPage();
  await login(admin, "admin");
  const staff = (await (await admin.request.get("/api/crm/staff")).json()) as {
    staff: { id: string; email: string }[];
  };
  const eli = staff.staff.find((s) => s.email === ACCOUNTS.employee.email)!;
  const res = await admin.request.post("/api/crm/routing/rules", {
    data: { name: `Journey ${stamp}`, source: "enterprise-analyzer", staffIds: [eli.id], position: 0 },
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  // The campaign whose links the visitor follows.
  const today = new Date().toISOString().slice(0, 10);
  const made = await admin.request.post("/api/command-center/campaigns", {
    data: {
      name: `Spring ${stamp}`,
      description: "LinkedIn posts",
      startDate: today,
      endDate: today,
      budget: 1000,
      pillarType: "lead_generation",
    },
    headers: { origin: DEMO_URL },
  });
  expect(made.status(), await made.text()).toBe(201);
  const body = (await made.json()) as { id?: string; campaign?: { id: string } };
  const campaignId = body.campaign?.id ?? body.id!;
  const utm = await admin.request.put(`/api/command-center/campaigns/${campaignId}/utm`, {
    data: { source: "linkedin", medium: "social", campaign: `spring-${stamp}` },
    headers: { origin: DEMO_URL },
  });
  expect(utm.status(), await utm.text()).toBe(200);
  await context.close();
}

test("a UTM visit of three pages and the enterprise tool becomes a lead with that first touch, those pages, an owner by the rules and a notification", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `journey.${stamp}@northwind-traders.com`;
  const campaign = `spring-${stamp}`;
  await routeAnalyzerLeadsToEli(browser, stamp);
  await visitAndAnalyze(page, email, campaign, true);

  await login(page, "employee");
  const id = await leadIdOf(page, email);
  // The owner's bell has the assignment.
  await page.goto("/command-center/sales/leads");
  await page.getByRole("button", { name: /^Notifications,/ }).click();
  await expect(page.getByRole("link", { name: new RegExp(`Lead assigned to you: ${email}`) })).toBeVisible();
  await page.keyboard.press("Escape");
  // The last page's view is sent when the visitor leaves it (keepalive), so it may land a moment later.
  await expect(async () => {
    await page.goto(`/command-center/sales/leads/${id}`);
    await expect(
      page.getByRole("heading", { name: "Opened the Enterprise system analyzer" }).first(),
    ).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
  const owner = page.getByRole("region", { name: "Owner" });
  await expect(owner.getByText("Eli Employee").first()).toBeVisible();
  await owner.getByText(/Assignment history/).click();
  await expect(owner.getByText(`Routing rule "Journey ${stamp}"`, { exact: false })).toBeVisible();
  const attribution = page.getByRole("region", { name: "Attribution" });
  await expect(attribution.getByRole("heading", { name: "First touch" })).toBeVisible();
  await expect(attribution.getByText(campaign).first()).toBeVisible();
  await expect(attribution.getByText("linkedin").first()).toBeVisible();
  const timeline = page.locator("ol").filter({ hasText: "Viewed a page" });
  for (const path of ["/services", "/work", "/about"]) {
    await expect(timeline.getByText(path, { exact: true }).first()).toBeVisible();
  }
  await expectAccessible(page);

  // Convert and win: the deal's value is the campaign's won revenue.
  await page.getByRole("button", { name: "Convert lead" }).click();
  await page.getByLabel("Value in USD (optional)").fill("25000");
  await page.getByRole("button", { name: "Convert", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/deals\//);
  const dealId = page.url().split("/").pop()!;
  await expect(page.getByText(`spring-${stamp}`).first()).toBeVisible();
  const won = await page.request.patch(`/api/crm/deals/${dealId}`, {
    data: { stage: "won" },
    headers: { origin: DEMO_URL },
  });
  expect(won.status(), await won.text()).toBe(200);
  await page.goto("/command-center/marketing/analytics?days=7");
  const row = page
    .getByRole("table", { name: "Return per campaign" })
    .getByRole("row")
    .filter({ hasText: `Spring ${stamp}` });
  await expect(row).toContainText("$25,000");
  await expect(row.getByRole("cell").nth(1)).toHaveText("1");
});

async function privateContext(browser: Browser, which: "dnt" | "gpc") {
  const context = await browser.newContext({
    baseURL: DEMO_URL,
    extraHTTPHeaders: which === "dnt" ? { DNT: "1" } : { "Sec-GPC": "1" },
  });
  await context.addInitScript(
    which === "dnt"
      ? () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })
      : () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
  );
  return context;
}

for (const which of ["dnt", "gpc"] as const) {
  test(`with ${which === "dnt" ? "Do Not Track" : "Global Privacy Control"} the visit links nothing and the lead still arrives`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await privateContext(browser, which);
    const page = withHydration(await context.newPage());
    const sent: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/analytics/events") || r.headers()["x-visit-session"]) sent.push(r.url());
    });
    const stamp = Date.now();
    const email = `private.${which}.${stamp}@northwind-traders.com`;
    await visitAndAnalyze(page, email, `private-${stamp}`, false);
    expect(sent).toEqual([]);

    await login(page, "employee");
    const id = await leadIdOf(page, email);
    await page.goto(`/command-center/sales/leads/${id}`);
    await expect(page.getByText(/No visit is linked to this lead/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Viewed a page" })).toHaveCount(0);
    await context.close();
  });
}

test("the privacy page says what a form links to a visit and why, and is linked from every page", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What a form links, and why" })).toBeVisible();
  await expect(page.getByText(/Do Not Track or Global Privacy Control/).first()).toBeVisible();
  await expectAccessible(page);
});
