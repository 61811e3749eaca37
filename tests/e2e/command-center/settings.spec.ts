import {
  expect,
  expectAccessibleAtWidths,
  expectToast,
  login,
  newVerifiedUser,
  shotForReview,
  test,
  withHydration,
} from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// Command Center > Settings: Team roles, the site's company details, and the other tabs.

test("an admin grants a fresh colleague the employee role in Team and they reach the Command Center", async ({
  page,
  browser,
}) => {
  const colleague = await newVerifiedUser(page, browser);
  await page.goto("/command-center");
  await expect(page).toHaveURL(/\/auth\?.*reason=role%3Aemployee/);

  const adminContext = await browser.newContext({ baseURL: DEMO_URL });
  const admin = withHydration(await adminContext.newPage());
  await login(admin, "admin");
  await admin.goto("/command-center/settings/team");
  await admin.getByPlaceholder("Search by email…").fill(colleague.email);
  const box = admin.getByRole("checkbox", { name: `Employee role for ${colleague.email}` });
  await expect(box).not.toBeChecked();
  // The box follows the server: it turns checked once the grant is stored.
  await box.click();
  await expectToast(admin, "Granted the Employee role");
  await expect(box).toBeChecked();

  await page.goto("/command-center");
  await expect(page).toHaveURL(/\/command-center\/?$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Revoked: the next request is refused again.
  await box.click();
  await expectToast(admin, "Removed the Employee role");
  await page.goto("/command-center");
  await expect(page).toHaveURL(/\/auth\?.*reason=role%3Aemployee/);
  await adminContext.close();
});

test("an admin changes the company's phone and tagline and the public pages show them at once", async ({
  page,
}) => {
  await login(page, "admin");
  const original = await (await page.request.get("/api/command-center/site-settings")).json();
  await page.goto("/command-center/settings");
  const phone = page.getByLabel("Phone");
  const taglines = page.getByLabel("Taglines");

  await phone.fill("12");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Enter a phone number (at least 7 characters)")).toBeVisible();

  await phone.fill("(303) 555-0177");
  await taglines.fill("Built carefully, shipped quickly.");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Site settings saved");

  const anonymous = await page.context().browser()!.newContext({ baseURL: DEMO_URL });
  const visitor = withHydration(await anonymous.newPage());
  await visitor.goto("/");
  await expect(visitor.getByTestId("hero-tagline")).toHaveText("Built carefully, shipped quickly.");
  await expect(visitor.getByRole("contentinfo").getByText("(303) 555-0177")).toBeVisible();
  await anonymous.close();

  // The demo values back for the other specs of this server.
  const restored = await page.request.put("/api/command-center/site-settings", {
    data: original,
    headers: { origin: DEMO_URL },
  });
  expect(restored.status()).toBe(200);
});

test("an admin sets the company's currency and every amount shows it", async ({ page }) => {
  await login(page, "admin");
  const original = await (await page.request.get("/api/command-center/site-settings")).json();
  try {
    await page.goto("/command-center/settings");
    await page.getByLabel("Currency").selectOption("EUR");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expectToast(page, "Site settings saved");

    await page.goto("/command-center/sales/deals");
    await expect(page.getByText(/€[\d,]+/).first()).toBeVisible();
    await expect(page.getByText(/\$[\d,]+/)).toHaveCount(0);
    await page.goto("/admin/deals/new");
    await expect(page.getByLabel("Value (EUR)")).toBeVisible();
  } finally {
    // The demo values back for the other specs of this server.
    const restored = await page.request.put("/api/command-center/site-settings", {
      data: original,
      headers: { origin: DEMO_URL },
    });
    expect(restored.status()).toBe(200);
  }
});

test("an employee reads the company details but cannot change them", async ({ page }) => {
  await login(page, "employee");
  await page.goto("/command-center/settings");
  await expect(page.getByLabel("Phone")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save settings" })).toHaveCount(0);
  const current = await (await page.request.get("/api/command-center/site-settings")).status();
  expect(current).toBe(403);
});

test("every Settings, Automation and Conversions screen passes axe in both themes at 1280 and 390 px", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A lead captured the way a visitor leaves one, so Conversions shows its figures, not its empty state.
  const lead = await page.request.post("/api/marketing/contact-submissions", {
    data: {
      full_name: "Rhea Conversion",
      company_name: "Quillfeather",
      segment: "enterprise",
      job_title: "CTO",
      service_type: "Cloud Migration",
      goal: "enhance security posture",
      timeframe: "1-3 months",
      contact_method: "Email",
      contact_info: "rhea@quillfeather.example",
    },
    headers: { origin: DEMO_URL },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await login(page, "admin");
  const screens = [
    "/command-center/settings",
    "/command-center/settings?tab=notifications",
    "/command-center/settings?tab=appearance",
    "/command-center/settings/team",
    "/command-center/settings/integrations",
    "/command-center/outbox",
    "/command-center/automation",
    "/command-center/automation/email",
    "/command-center/automation/templates",
    "/command-center/sales/email",
    "/command-center/sales/calls",
    "/command-center/analytics/conversions",
    "/command-center/analytics/conversions?days=7",
  ];
  await page.goto("/command-center/analytics/conversions");
  await expect(
    page.getByRole("table", { name: "By capture point" }).getByText("Home contact form (/)"),
  ).toBeVisible();
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessibleAtWidths(page, { each: (width) => shotForReview(page, `${path}-${width}`) });
  }
});
