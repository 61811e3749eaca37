import { expect, expectAccessible, expectToast, test } from "../fixtures.ts";
import { FRESH_SETUP_CODE, PEOPLE_FIRST_RUN_PORT } from "../ports.ts";
import { startServer, type TestServer } from "../servers.ts";

// A fresh instance of our own (the shared first-run server belongs to the sign-in spec).
let server: TestServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer(PEOPLE_FIRST_RUN_PORT, { demo: false });
});
test.afterAll(async () => {
  await server?.stop();
});

test("first run: the first user creates their own profile, becomes the portal's administrator and finds the handbook", async ({
  page,
}) => {
  const base = server.url;
  const owner = { email: "founder@agency.example", password: "founder-pass" };
  const created = await page.request.post(`${base}/api/identity/first-admin`, {
    data: { ...owner, setupCode: FRESH_SETUP_CODE },
    headers: { origin: base },
  });
  expect(created.status(), await created.text()).toBe(201);
  const signedIn = await page.request.post(`${base}/api/identity/sign-in`, {
    data: { ...owner, portal: "general" },
    headers: { origin: base },
  });
  expect(signedIn.status()).toBe(200);

  await page.goto(`${base}/employee`);
  await expect(page).toHaveURL(`${base}/employee/new`);
  await expect(page.getByRole("heading", { name: "Welcome to the Employee Portal" })).toBeVisible();
  await expect(page.getByText("You are the first one here.")).toBeVisible();
  await expectAccessible(page);
  // Start date defaults to today; nothing else is filled in.
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  await expect(page.getByLabel("Start date *")).toHaveValue(today);
  await page.getByRole("button", { name: "Create my profile" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();

  await page.getByLabel("First name *").fill("Fran");
  await page.getByLabel("Last name *").fill("Founder");
  await page.getByLabel("Work email *").fill(owner.email);
  // A new deployment has no departments, titles or offices yet (decision 048): "Other" and typing.
  await expect(page.getByTestId("org-lists-empty")).toContainText(
    "No departments or office locations are set up yet.",
  );
  await page.getByLabel("Department").selectOption("Other");
  await page.getByLabel("Department name").fill("Executive Leadership");
  await page.getByLabel("Title").selectOption("Other");
  await page.getByLabel("Job title").fill("Chief Executive Officer");
  await page.getByRole("button", { name: "Create my profile" }).click();
  await expectToast(page, "Profile created successfully");
  await expect(page).toHaveURL(`${base}/employee/dashboard`);
  await expect(page.getByRole("heading", { name: "Welcome, Fran" })).toBeVisible();
  // Admin by default: the Employees tab, where she is the only one so far.
  await page.getByRole("link", { name: "Employees" }).click();
  await expect(page.getByText("Showing 1–1 of 1 employee")).toBeVisible();
  await expect(page.getByRole("link", { name: "Founder, Fran" })).toBeVisible();
  await expect(page.getByText("Admin", { exact: true })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Employee portal" })
    .getByRole("link", { name: "Handbook" })
    .click();
  await expect(page.getByRole("heading", { name: "Employee Handbook" })).toBeVisible();
  expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(8);
});
