import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { minimalPdf } from "../../../src/platform/storage/test-files.testing.ts";
import {
  expect,
  expectAccessibleAtWidths,
  expectToast,
  login,
  pickUpWithKeyboard,
  test,
} from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// The CRM: one record from first touch to won deal, and every screen checked with axe.

/** A lead captured the way a visitor leaves one: the home page's contact form, through its API. */
async function leadFromHomeForm(page: Page, name: string, company: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@${company.toLowerCase()}.example`;
  const res = await page.request.post("/api/marketing/contact-submissions", {
    data: {
      full_name: name,
      company_name: company,
      segment: "enterprise",
      job_title: "CTO",
      service_type: "Cloud Migration",
      goal: "enhance security posture",
      timeframe: "1-3 months",
      contact_method: "Email",
      contact_info: email,
    },
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

const toasts = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

const STAGES = ["Qualification", "Discovery", "Proposal", "Negotiation", "Closing", "Won"] as const;

test("a lead from the home form is found in the inbox, converted, worked and moved across the pipeline to won", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Nova Crm${stamp}`;
  const company = `Novaco${stamp}`;
  await leadFromHomeForm(page, name, company);
  await login(page, "admin");

  // The inbox: search as you type (server-side), then the lead's page with its timeline.
  await page.goto("/command-center/sales/leads");
  await page.getByRole("searchbox").fill(`crm${stamp}`);
  await expect(page).toHaveURL(new RegExp(`q=crm${stamp}`));
  await expect(page.getByText("Showing 1–1 of 1")).toBeVisible();
  const row = page.getByRole("link", { name });
  await expect(row).toBeVisible();
  await expect(page.getByRole("table", { name: "Leads" }).getByText("Home contact form")).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/command-center\/sales\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Home contact form/ })).toBeVisible();
  await expect(page.getByText("Cloud Migration")).toBeVisible();

  // Convert: contact, company and deal in one go; the deal page opens.
  await page.getByRole("button", { name: "Convert lead" }).click();
  const sheet = page.getByRole("dialog", { name: "Convert lead" });
  await sheet.getByLabel("Value in USD (optional)").fill("40000");
  await sheet.getByRole("button", { name: "Convert", exact: true }).click();
  await expectToast(page, "Lead converted: contact, company and deal created");
  await expect(page).toHaveURL(/\/admin\/deals\/[0-9a-f-]{36}$/);
  const dealUrl = new URL(page.url()).pathname;
  const dealName = `${company}: Home contact form`;
  await expect(page.getByRole("heading", { name: dealName })).toBeVisible();
  await expect(page.getByRole("heading", { name: /From the lead/ })).toBeVisible();

  // A note, a task (completed with its checkbox) and a file.
  await page.getByRole("tab", { name: /^Notes/ }).click();
  await page.getByLabel("New note").fill("Budget approved for a phased migration.");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expectToast(page, "Note added successfully");
  await expect(page.getByText("Budget approved for a phased migration.")).toBeVisible();

  await page.getByRole("tab", { name: /^Tasks/ }).click();
  await page.getByLabel("Task title").fill("Send the statement of work");
  await page.getByLabel("Due date").fill("2030-01-15");
  await page.getByRole("button", { name: "Add Task" }).click();
  await expectToast(page, "Task added successfully");
  await page.getByRole("checkbox", { name: "Complete Send the statement of work" }).click();
  await expect(page.getByRole("button", { name: "Completed (1)" })).toBeVisible();
  await page.getByRole("button", { name: /^Completed/ }).click();
  await expect(page.getByRole("checkbox", { name: "Reopen Send the statement of work" })).toBeChecked();
  await expect(page.getByText("Send the statement of work")).toHaveClass(/line-through/);

  await page.getByRole("tab", { name: /^Files/ }).click();
  await page.getByLabel("Upload a file").setInputFiles({
    name: "statement-of-work.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(minimalPdf()),
  });
  await expectToast(page, "File uploaded successfully");
  const file = page.getByRole("listitem").filter({ hasText: "statement-of-work.pdf" });
  await expect(file.getByText(/^\d+\.\d{2} MB$/)).toBeVisible();
  const download = await Promise.all([
    page.waitForEvent("download"),
    file.getByRole("link", { name: /Download/ }).click(),
  ]);
  expect(download[0].suggestedFilename()).toBe("statement-of-work.pdf");
  // A text file past 1 KB comes back compressed (the browser asks for gzip, br and zstd), and the
  // file the browser saves is whole, byte for byte what was uploaded.
  const csv = Buffer.from(
    `item,hours\n${Array.from({ length: 120 }, (_, i) => `Task ${i},${i % 8}`).join("\n")}\n`,
  );
  await page
    .getByLabel("Upload a file")
    .setInputFiles({ name: "estimate.csv", mimeType: "text/csv", buffer: csv });
  await expectToast(page, "File uploaded successfully");
  const csvItem = page.getByRole("listitem").filter({ hasText: "estimate.csv" });
  const csvLink = csvItem.getByRole("link", { name: /Download/ });
  const served = await page.request.head((await csvLink.getAttribute("href"))!, {
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  });
  expect(served.headers()["content-encoding"]).toBe("br");
  const [csvDownload] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  expect((await readFile((await csvDownload.path())!)).equals(csv)).toBe(true);

  // A colleague joins the deal's team and is told by email.
  await page.getByRole("tab", { name: /^Team/ }).click();
  await page.getByLabel("Invite a colleague by email").fill("employee@demo.agency.example");
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expectToast(page, "Invitation sent to employee@demo.agency.example");
  await expect(page.getByRole("button", { name: /^Remove .+ from the team$/ })).toBeVisible();

  // The pipeline: one step at a time with the arrows, then dragged with the mouse, then moved with
  // the keyboard, to Won. (A wide window shows all seven columns for the mouse.)
  await page.setViewportSize({ width: 2400, height: 900 });
  await page.goto("/command-center/sales/deals");
  const board = page.getByRole("region", { name: "Deal pipeline" });
  for (let i = 1; i < STAGES.length - 2; i++) {
    await board.getByRole("button", { name: `Move ${dealName} to ${STAGES[i]}` }).click();
    // The toast of the previous move may still be leaving: the newest one is this move's.
    await expect(toasts(page, "Deal stage updated successfully").last()).toBeVisible();
    await expect(
      board.getByRole("list", { name: new RegExp(`^${STAGES[i]}`) }).getByText(dealName),
    ).toBeVisible();
  }
  // Negotiation → Closing with the mouse.
  const card = board.getByRole("listitem").filter({ hasText: dealName });
  const from = await card.boundingBox();
  const to = await board.getByRole("list", { name: /^Closing/ }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + 20);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2 + 40, from!.y + 30, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 20, { steps: 10 });
  // The drop shows the card in Closing at once; the server's answer and the page's reload of its
  // data come after and re-render the card. Picking it up by keyboard before that settles loses
  // the pick-up (seen under load in CI), so wait for both.
  const droppedOnServer = page.waitForResponse((r) => /\/api\/crm\/deals\/[^/]+\/stage$/.test(r.url()));
  await page.mouse.up();
  expect((await droppedOnServer).status()).toBe(200);
  await page.waitForLoadState("networkidle");
  await expect(toasts(page, "Deal stage updated successfully").last()).toBeVisible();
  await expect(board.getByRole("list", { name: /^Closing/ }).getByText(dealName)).toBeVisible();
  // Closing → Won by keyboard: Space picks the card up, the arrow picks the next column, Space drops.
  const handle = board.getByRole("button", { name: `Move ${dealName}`, exact: true });
  await handle.focus();
  await pickUpWithKeyboard(page, page.getByText(`Picked up ${dealName} in Closing.`, { exact: false }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`${dealName} is over Won.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText(`${dealName} moved from Closing to Won.`)).toBeAttached();
  await expect(toasts(page, "Deal stage updated successfully").last()).toBeVisible();
  await expect(board.getByRole("list", { name: /^Won/ }).getByText(dealName)).toBeVisible();
  await expect(page.getByText("Won Value").locator("..")).toContainText("$40,000");
  await expect(board.getByRole("button", { name: `Move ${dealName} to Lost` })).toBeVisible();

  // Every move is on the deal's record.
  await page.goto(dealUrl);
  await page.getByRole("tab", { name: /^Activities/ }).click();
  for (let i = 1; i < STAGES.length; i++) {
    await expect(page.getByText(`Deal moved from ${STAGES[i - 1]} to ${STAGES[i]}`)).toBeVisible();
  }
  await expect(page.getByText("File uploaded: statement-of-work.pdf")).toBeVisible();
});

test("a bad deal address says 'Invalid deal ID', a missing one 'Deal not found'", async ({ page }) => {
  await login(page, "employee");
  await page.goto("/admin/deals/not-a-uuid");
  await expect(page.getByRole("alert")).toContainText("Invalid deal ID");
  await page.goto("/admin/deals/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("alert")).toContainText("Deal not found");
  await page.goto("/admin/companies/nope");
  await expect(page.getByRole("alert")).toContainText("Invalid company ID");
});

test("a workspace-only user cannot open the CRM", async ({ page }) => {
  await login(page, "workspace");
  await page.goto("/command-center/sales/deals");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcommand-center%2Fsales%2Fdeals&reason=role%3Aemployee/);
  expect((await page.request.get("/api/crm/leads")).status()).toBe(403);
});

/** A lead from the home form, converted through the API by the signed-in staff member. */
async function convertedLead(page: Page, name: string, company: string) {
  await leadFromHomeForm(page, name, company);
  const found = await (await page.request.get(`/api/crm/leads?q=${encodeURIComponent(name)}`)).json();
  const res = await page.request.post(`/api/crm/leads/${found.rows[0].id}/convert`, {
    data: { value: 25000 },
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { dealId: string; companyId: string; contactId: string };
}

test("the header search finds a converted lead's contact, company and deal; the bell tells of the deal's move", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const company = `Findco${stamp}`;
  await login(page, "employee");
  expect(
    (
      await page.request.post("/api/command-center/notifications/read", {
        data: {},
        headers: { origin: DEMO_URL },
      })
    ).status(),
  ).toBe(200);
  const { dealId } = await convertedLead(page, `Fay Finder${stamp}`, company);
  const moved = await page.request.post(`/api/crm/deals/${dealId}/stage`, {
    data: { direction: "right" },
    headers: { origin: DEMO_URL },
  });
  expect(moved.status(), await moved.text()).toBe(200);

  await page.goto("/command-center");
  const bell = page.getByRole("button", { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(
    panel.getByRole("link", {
      name: new RegExp(`${company}: Home contact form: Deal moved from Qualification to Discovery`),
    }),
  ).toBeVisible();
  await expect(panel.getByRole("link", { name: new RegExp(`New lead: Fay Finder${stamp}`) })).toBeVisible();
  // Escape closes the panel and gives focus back to the bell (in a task after the panel goes: typing
  // before that would lose the keys that follow the focus's return).
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // One word finds every record the conversion made, grouped by type; the keyboard opens the deal.
  const search = page.getByRole("combobox", { name: "Search leads, contacts, companies and deals" });
  await search.pressSequentially(company.toLowerCase(), { delay: 20 });
  const results = page.getByRole("listbox", { name: "Search results" });
  for (const group of ["Leads", "Contacts", "Companies", "Deals"]) {
    await expect(results.getByRole("group", { name: group })).toBeVisible();
  }
  await expect(results.getByRole("group", { name: "Companies" }).getByRole("option")).toHaveText(
    new RegExp(company),
  );
  const options = results.getByRole("option");
  await expect(options).toHaveCount(4);
  for (let i = 0; i < 4; i++) await search.press("ArrowDown");
  await expect(results.getByRole("group", { name: "Deals" }).getByRole("option")).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/deals/${dealId}$`));
  await expect(page.getByRole("heading", { name: `${company}: Home contact form` })).toBeVisible();
});

