import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// Companies (Quick Fill, Enrich Data, the technology scan), contacts (tags, quick view) and the CSV
// exports. The company's website is served by this spec on a
// loopback address of its own; the end-to-end server may read 127.x.y.z (TEST_LOOPBACK_FETCH).

const siteHtml = (name: string) => `<!doctype html><html lang="en"><head>
<title>${name} | Payout reconciliation</title>
<meta property="og:site_name" content="${name}">
<meta name="description" content="${name} matches card payouts to sales for small shops.">
<link rel="icon" href="/logo.png">
<script src="https://js.stripe.com/v3/"></script>
<script src="/_next/static/chunks/main.js"></script>
</head><body><div id="__next"><a href="https://www.linkedin.com/company/lumen-ledger">LinkedIn</a></div></body></html>`;

const toasts = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

let site: Server;
let siteUrl: string;
const stamp = Date.now().toString(36);
const siteName = `Lumen Ledger ${stamp}`;

test.beforeAll(async () => {
  site = createServer((_req, res) => {
    res
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "x-powered-by": "Next.js" })
      .end(siteHtml(siteName));
  });
  // A loopback address of this run's own, so the company's domain is new on every run.
  const host = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  await new Promise<void>((resolve) => site.listen(0, host, resolve));
  siteUrl = `http://${host}:${(site.address() as AddressInfo).port}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
});

test("Quick Fill reads the website and asks before replacing a typed name; Enrich Data shows the difference; the scan finds the technologies", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/sales/companies");
  await page.getByRole("button", { name: "New Company" }).click();
  const sheet = page.getByRole("dialog", { name: "New Company" });
  await sheet.getByLabel("Name").fill("Lumen");
  await sheet.getByLabel("Website").fill(siteUrl);
  await sheet.getByRole("button", { name: "Quick Fill from Website" }).click();
  await expectToast(page, "Filled the empty fields; the website differs on some others");
  // The empty description was filled; the typed name is kept until the website's is chosen.
  await expect(sheet.getByLabel("Description")).toHaveValue(
    `${siteName} matches card payouts to sales for small shops.`,
  );
  const differs = sheet.getByRole("region", { name: "The website says otherwise" });
  await expect(differs).toContainText("Yours: Lumen");
  await expect(differs).toContainText(`Website: ${siteName}`);
  await expect(sheet.getByLabel("Name")).toHaveValue("Lumen");
  await differs.getByRole("button", { name: "Use the website's name" }).click();
  await expect(sheet.getByLabel("Name")).toHaveValue(siteName);
  await sheet.getByRole("button", { name: "Create Company" }).click();
  await expectToast(page, "Company created successfully");

  const found = await (await page.request.get(`/api/crm/companies?q=${encodeURIComponent(siteName)}`)).json();
  const companyId = found.rows[0].id as string;
  // Someone edits the description; Enrich Data then shows both and changes nothing until asked.
  expect(
    (
      await page.request.patch(`/api/crm/companies/${companyId}`, {
        data: { description: "Our own words about them." },
        headers: { origin: DEMO_URL },
      })
    ).status(),
  ).toBe(200);
  await page.goto(`/admin/companies/${companyId}`);
  await page.getByRole("button", { name: "Enrich Data" }).click();
  await expectToast(page, "The website had nothing new for this company");
  const diff = page.getByRole("region", { name: "Differences found on the website" });
  await expect(diff).toContainText("Stored: Our own words about them.");
  await expect(diff).toContainText(`Website: ${siteName} matches card payouts`);
  await expect(page.getByText("Our own words about them.").first()).toBeVisible();
  await diff.getByRole("button", { name: "Use the website's description" }).click();
  await expect(toasts(page, "Company data enriched successfully").last()).toBeVisible();
  await expect(page.getByRole("region", { name: "Differences found on the website" })).toHaveCount(0);
  await expect(
    page.getByText(`${siteName} matches card payouts to sales for small shops.`).first(),
  ).toBeVisible();

  await page.getByRole("button", { name: "Scan technologies" }).click();
  await expectToast(page, "Website technology analysis complete!");
  await expect(page.getByRole("heading", { name: /^Technologies on / })).toBeVisible();
  await expect(page.getByText("Next.js").first()).toBeVisible();
  await expect(page.getByText("Stripe").first()).toBeVisible();
  await expectAccessible(page);

  // The companies page's own scan checks the address first.
  await page.goto("/command-center/sales/companies");
  await page.getByLabel("Website", { exact: true }).fill("not a url");
  await page.getByRole("button", { name: "Scan", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Please enter a valid URL");
});

test("contacts show three tags and '+N', a tag is added only once, the quick view opens, and the lists export as CSV", async ({
  page,
}) => {
  await login(page, "employee");
  const res = await page.request.post("/api/crm/contacts", {
    data: { firstName: "Tess", lastName: `Tagger${stamp}`, email: `tess.${stamp}@tags.example` },
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  const contactId = (await res.json()).contact.id as string;
  await page.goto(`/admin/contacts/${contactId}`);
  for (const tag of ["alpha", "beta", "gamma", "delta"]) {
    await page.getByLabel("New tag").fill(tag);
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toasts(page, "Tag added").last()).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: new RegExp(`^${tag}$`) })).toBeVisible();
  }
  await page.getByLabel("New tag").fill("  Alpha ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, "That tag is already on this contact");
  await page.getByLabel("New tag").fill("   ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectToast(page, "Please enter a tag");

  await page.goto(`/command-center/sales/contacts?q=tagger${stamp}`);
  const card = page.getByRole("button", { name: new RegExp(`Tess Tagger${stamp}`) });
  await expect(card).toContainText("alphabetagamma");
  await expect(card).toContainText("+1");
  await expect(card).toContainText("Engagement 25");
  await card.click();
  const quick = page.getByRole("dialog", { name: `Tess Tagger${stamp}` });
  await expect(quick.getByRole("link", { name: "Open contact" })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  for (const [kind, header] of [
    ["contacts", '"First name","Last name","Email"'],
    ["companies", ""],
    ["deals", ""],
  ] as const) {
    const csv = await page.request.get(`/api/crm/export/${kind}.csv`);
    expect(csv.status(), kind).toBe(200);
    expect(csv.headers()["content-type"]).toMatch(/text\/csv/);
    expect(csv.headers()["content-disposition"]).toMatch(new RegExp(`attachment; filename="?${kind}-`));
    if (header) expect((await csv.text()).startsWith(header)).toBe(true);
  }
  const download = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download[0].suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
  // The file the browser saved is whole: byte for byte what the server sends uncompressed.
  const saved = await readFile((await download[0].path())!);
  const plain = await page.request.get("/api/crm/export/contacts.csv", {
    headers: { "accept-encoding": "identity" },
  });
  expect(saved.equals(await plain.body())).toBe(true);
});
