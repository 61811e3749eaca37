import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, login, shotForReview, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// Duplicates (issue 30, item 5): a lead's possible duplicates are shown with the reason, merged in
// one action and the merge undone. Engagement (item 6): the lead list sorts by the engagement score.

async function homeFormLead(page: Page, fullName: string, email: string, company: string) {
  const sent = await page.request.post("/api/marketing/contact-submissions", {
    headers: { origin: DEMO_URL },
    data: {
      full_name: fullName,
      job_title: "CTO",
      company_name: company,
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
}

async function leadId(page: Page, email: string): Promise<string> {
  const found = (await (await page.request.get(`/api/crm/leads?q=${encodeURIComponent(email)}`)).json()) as {
    rows: { id: string; email: string }[];
  };
  return found.rows.find((r) => r.email === email)!.id;
}

test("a possible duplicate is shown with its reasons, merged, and the merge undone", async ({ page }) => {
  const stamp = Date.now();
  const domain = `dupe${stamp}.example`;
  await homeFormLead(page, "Dana Lovell", `dana@${domain}`, `Dupe Works ${stamp}`);
  await homeFormLead(page, "Danna Lovel", `d.lovel@${domain}`, `Dupe Works ${stamp}`);
  await login(page, "employee");
  const kept = await leadId(page, `dana@${domain}`);
  await page.goto(`/command-center/sales/leads/${kept}`);
  const panel = page.getByRole("region", { name: "Possible duplicates" });
  const candidate = panel.getByTestId("duplicate-candidate").filter({ hasText: "Danna Lovel" });
  await expect(candidate).toContainText(`Same company domain (${domain})`);
  await expect(candidate).toContainText(/Similar name and company \(\d+% alike\)/);
  await expectAccessible(page);
  await shotForReview(page, "revenue-duplicates-lead");

  await candidate.getByRole("button", { name: "Merge into this lead" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Merge Danna Lovel into this lead?" });
  await confirm.getByRole("button", { name: "Merge" }).click();
  await expectToast(page, "Leads merged");
  await expect(panel.getByTestId("duplicate-candidate")).toHaveCount(0);
  await expect(panel.getByText("No possible duplicates found.")).toBeVisible();
  const merged = panel.getByTestId("lead-merge").filter({ hasText: "Danna Lovel" });
  await expect(merged).toContainText("merged by Eli Employee");
  // Both leads' captures are on the kept lead now.
  await expect(page.getByText(`d.lovel@${domain}`).first()).toBeAttached();
  await expect(page.getByText("Merged with a duplicate")).toBeVisible();
  await expectAccessible(page);

  await merged.getByRole("button", { name: "Undo merge" }).click();
  await expectToast(page, "Merge undone");
  await expect(panel.getByTestId("duplicate-candidate").filter({ hasText: "Danna Lovel" })).toBeVisible();
  await expect(page.getByText("Merged with a duplicate")).toHaveCount(0);
});

test("the lead list sorts by engagement, and a reply raises it with its reason", async ({ page }) => {
  const stamp = Date.now();
  const email = `engaged.${stamp}@engage${stamp}.example`;
  await homeFormLead(page, `Eve Engaged ${stamp}`, email, `Engage Co ${stamp}`);
  await login(page, "employee");
  const id = await leadId(page, email);
  await page.goto(`/command-center/sales/leads/${id}`);
  await expect(page.getByText("Nothing since the first capture yet")).toBeVisible();
  const log = page.locator("form").filter({ hasText: "Log an activity" });
  await log.getByLabel("Type").selectOption("reply");
  await log.getByLabel("What happened").fill("She wrote back asking for a call");
  await log.getByRole("button", { name: "Log activity" }).click();
  await expect(page.getByText(/^Replied on \d{4}-\d{2}-\d{2}: \+20 \(20 points, today\)$/)).toBeVisible();
  await expect(page.getByText("Engagement 20").first()).toBeVisible();

  await page.goto("/command-center/sales/leads");
  const table = page.getByRole("table", { name: /^Leads/ });
  // Ascending on the first click, descending on the second.
  await table.getByRole("button", { name: "Engagement", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: "Engagement" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await table.getByRole("button", { name: "Engagement", exact: true }).click();
  await expect(table.getByRole("columnheader", { name: "Engagement" })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(page).toHaveURL(/sort=-engagement/);
  const scores = await table
    .getByRole("row")
    .filter({ hasText: /Engagement \d+/ })
    .evaluateAll((rows) => rows.map((r) => Number(/Engagement (\d+)/.exec(r.textContent ?? "")?.[1] ?? -1)));
  expect(scores.length).toBeGreaterThan(0);
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  expect(scores[0]).toBeGreaterThanOrEqual(20);
  await page.goto("/command-center/sales/leads?f.engagement=warm&sort=-engagement");
  await expect(page.getByRole("link", { name: `Eve Engaged ${stamp}` })).toBeVisible();
  await expectAccessible(page);
  await shotForReview(page, "revenue-engagement-list");
});
