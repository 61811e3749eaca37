import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// A campaign's UTM values are set on its card and its links copied from there; Marketing Analytics
// reports the return per campaign and per UTM values over a period, with a CSV download.

test("a campaign's links are set and copied from its card, and its return is reported with a CSV", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: DEMO_URL });
  await login(page, "employee");
  const stamp = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  const made = await page.request.post("/api/command-center/campaigns", {
    data: {
      name: `Webinar ${stamp}`,
      description: "A webinar series",
      startDate: today,
      endDate: today,
      budget: 500,
      pillarType: "thought_leadership",
    },
    headers: { origin: DEMO_URL },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto("/command-center/marketing");
  const card = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: `Webinar ${stamp}` }) });
  await expect(card.getByText("No UTM values yet")).toBeVisible();
  await card.getByRole("button", { name: `Set UTM values of Webinar ${stamp}` }).click();
  const dialog = page.getByRole("dialog", { name: `Links of Webinar ${stamp}` });
  await dialog.getByLabel("utm_source").fill("news letter");
  await dialog.getByRole("button", { name: "Save links" }).click();
  await expect(
    dialog.getByText("UTM values are letters, digits, dots, dashes and underscores (at most 100)"),
  ).toBeVisible();
  await expect(dialog.getByText("Give the campaign its utm_campaign value")).toBeVisible();
  await dialog.getByLabel("utm_source").fill("newsletter");
  await dialog.getByLabel("utm_medium").fill("email");
  await dialog.getByLabel("utm_campaign").fill(`webinar-${stamp}`);
  await dialog.getByRole("button", { name: "Save links" }).click();
  await expectToast(page, "Campaign links saved");
  await card.getByRole("button", { name: `Copy Home page link of Webinar ${stamp}` }).click();
  await expectToast(page, "Link copied");
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${DEMO_URL}/?utm_source=newsletter&utm_medium=email&utm_campaign=webinar-${stamp}`);

  await page.goto("/command-center/marketing/analytics?days=30");
  const table = page.getByRole("table", { name: "Return per campaign" });
  await expect(table.getByRole("row").filter({ hasText: `Webinar ${stamp}` })).toContainText(
    `utm_campaign=webinar-${stamp}`,
  );
  await page.getByLabel("From", { exact: true }).fill("2020-01-01");
  await page.getByLabel("To", { exact: true }).fill(today);
  await page.getByRole("button", { name: "Show range" }).click();
  await expect(page.getByText("A custom range is at most 366 days")).toBeVisible();
  const start = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("From", { exact: true }).fill(start);
  await page.getByRole("button", { name: "Show range" }).click();
  await expect(page.getByText(`${start} to ${today} (UTC)`)).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toBe(`campaign-return-${start}-to-${today}.csv`);
  await expectAccessible(page);
});
