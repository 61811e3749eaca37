import { expect, expectAccessible, expectToast, login, test, withHydration } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// A year no other spec touches, so the policy set here changes nobody else's balance.
const YEAR = new Date().getUTCFullYear() + 3;

/** The first Tuesday of March of that year (a working day). */
function tuesday(): string {
  let d = new Date(Date.UTC(YEAR, 2, 1));
  while (d.getUTCDay() !== 2) d = new Date(d.getTime() + 86_400_000);
  return d.toISOString().slice(0, 10);
}

test("an administrator keeps the time-off policy; an employee's request follows it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await login(page, "admin");
  await page.goto("/employee/time-off");
  await page.getByRole("link", { name: "Time-off policy" }).click();
  await expect(page.getByRole("heading", { name: "Time-off Policy" })).toBeVisible();
  await page.goto(`/employee/time-off/policy?year=${YEAR}`);
  await expect(page.getByRole("heading", { name: `Allowances for ${YEAR}` })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${YEAR} follows the policy of \\d{4}`))).toBeVisible();
  await expectAccessible(page);

  // Bad input is refused field by field, with the policy's message.
  await page.getByLabel("Vacation days").fill("");
  await page.getByLabel("Sick days").fill("2.25");
  await page.getByRole("button", { name: `Save policy for ${YEAR}` }).click();
  await expect(page.getByText("Enter days from 0 to 366, in whole or half days")).toHaveCount(2);

  await page.getByLabel("Vacation days").fill("20");
  await page.getByLabel("Sick days").fill("8");
  await page.getByLabel("Personal days").fill("2.5");
  await page.getByLabel("Other leave days").fill("1");
  await page.getByLabel("Carry-over cap").fill("4");
  await page.getByRole("button", { name: `Save policy for ${YEAR}` }).click();
  await expectToast(page, `Time-off policy for ${YEAR} saved`);
  await page.reload();
  await expect(page.getByLabel("Personal days")).toHaveValue("2.5");
  await expect(page.getByText(/Working days per calendar year for every employee/)).toBeVisible();

  // A public holiday for every location; then removed again.
  await page.getByRole("button", { name: "Add holiday" }).click();
  await expect(page.getByText("Please enter the holiday's name")).toBeVisible();
  await page.getByLabel("Holiday date").fill(`${YEAR}-07-06`);
  await page.getByLabel("Holiday name").fill("Founders' Day");
  await page.getByRole("button", { name: "Add holiday" }).click();
  await expectToast(page, "Public holiday added");
  await expect(page.getByRole("listitem").filter({ hasText: "Founders' Day" })).toContainText(
    "All locations",
  );
  await page.getByRole("button", { name: /^Remove Founders' Day/ }).click();
  await expectToast(page, "Public holiday removed");
  await expect(page.getByText(`No public holidays entered for ${YEAR}.`)).toBeVisible();

  // One employee's own allowance.
  await page.getByRole("button", { name: "Save override" }).click();
  await expect(page.getByText("Choose an employee")).toBeVisible();
  await page.getByLabel("Employee", { exact: true }).selectOption({ label: "Eli Navarro" });
  await page.getByLabel("Leave type").selectOption("personal");
  await page.getByLabel("Days", { exact: true }).fill("0.5");
  await page.getByRole("button", { name: "Save override" }).click();
  await expectToast(page, "Allowance override saved");
  await expect(page.getByRole("listitem").filter({ hasText: "Eli Navarro" })).toContainText(
    "Personal: 0.5 days",
  );

  // The employee: no policy link, no policy page; a half day of personal leave fits the override.
  const context = await browser.newContext({ baseURL: DEMO_URL });
  const eli = withHydration(await context.newPage());
  await login(eli, "employee");
  await eli.goto("/employee/time-off");
  await expect(eli.getByRole("heading", { name: "Time Off Requests" })).toBeVisible();
  await expect(eli.getByRole("link", { name: "Time-off policy" })).toHaveCount(0);
  await eli.getByRole("button", { name: "New Request" }).click();
  const dialog = eli.getByRole("dialog", { name: "New Time Off Request" });
  await dialog.getByLabel("Type").selectOption("personal");
  await dialog.getByLabel("Start date").fill(tuesday());
  await dialog.getByLabel("End date").fill(tuesday());
  await dialog.getByLabel("Half day").check();
  await expect(dialog.getByText(/^Up to 0.5 working days/)).toBeVisible();
  await dialog.getByRole("button", { name: "Submit request" }).click();
  await expectToast(eli, "Time off request submitted successfully");
  await expect(eli.getByText(/0.5 working days · requested/)).toBeVisible();
  await eli.goto(`/employee/time-off/policy?year=${YEAR}`);
  await expect(eli.getByText("Only portal administrators can do this.").first()).toBeVisible();
  await context.close();
});