test("deleting a deal and editing scoring rules are for admins: an employee sees neither, the server refuses both", async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  await login(page, "employee");
  const { dealId } = await convertedLead(page, `Rolf Roles${stamp}`, `Roleco${stamp}`);
  await page.goto(`/admin/deals/${dealId}`);
  await expect(page.getByRole("button", { name: "Edit" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  expect(
    (await page.request.delete(`/api/crm/deals/${dealId}`, { headers: { origin: DEMO_URL } })).status(),
  ).toBe(403);
  await page.goto("/command-center/sales/leads?tab=scoring");
  await expect(page.getByText("Admins change the rules.")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  const rules = (await (await page.request.get("/api/crm/scoring-rules")).json()).rules as {
    id: string;
    ruleName: string;
    scoreWeight: number;
  }[];
  const enterprise = rules.find((r) => r.ruleName === "Enterprise segment")!;
  expect(
    (
      await page.request.patch(`/api/crm/scoring-rules/${enterprise.id}`, {
        data: { scoreWeight: 30 },
        headers: { origin: DEMO_URL },
      })
    ).status(),
  ).toBe(403);

  // The admin changes the rule: every lead is rescored and the page says what changed.
  await login(page, "admin");
  await page.goto("/command-center/sales/leads?tab=scoring");
  await page.getByRole("button", { name: "Edit Enterprise segment" }).click();
  const sheet = page.getByRole("dialog", { name: "Edit scoring rule" });
  await sheet.getByLabel("Weight (-100 to 100)").fill(String(enterprise.scoreWeight + 10));
  await sheet.getByRole("button", { name: "Save and rescore leads" }).click();
  const outcome = page.getByRole("heading", { name: /^Rule saved: \d+ leads? (was|were) rescored$/ });
  await expect(outcome).toBeVisible();
  await expect(page.getByText(/Rolf Roles\w+: \d+ → \d+/)).toBeVisible();
  await expect(page.getByRole("row", { name: /Enterprise segment/ })).toContainText(
    `+${enterprise.scoreWeight + 10}`,
  );
  // Put the rule back for the other tests of this server.
  const restored = await page.request.patch(`/api/crm/scoring-rules/${enterprise.id}`, {
    data: { scoreWeight: enterprise.scoreWeight },
    headers: { origin: DEMO_URL },
  });
  expect(restored.status()).toBe(200);
  // The admin may delete the deal.
  await page.goto(`/admin/deals/${dealId}`);
  await page.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete deal" }).click();
  await expectToast(page, "Deal and all related data have been deleted successfully");
  await expect(page).toHaveURL(/\/command-center(\/sales\/deals)?$|\/admin$/);
});

// Every CRM screen, checked with axe in both themes at both widths.
test("every CRM screen passes axe in both themes at 1280 and 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  await leadFromHomeForm(page, `Axel Check${stamp}`, `Axeco${stamp}`);
  await login(page, "admin");
  const leads = await (
    await page.request.get(`/api/crm/leads?q=${encodeURIComponent(`check${stamp}`)}`)
  ).json();
  const leadId = leads.rows[0].id as string;
  const converted = await (
    await page.request.post(`/api/crm/leads/${leadId}/convert`, {
      data: {},
      headers: { origin: DEMO_URL },
    })
  ).json();
  const screens = [
    "/command-center/sales",
    "/command-center/sales/leads",
    "/command-center/sales/leads?tab=activities",
    "/command-center/sales/leads?tab=scoring",
    "/command-center/sales/leads?tab=analytics",
    `/command-center/sales/leads/${leadId}`,
    "/command-center/sales/deals",
    "/command-center/sales/deals?analytics=1",
    "/command-center/sales/deals?view=list",
    "/command-center/sales/companies",
    "/command-center/sales/companies?view=list",
    "/command-center/sales/contacts",
    "/command-center/sales/contacts?view=list",
    "/admin/sales",
    `/admin/deals/${converted.dealId}`,
    `/admin/deals/new?company=${converted.companyId}`,
    `/admin/companies/${converted.companyId}`,
    `/admin/contacts/${converted.contactId}`,
    "/admin/contacts/new",
  ];
  for (const path of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      // Nothing widens the page: wide content scrolls inside its own box.
      await expectAccessibleAtWidths(page, { fits: true });
    });
  }
});
