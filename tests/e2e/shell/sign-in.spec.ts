import { SECURITY_MESSAGES } from "#src/features/identity/identity.contract.ts";
import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { FRESH_SETUP_CODE } from "../ports.ts";

test.describe("/auth in demo mode", () => {
  test("lists the demo accounts, prefills the login and takes staff to the Command Center", async ({
    page,
  }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Sign Up" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Demo accounts" })).toBeVisible();
    await expect(page.locator("#login-email")).toHaveValue("admin@demo.agency.example");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectToast(page, "Successfully logged in");
    await expect(page).toHaveURL(/\/command-center$/);
    await expect(page.getByRole("heading", { name: "Command Center", level: 1 })).toBeVisible();
  });

  test("requires email and password", async ({ page }) => {
    await page.goto("/auth");
    await page.locator("#login-email").fill("");
    await page.locator("#login-password").fill("");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("shows the server's message for a wrong password", async ({ page }) => {
    await page.goto("/auth");
    await page.locator("#login-password").fill("not-the-password");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectToast(page, "Invalid email or password");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("signs up a new user with no staff role and sends them home", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    const email = `visitor-${Date.now()}@example.org`;
    await page.locator("#signup-email").fill(email);
    await page.locator("#signup-password").fill("visitor-pass");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    // The toasts must reach the home page, which the router reloads (decision 051): check them
    // on the reloaded document, not on the page that sent them.
    await page.waitForFunction(
      () =>
        location.pathname === "/" &&
        !("__reactRouterContext" in window) &&
        document.documentElement.dataset.hydrated === "true",
    );
    await expectToast(page, "Registration successful! Please check your email for verification.");
    await expectToast(
      page,
      "You are signed in. Until you open the link in that email, this account can use the site and its tools but cannot be given a staff role.",
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("contentinfo").getByText(email)).toBeVisible();
  });

  test("sign-up says what it does: the verification email is in the outbox, the profile says the address is not verified until its link is opened", async ({
    page,
    browser,
  }) => {
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await expect(
      page.getByText(
        "We email you a link to verify your address. You are signed in straight away; a staff role can only be given once the address is verified.",
      ),
    ).toBeVisible();
    const email = `unverified-${Date.now()}@example.org`;
    await page.locator("#signup-email").fill(email);
    await page.locator("#signup-password").fill("visitor-pass");
    await page.getByRole("button", { name: "Sign Up", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page is a static page that the router reloads (decision 051): wait for the reloaded
    // document (no router in it), so the next navigation does not race the reload.
    await page.waitForFunction(
      () => !("__reactRouterContext" in window) && document.documentElement.dataset.hydrated === "true",
    );
    await page.goto("/profile");
    await expect(page.getByText(/^Email address: Not verified yet/)).toBeVisible();

    const adminContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const admin = await adminContext.newPage();
    await login(admin, "admin", new URL(page.url()).origin);
    await admin.goto("/command-center/outbox");
    const item = admin.getByRole("listitem").filter({ hasText: `To ${email}` });
    await expect(item).toHaveCount(1);
    await item.getByText("Verify your email").click();
    const href = await item.getByRole("link", { name: /verify-email/ }).getAttribute("href");
    await adminContext.close();

    await page.goto(href!);
    await page.goto("/profile");
    await expect(page.getByText("Email address: Verified")).toBeVisible();
  });
});

test.describe("/admin/login", () => {
  test('refuses an employee with "You don\'t have admin privileges."', async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
    await page.locator("#admin-email").fill("employee@demo.agency.example");
    await page.locator("#admin-password").fill("demo-employee-pass");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectToast(page, "You don't have admin privileges.");
    await expect(page).toHaveURL(/\/admin\/login$/);
    const me = await page.request.get("/api/identity/me");
    expect((await me.json()).user).toBeNull();
  });

  test('admits the admin with "Logged in successfully!"', async ({ page }) => {
    await page.goto("/admin/login");
    await expectAccessible(page);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectToast(page, "Logged in successfully!");
    await expect(page).toHaveURL(/\/command-center$/);
  });
});

test.describe("/employee/login", () => {
  test("validates with the portal's messages", async ({ page }) => {
    await page.goto("/employee/login");
    await page.locator("#employee-email").fill("not-an-email");
    await page.locator("#employee-password").fill("12345");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
    await expectAccessible(page);
  });

  test("refuses an account without an employee profile", async ({ page }) => {
    await page.goto("/employee/login");
    await page.locator("#employee-email").fill("workspace@demo.agency.example");
    await page.locator("#employee-password").fill("demo-workspace-pass");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectToast(page, "No employee profile found");
  });

  test("signs an employee into the portal", async ({ page }) => {
    await page.goto("/employee/login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expectToast(page, "Successfully logged in");
    await expect(page).toHaveURL(/\/employee\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome, Eli" })).toBeVisible();
  });
});

test("first run: /auth offers Create Admin Account, then the login tabs", async ({ page, freshServer }) => {
  await page.goto(`${freshServer}/auth`);
  await expect(page.getByRole("heading", { name: "Create Admin Account" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Demo accounts" })).toHaveCount(0);
  await expectAccessible(page);
  await page.locator("#create-admin-email").fill("owner@agency.example");
  await page.locator("#create-admin-password").fill("owner-pass");
  // Without the setup code from the server log, nobody becomes admin.
  await page.getByLabel("Setup code").fill("WRONG-CODE-1234");
  await page.getByRole("button", { name: "Create Admin Account" }).click();
  await expectToast(page, SECURITY_MESSAGES.setupCodeWrong);
  await expect(page.getByRole("heading", { name: "Create Admin Account" })).toBeVisible();
  await page.getByLabel("Setup code").fill(FRESH_SETUP_CODE.toLowerCase());
  await page.getByRole("button", { name: "Create Admin Account" }).click();
  await expectToast(page, "Admin account created successfully! Please verify your email.");
  await expect(page.getByRole("tab", { name: "Login" })).toBeVisible();
  await page.locator("#login-email").fill("owner@agency.example");
  await page.locator("#login-password").fill("owner-pass");
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(`${freshServer}/command-center`);
  await expect(page.getByRole("heading", { level: 1, name: "Command Center" })).toBeVisible();
  // The new admin manages the team from Settings · Team.
  await page
    .getByRole("navigation", { name: "Command Center", exact: true })
    .getByRole("link", { name: "Team" })
    .click();
  await expect(page.getByRole("table", { name: /^Team members and their roles/ })).toBeVisible();
});
