import { expect, expectAccessible, login, test } from "../fixtures.ts";

test("an admin opens the generated API reference from Settings > Integrations", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/command-center/settings/integrations");
  await expect(page.getByRole("heading", { name: "API", exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Open the API reference" }).click();
  await expect(page).toHaveURL(/\/command-center\/settings\/integrations\/api$/);
  // Scalar renders the document's operations, grouped by slice, by their summaries. A click that
  // lands before Scalar has attached its handlers (it renders the sidebar first) is lost, so the
  // group is opened until Scalar shows it open.
  await expect(async () => {
    const open = page.getByRole("button", { name: "Open Group - crm" });
    if (await open.isVisible()) await open.click();
    await expect(page.getByRole("button", { name: "Close Group - crm" })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText("Moves a deal one step or to a dropped column").first()).toBeVisible({
    timeout: 20_000,
  });
});

test("the API reference stays closed to employees who are not admins", async ({ page }) => {
  await login(page, "employee");
  await page.goto("/command-center/settings/integrations");
  await expect(page.getByText("Only admins manage integrations.")).toBeVisible();
  const res = await page.request.get("/command-center/settings/integrations/api", { maxRedirects: 0 });
  expect([302, 303, 403]).toContain(res.status());
});
