import { expect, expectToast, login, test } from "../fixtures.ts";

test("an anonymous visitor is sent to /auth and comes back after login", async ({ page }) => {
  await page.goto("/command-center");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcommand-center&reason=role%3Aemployee/);
  await expect(page.getByRole("status")).toHaveText("Access denied: employee role required");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/command-center$/);
});

test("a signed-in user without the role sees 'Access denied: employee role required'", async ({ page }) => {
  await login(page, "workspace");
  await page.goto("/employee/dashboard");
  await expect(page).toHaveURL(/\/auth\?/);
  await expectToast(page, "Access denied: employee role required");
  await expect(page.getByRole("status")).toContainText("signed in as workspace@demo.agency.example");
});

test("the employee portal asks anonymous visitors to log in", async ({ page }) => {
  await page.goto("/employee/dashboard");
  await expectToast(page, "Please log in to access the employee portal");
});

test("the API enforces the same rule: 401 anonymous, 403 wrong role", async ({ page }) => {
  expect((await page.request.get("/api/identity/users")).status()).toBe(401);
  await login(page, "employee");
  const res = await page.request.get("/api/identity/users");
  expect(res.status()).toBe(403);
  expect((await res.json()).error).toBe("Access denied: admin role required");
});

test("sign out from the account menu clears storage, goes to /auth and says so", async ({ page }) => {
  await login(page, "employee");
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("preferred-segment", "enterprise"));
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expectToast(page, "Successfully logged out");
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem("preferred-segment"))).toBeNull();
  expect((await (await page.request.get("/api/identity/me")).json()).user).toBeNull();
});

test("sign out from the mobile drawer goes home", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, "employee");
  await page.goto("/auth?reason=login");
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByText("Eli Employee")).toBeVisible();
  await drawer.getByRole("button", { name: "Sign out" }).click();
  await expectToast(page, "Successfully logged out");
  await expect(page).toHaveURL(/\/$/);
});

test("sessions are http-only cookies", async ({ page, context }) => {
  await login(page, "employee");
  const cookies = await context.cookies();
  const sessionCookie = cookies.find((c) => c.name.includes("session_token"));
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.sameSite).toBe("Lax");
});
