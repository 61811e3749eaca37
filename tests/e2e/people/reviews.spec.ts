import { expect, expectAccessible, expectToast, login, test, withHydration } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";
import { unique } from "./helpers.ts";

test("an administrator writes a review; the employee reads it, without the private notes", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const period = unique("Q4");
  await login(page, "admin");
  await page.goto("/employee/dashboard");
  await page
    .getByRole("navigation", { name: "Employee portal" })
    .getByRole("link", { name: "Reviews" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Performance Reviews" })).toBeVisible();
  await page.getByRole("button", { name: "Write a review" }).click();
  const dialog = page.getByRole("dialog", { name: "Write a Review" });
  await dialog.getByRole("button", { name: "Save review" }).click();
  await expect(dialog.getByText("Choose the employee you are reviewing")).toBeVisible();
  await expect(dialog.getByText("Please enter the review period")).toBeVisible();
  await expect(dialog.getByText("Choose a rating from 1 to 5")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Employee", { exact: true }).selectOption({ label: "Eli Navarro" });
  await dialog.getByLabel("Period").fill(period);
  await dialog.getByLabel("Rating").selectOption("5");
  await dialog.getByLabel("Strengths").fill("Shipped the billing rewrite");
  await dialog.getByLabel("Improvements").fill("Write more design notes");
  await dialog.getByLabel("Private notes", { exact: true }).fill("Promotion candidate");
  await dialog.getByRole("button", { name: "Save review" }).click();
  await expectToast(page, "Review saved");
  const written = page.getByRole("listitem").filter({ hasText: period });
  await expect(written).toContainText("Eli Navarro");
  await expect(written).toContainText("Promotion candidate");

  const context = await browser.newContext({ baseURL: DEMO_URL });
  const eli = withHydration(await context.newPage());
  await login(eli, "employee");
  await eli.goto("/employee/reviews");
  const mine = eli.getByRole("listitem").filter({ hasText: period });
  await expect(mine).toContainText("Shipped the billing rewrite");
  await expect(mine).toContainText("5 / 5");
  await expect(eli.getByText("Promotion candidate")).toHaveCount(0);
  await expect(eli.getByRole("button", { name: "Write a review" })).toHaveCount(0);
  await eli.goto("/employee/dashboard");
  await expect(eli.getByText(/^Average of \d+ reviews$/)).toBeVisible();
  await context.close();
});
