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

test("sign out from the Command Center says 'Successfully signed out' and goes to /auth", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center");
  await page.getByRole("button", { name: /^Account menu for / }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expectToast(page, "Successfully signed out");
  await expect(page).toHaveURL(/\/auth$/);
  expect((await (await page.request.get("/api/identity/me")).json()).user).toBeNull();
});

test("sign out from the employee portal says 'Successfully logged out' and goes to /auth", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/employee/dashboard");
  await page
    .getByRole("navigation", { name: "Employee portal" })
    .getByRole("button", { name: "Sign Out" })
    .click();
  await expectToast(page, "Successfully logged out");
  await expect(page).toHaveURL(/\/auth$/);
});

test("sessions are http-only cookies", async ({ page, context }) => {
  await login(page, "employee");
  const cookies = await context.cookies();
  const sessionCookie = cookies.find((c) => c.name.includes("session_token"));
  expect(sessionCookie?.httpOnly).toBe(true);
  expect(sessionCookie?.sameSite).toBe("Lax");
});

test("a refusal keeps the session: the header stays signed in and the page says why", async ({ page }) => {
  await login(page, "workspace");
  // Straight to the page, and through the account menu inside the app.
  await page.goto("/command-center");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcommand-center&reason=role%3Aemployee/);
  await expect(page.getByRole("status")).toHaveText(
    "Access denied: employee role required (signed in as workspace@demo.agency.example)",
  );
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(
    page.getByRole("banner").getByText("workspace@demo.agency.example", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);

  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("link", { name: "Employee Portal" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Femployee%2Fdashboard&reason=role%3Aemployee/);
  await expect(page.getByRole("status")).toContainText("signed in as workspace@demo.agency.example");
  // The menu may still be open from the click that navigated; open it only if it is closed.
  const menu = page.getByRole("button", { name: "Account menu" });
  if ((await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  const me = await page.request.get("/api/identity/me");
  expect(me.status()).toBe(200);
});

test("a signed-in user following a tab-prefixed redirect stays on the site", async ({ page }) => {
  await login(page, "workspace");
  await page.goto("/auth?redirect=/%09/evil.example/x");
  // Sent home, or refused by the shared text rule: either way still on our own site.
  await page.waitForLoadState();
  expect(new URL(page.url()).hostname).toBe("127.0.0.1");
});

test("signing in with a redirect to another site or a private address lands on our own page", async ({
  page,
}) => {
  await page.goto(`/auth?redirect=${encodeURIComponent("http://169.254.169.254/latest/meta-data/")}`);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin|\/command-center/);
});
