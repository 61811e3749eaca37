import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessibleInBothThemes,
  expectToast,
  login,
  shotForReview,
  test,
  WIDTHS,
  withHydration,
} from "../fixtures.ts";

// The org lists (decision 048): an admin keeps offices, departments and job titles; the employee
// form offers them. Names carry a run id so the shared demo data keeps every other spec's values.

async function shots(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["dark", "light"]) {
      await page.evaluate((t) => document.documentElement.classList.toggle("dark", t === "dark"), theme);
      await shotForReview(page, `org-lists-${name}-${width}-${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin adds, renames, archives and cannot delete an office in use; the employee form offers the lists", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const office = `Porto ${run}`;
  const dept = `Studio ${run}`;
  const title = `Studio Lead ${run}`;
  await login(withHydration(page), "admin");
  await page.goto("/employee/organization");
  await page.getByRole("link", { name: "Lists" }).click();
  await expect(
    page.getByRole("heading", { name: "Offices, Departments and Titles", level: 1 }),
  ).toBeVisible();
  // The demo writes the agency's offices and departments.
  await expect(page.getByRole("cell", { name: "Arlington Virginia", exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(page);
  await shots(page, "admin");

  // Bad input: a blank name, a duplicate.
  const addOffice = page.getByRole("form", { name: "Add an office" });
  await addOffice.getByRole("button", { name: "Add office" }).click();
  await expect(addOffice.getByText("Please enter a name")).toBeVisible();
  await addOffice.getByLabel("Office name").fill("arlington virginia");
  await addOffice.getByRole("button", { name: "Add office" }).click();
  await expectToast(page, 'There is already an office named "arlington virginia".');

  await addOffice.getByLabel("Office name").fill(office);
  await addOffice.getByRole("button", { name: "Add office" }).click();
  await expectToast(page, "Office added");
  const addDept = page.getByRole("form", { name: "Add a department" });
  await addDept.getByLabel("Department name").fill(dept);
  await addDept.getByRole("button", { name: "Add department" }).click();
  await expectToast(page, "Department added");
  const addTitle = page.getByRole("form", { name: "Add a job title" });
  await addTitle.getByLabel("Department").selectOption({ label: dept });
  await addTitle.getByLabel("Job title name").fill(title);
  await addTitle.getByRole("button", { name: "Add job title" }).click();
  await expectToast(page, "Job title added");

  // Add an employee with them (no invitation).
  await page.goto("/employee/new");
  await page.getByLabel("First name *").fill("Paula");
  await page.getByLabel("Last name *").fill(`Lists${run}`);
  await page.getByLabel("Work email *").fill(`paula.${run}@org-lists.example`);
  await page.getByLabel("Department").selectOption(dept);
  await page.getByLabel("Title").selectOption(title);
  await page.getByLabel("Office location").selectOption(office);
  await page.getByLabel(/Email an invitation/).uncheck();
  await page.getByRole("button", { name: "Add employee" }).click();
  await expectToast(page, "Employee created successfully");

  // Renaming carries over; deleting an office in use is refused; archiving hides it from new choices.
  await page.goto("/employee/organization/lists");
  await page.getByRole("button", { name: `Edit ${office}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${office}` });
  await dialog.getByLabel("Office name").fill(`${office} HQ`);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectToast(page, "Office saved");
  await page.getByRole("button", { name: `Delete ${office} HQ` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expectToast(
    page,
    `The office "${office} HQ" is in use (1 employee), so it cannot be deleted. Archive it instead: it stays on those records but is no longer offered.`,
  );
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: `Archive ${office} HQ` }).click();
  await expectToast(page, "Office archived");
  await expect(
    page.getByRole("row", { name: new RegExp(`${office} HQ`) }).getByText("Archived"),
  ).toBeVisible();
  await page.goto("/employee/new");
  await expect(page.getByLabel("Office location").locator("option", { hasText: `${office} HQ` })).toHaveCount(
    0,
  );
  // The organization page groups the new department.
  await page.goto("/employee/organization");
  await expect(page.getByRole("heading", { name: dept })).toBeVisible();
});

test("an employee reads the lists but has no way to change them", async ({ page }) => {
  await login(withHydration(page), "employee");
  await page.goto("/employee/organization/lists");
  await expect(page.getByRole("cell", { name: "Arlington Virginia", exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "Add an office" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Archive|Delete) / })).toHaveCount(0);
  await shots(page, "employee");
});
