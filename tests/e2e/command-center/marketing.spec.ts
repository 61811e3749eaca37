import { expect, expectAccessibleAtWidths, expectToast, login, shotForReview, test } from "../fixtures.ts";

// Command Center > Marketing: campaigns and the 90-day plan, blog authoring.

test("an employee creates a campaign and sees it counted in the 90-day plan", async ({ page }) => {
  await login(page, "employee");
  await page.goto("/command-center/marketing");
  await expect(page.getByRole("heading", { name: "Marketing Campaigns" })).toBeVisible();
  const current = page.getByRole("region", { name: "Current marketing plan" });
  await expect(current.getByText("$1,850 of $5,000")).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Plan progress" })).toHaveAttribute(
    "aria-valuenow",
    "25",
  );

  await page.getByRole("button", { name: "New Campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New Campaign" });
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.getByText("Enter the campaign's name")).toBeVisible();
  await expect(dialog.getByText("Enter a budget of 0 or more")).toBeVisible();

  await dialog.getByLabel("Name").fill("Autumn Partner Webinars");
  await dialog.getByLabel("Description").fill("Two joint webinars with a cloud partner.");
  await dialog.getByLabel("Start date").fill("2026-09-01");
  await dialog.getByLabel("End date").fill("2026-08-01");
  await dialog.getByLabel("Budget (USD)").fill("850");
  await dialog.getByLabel("Campaign type").selectOption("lead_generation");
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expect(dialog.getByText("The end date cannot be before the start date")).toBeVisible();
  await expect(dialog.getByText("The budget goes in steps of 100")).toBeVisible();
  await dialog.getByLabel("End date").fill("2026-10-15");
  await dialog.getByLabel("Budget (USD)").fill("900");
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Campaign created successfully");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Autumn Partner Webinars" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Autumn Partner Webinars" })).toBeVisible();

  await page.getByRole("button", { name: "Update progress of Autumn Partner Webinars" }).click();
  const update = page.getByRole("dialog", { name: "Update Autumn Partner Webinars" });
  await update.getByLabel("Spent so far (USD)").fill("150");
  await update.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Campaign updated");
  await expect(current.getByText("$2,000 of $5,000")).toBeVisible();
});

test("an employee writes a post, previews it, publishes it and finds it on /blog and in the sitemap", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/marketing/content");
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Enter a title")).toBeVisible();

  await page.getByLabel("Title").fill("Field Notes: Pairing With Clients");
  await expect(page.getByLabel("Address (slug)")).toHaveValue("field-notes-pairing-with-clients");
  await page
    .getByLabel("Excerpt")
    .fill("Why our engineers spend an afternoon a week beside the client's team.");
  await page
    .getByLabel("Content")
    .fill("## The afternoon\n\nWe sit together.\n\n- Fewer handoffs\n- Faster answers");
  await page.getByLabel("Tags").fill("Process, Clients");
  await page.getByRole("tab", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: "The afternoon" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Fewer handoffs" })).toBeVisible();
  await page.getByRole("tab", { name: "Write" }).click();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expectToast(page, "Post created");

  const row = page.getByRole("row").filter({ hasText: "Field Notes: Pairing With Clients" });
  await expect(row.getByText("Draft")).toBeVisible();
  // A draft is not public.
  expect((await page.request.get("/blog/field-notes-pairing-with-clients")).status()).toBe(404);

  await row.getByRole("button", { name: /^Publish/ }).click();
  await expectToast(page, "Post published");
  await expect(row.getByText("Published")).toBeVisible();

  await page.goto("/blog");
  await page
    .getByRole("link", { name: /Field Notes: Pairing With Clients/ })
    .first()
    .click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Field Notes: Pairing With Clients" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "The afternoon" })).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog/field-notes-pairing-with-clients");

  await page.goto("/command-center/marketing/content");
  await page
    .getByRole("row")
    .filter({ hasText: "Field Notes: Pairing With Clients" })
    .getByRole("button", { name: /^Unpublish/ })
    .click();
  await expectToast(page, "Post unpublished");
  expect((await page.request.get("/blog/field-notes-pairing-with-clients")).status()).toBe(404);
});

