import { expect, expectAccessible, login, newVerifiedUser, test } from "../fixtures.ts";

test("an employee without an employee profile lands on a page that says so and whom to ask, and nothing loops", async ({
  page,
  browser,
}) => {
  const user = await newVerifiedUser(page, browser, ["employee"]);
  for (const path of ["/employee/dashboard", "/employee", "/employee/no-such-page", "/employee/new"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page, path).toHaveURL(/\/employee\/new$/);
    await expect(
      page.getByRole("heading", { name: "Your employee profile is not set up yet" }),
    ).toBeVisible();
  }
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByText("Employee profiles are created by an administrator.")).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@emberforge.example" })).toHaveAttribute(
    "href",
    "mailto:hello@emberforge.example",
  );
  // Inside the app (data requests, no reload) it is the same: the portal's own Dashboard link and
  // the account menu's Employee Portal both end here, without a redirect loop.
  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/employee\/new$/);
  await page.goto("/");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("link", { name: "Employee Portal" }).click();
  await expect(page).toHaveURL(/\/employee\/new$/);
  await expect(page.getByRole("heading", { name: "Your employee profile is not set up yet" })).toBeVisible();
  await expectAccessible(page);
});

test("an employee with a profile is sent from /employee/new to the dashboard", async ({ page }) => {
  await login(page, "employee");
  await page.goto("/employee/new");
  await expect(page).toHaveURL(/\/employee\/dashboard$/);
});
