import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

test("an admin creates a scoped token, sees it once, uses it and revokes it", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/command-center/settings/integrations");
  await page.getByRole("button", { name: "New token" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expect(dialog.getByText("Give the token a name.")).toBeVisible();
  const name = `CRM sync ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("CRM: read", { exact: true }).check();
  await dialog.getByRole("button", { name: "Create token" }).click();
  await expectToast(page, "Token created. Copy it now: it is not shown again.");
  const secret = await dialog.getByLabel("Token").inputValue();
  expect(secret).toMatch(/^agt_/);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Done" }).click();

  // Another system calls the API with it: no cookie, no Origin.
  const leads = await fetch(`${DEMO_URL}/api/crm/leads`, { headers: { authorization: `Bearer ${secret}` } });
  expect(leads.status).toBe(200);
  const write = await fetch(`${DEMO_URL}/api/crm/companies`, {
    method: "POST",
    headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Outside Ltd" }),
  });
  expect(write.status).toBe(403);

  await page.reload();
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByText("active")).toBeVisible();
  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "Token revoked.");
  await expect(row.getByText("revoked")).toBeVisible();
  const after = await fetch(`${DEMO_URL}/api/crm/leads`, { headers: { authorization: `Bearer ${secret}` } });
  expect(after.status).toBe(401);
});