test("Marketing Analytics shows the stored campaigns' spend and the leads of each channel", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/marketing/analytics?days=90");
  await expect(page.getByRole("heading", { name: "Marketing Analytics", level: 2 })).toBeVisible();
  await expect(page.getByText("Marketing analytics are not built yet")).toHaveCount(0);
  const campaigns = page.getByRole("region", { name: "Campaign results" });
  await expect(campaigns.getByRole("rowheader", { name: "Founder Office Hours" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
});

test("Social lists the site's social channels from the site settings, and no invented figures", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/marketing/social");
  await expect(page.getByRole("heading", { name: "Social channels", level: 2 })).toBeVisible();
  await expect(page.getByText("Social media is not built yet")).toHaveCount(0);
  // The same links as the public footer's (the demo settings have some).
  const listed = await page
    .getByRole("list", { name: "Social channels" })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(listed.length).toBeGreaterThan(0);
  await page.goto("/");
  for (const href of listed) await expect(page.locator(`footer a[href="${href}"]`)).toHaveCount(1);
});

test("every Marketing tab passes axe in both themes at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, "employee");
  const screens = [
    "/command-center/marketing",
    "/command-center/marketing/content",
    "/command-center/marketing/social",
    "/command-center/marketing/analytics",
  ];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleAtWidths(page, { each: (width) => shotForReview(page, `${path}-${width}`) });
  }
  await page.goto("/command-center/marketing");
  await page.getByRole("button", { name: "New Campaign" }).click();
  await expectAccessibleAtWidths(page);
  await page.goto("/command-center/marketing/content");
  await page.getByRole("button", { name: "New Post" }).click();
  await expectAccessibleAtWidths(page, { each: (width) => shotForReview(page, `marketing-editor-${width}`) });
});

test("an employee plans the next 90 days, adds a campaign to that plan and closes the old one", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/marketing");
  await page.getByRole("button", { name: "New Plan" }).click();
  const sheet = page.getByRole("dialog", { name: "New Plan" });
  await sheet.getByLabel("Plan name").fill("");
  await sheet.getByLabel("Budget (USD)").fill("250");
  await sheet.getByRole("button", { name: "Create plan" }).click();
  await expect(sheet.getByText("Enter the plan's name")).toBeVisible();
  await expect(sheet.getByText("The budget goes in steps of 100")).toBeVisible();
  await sheet.getByLabel("Plan name").fill("Winter Pipeline Plan");
  await sheet.getByLabel("Budget (USD)").fill("8000");
  await sheet.getByRole("button", { name: "Create plan" }).click();
  await expectToast(page, "Marketing plan created");
  const plans = page.getByRole("table", { name: "Marketing plans" });
  const row = plans.getByRole("row").filter({ hasText: "Winter Pipeline Plan" });
  await expect(row.getByText("Open")).toBeVisible();
  await expect(row.getByText("$0 of $8,000")).toBeVisible();

  await row.getByRole("button", { name: "Edit Winter Pipeline Plan" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Winter Pipeline Plan" });
  await edit.getByLabel("Budget (USD)").fill("9000");
  await edit.getByRole("button", { name: "Save plan" }).click();
  await expectToast(page, "Marketing plan saved");
  await expect(row.getByText("$0 of $9,000")).toBeVisible();

  await page.getByRole("button", { name: "New Campaign" }).click();
  const dialog = page.getByRole("dialog", { name: "New Campaign" });
  await dialog.getByLabel("Marketing plan").selectOption({ label: "Winter Pipeline Plan" });
  await dialog.getByLabel("Name", { exact: true }).fill("Winter Webinar Series");
  await dialog.getByLabel("Description").fill("Three webinars on modernising legacy systems.");
  await dialog.getByLabel("Start date").fill("2026-12-01");
  await dialog.getByLabel("End date").fill("2027-01-31");
  await dialog.getByLabel("Budget (USD)").fill("1200");
  await dialog.getByRole("button", { name: "Create Campaign" }).click();
  await expectToast(page, "Campaign created successfully");
  await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();

  await row.getByRole("button", { name: "Close plan Winter Pipeline Plan" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Close plan" }).click();
  await expectToast(page, "Marketing plan closed");
  await expect(row.getByText("Closed")).toBeVisible();
  await expect(row.getByRole("button", { name: "Edit Winter Pipeline Plan" })).toHaveCount(0);
  await page.getByRole("button", { name: "New Campaign" }).click();
  await expect(
    page.getByRole("dialog", { name: "New Campaign" }).getByRole("option", { name: "Winter Pipeline Plan" }),
  ).toHaveCount(0);
  // On a phone the plans and campaigns tables scroll inside themselves, never the page.
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);
});
