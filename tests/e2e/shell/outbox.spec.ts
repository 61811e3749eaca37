import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

test("a sign-up's verification email is readable in the outbox and its link verifies the address", async ({
  page,
  browser,
}) => {
  const email = `verify-${Date.now()}@example.org`;
  const res = await page.request.post("/api/identity/sign-up", {
    data: { email, password: "verify-pass" },
    headers: { origin: DEMO_URL },
  });
  expect(res.status()).toBe(201);

  const adminContext = await browser.newContext({ baseURL: DEMO_URL });
  const admin = await adminContext.newPage();
  await login(admin, "admin");
  await admin.goto("/command-center/outbox");
  await expect(admin.getByRole("heading", { name: "Outbox" })).toBeVisible();
  await expectAccessible(admin);
  const item = admin.getByRole("listitem").filter({ hasText: `To ${email}` });
  await item.getByText("Verify your email").click();
  // The HTML part as the recipient sees it, sandboxed; times say their zone.
  const frame = item.locator('iframe[title^="HTML version"]');
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute("sandbox")).toBe("");
  await expect(
    admin.frameLocator('iframe[title^="HTML version"]').first().getByText("Verify my email"),
  ).toBeVisible();
  await expect(item.locator("time").first()).toContainText(/UTC$/);
  const href = await item.getByRole("link", { name: /verify-email/ }).getAttribute("href");
  expect(href).toContain("/api/auth/verify-email?token=");
  // Settings · Team: no role for an address nobody has proved yet.
  await admin.goto("/command-center/settings/team");
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Unverified")).toBeVisible();
  await expect(row.getByRole("checkbox", { name: `Employee role for ${email}` })).toBeDisabled();

  await page.goto(href!);
  await expect(page).toHaveURL(/\/\?verified=1$/);
  await expectToast(page, "Your email address is verified.");
  const me = await (await page.request.get("/api/identity/me")).json();
  expect(me.user.emailVerified).toBe(true);

  await admin.reload();
  await expect(row.getByText("Verified", { exact: true })).toBeVisible();
  await expect(row.getByRole("checkbox", { name: `Employee role for ${email}` })).toBeEnabled();
  await adminContext.close();
});

test("the outbox is for admins only", async ({ page }) => {
  await login(page, "employee");
  await page.goto("/command-center/outbox");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcommand-center%2Foutbox&reason=role%3Aadmin/);
});
