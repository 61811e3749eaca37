import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// Lead routing (admins) and owners: the rules page, its messages for bad input, the fallback and
// the waiting thresholds; employees cannot open it; "my leads" and reassign on the lead pages.

test("an admin adds a routing rule, is told what is wrong first, and sets the fallback owner", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/command-center/sales/routing");
  await expect(page.getByRole("heading", { level: 1, name: "Lead Routing" })).toBeVisible();
  await expectAccessible(page);

  const name = `Government desk ${Date.now()}`;
  await page.getByRole("button", { name: "Add rule" }).click();
  const sheet = page.getByRole("dialog", { name: "Add routing rule" });
  await sheet.getByLabel("Name").fill(name);
  await sheet.getByLabel("Segment").selectOption("government");
  await sheet.getByLabel("Daily cap per person (optional)").fill("0");
  await sheet.getByRole("button", { name: "Save rule" }).click();
  await expect(sheet.getByText("Please choose at least one colleague for the round-robin")).toBeVisible();
  await expect(sheet.getByText(/The daily cap is a whole number/)).toBeVisible();
  await sheet.getByRole("checkbox", { name: "Eli Employee" }).check();
  await sheet.getByLabel("Daily cap per person (optional)").fill("5");
  await sheet.getByRole("button", { name: "Save rule" }).click();
  await expectToast(page, "Routing rule saved");
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("segment government");
  await expect(row).toContainText(/Eli Employee \(\d+ today\)/);

  const settings = page.getByRole("region", { name: "Fallback and waiting times" });
  await settings.getByLabel("Red after (minutes)").fill("10");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expect(settings.getByText("The red threshold must be later than the amber one")).toBeVisible();
  await settings.getByLabel("Fallback owner").selectOption({ label: "Avery Admin" });
  await settings.getByLabel("Red after (minutes)").fill("240");
  await settings.getByRole("button", { name: "Save settings" }).click();
  await expectToast(page, "Routing settings saved");

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await expectToast(page, "Routing rule deleted");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("an employee cannot open the routing rules", async ({ page }) => {
  await login(page, "employee");
  const res = await page.goto("/command-center/sales/routing");
  expect(page.url()).not.toContain("/command-center/sales/routing");
  expect(res?.status()).toBeLessThan(500);
});

test("an admin reassigns a lead with a reason, and it is in the new owner's leads", async ({ page }) => {
  // A visitor's lead (the home contact form), then an admin hands it to Eli.
  const email = `reassign.${Date.now()}@example.com`;
  const sent = await page.request.post("/api/marketing/contact-submissions", {
    headers: { origin: DEMO_URL },
    data: {
      full_name: "Rae Assign",
      job_title: "CTO",
      company_name: "Reassign Works",
      segment: "enterprise",
      service_type: "Cloud Migration",
      goal: "enhance security posture",
      timeframe: "1-3 months",
      contact_method: "Email",
      contact_info: email,
      website: "",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await login(page, "admin");
  const found = (await (await page.request.get(`/api/crm/leads?q=${encodeURIComponent(email)}`)).json()) as {
    rows: { id: string }[];
  };
  const lead = found.rows[0]!;
  await page.goto(`/command-center/sales/leads/${lead.id}`);
  const owner = page.getByRole("region", { name: "Owner" });
  await owner.getByRole("button", { name: "Reassign" }).click();
  const dialog = page.getByRole("dialog", { name: "Reassign lead" });
  await dialog.getByLabel("New owner").selectOption({ label: "Eli Employee" });
  await dialog.getByRole("button", { name: "Reassign" }).click();
  await expect(dialog.getByText("Please say why the lead changes owner")).toBeVisible();
  await dialog.getByLabel("Reason").fill("Eli met them at the workshop");
  await dialog.getByRole("button", { name: "Reassign" }).click();
  await expectToast(page, "Lead reassigned");
  await expect(owner.getByText("Eli Employee").first()).toBeVisible();
  await owner.getByText(/Assignment history/).click();
  await expect(owner.getByText("Eli met them at the workshop")).toBeVisible();
  await expectAccessible(page);

  await login(page, "employee");
  await page.goto("/command-center/sales/leads?f.owner=me");
  await expect(page.getByRole("cell", { name: "Eli Employee" }).first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Avery Admin" })).toHaveCount(0);
  // The bell tells Eli.
  await page.getByRole("button", { name: /^Notifications,/ }).click();
  await expect(page.getByText("Reassigned: Eli met them at the workshop").first()).toBeVisible();
});

test("waiting leads say how long, and the speed-to-lead report gives median and 90th percentile", async ({
  page,
}) => {
  const email = `waiting.${Date.now()}@example.com`;
  const sent = await page.request.post("/api/marketing/contact-submissions", {
    headers: { origin: DEMO_URL },
    data: {
      full_name: "Wai Ting",
      job_title: "CTO",
      company_name: "Patience Ltd",
      segment: "enterprise",
      service_type: "Cloud Migration",
      goal: "enhance security posture",
      timeframe: "1-3 months",
      contact_method: "Email",
      contact_info: email,
      website: "",
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await login(page, "employee");
  await page.goto(`/command-center/sales/leads?q=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: "Wai Ting" });
  await expect(row.getByText(/^Waiting \d+ min$/)).toBeVisible();
  await row.getByRole("link", { name: "Wai Ting" }).click();
  await page.getByRole("button", { name: "Log activity" }).waitFor();
  await page.getByLabel("What happened").fill("Called, booked a demo");
  await page.getByRole("button", { name: "Log activity" }).click();
  await expect(page.getByRole("region", { name: "Owner" }).getByText(/^Answered in \d+ min$/)).toBeVisible();

  await page.goto("/command-center/sales/leads?tab=analytics&days=7");
  const speed = page.getByRole("region", { name: "Speed-to-lead" });
  await expect(speed.getByRole("table", { name: "Per owner" })).toBeVisible();
  await expect(speed.getByRole("table", { name: "Per week" }).getByRole("rowheader").first()).toBeVisible();
  await expectAccessible(page);
});
