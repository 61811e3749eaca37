import { expect, expectToast, login, test } from "../fixtures.ts";
import { addEmployee, unique } from "./helpers.ts";

test.describe("the gate and the shell", () => {
  test("anonymous visitors are asked to log in; unknown portal pages lead to the dashboard", async ({
    page,
  }) => {
    await page.goto("/employee/time-off");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Femployee%2Ftime-off&reason=portal-login/);
    await expectToast(page, "Please log in to access the employee portal");
    await login(page, "employee");
    for (const path of ["/employee", "/employee/no-such-page", "/employee/profile/x/y"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/employee\/dashboard$/);
    }
  });

  test("the sidebar 'Employee Portal' links every page of the portal", async ({ page }) => {
    await login(page, "employee");
    await page.goto("/employee/dashboard");
    const nav = page.getByRole("navigation", { name: "Employee portal" });
    const pages: [string, string, RegExp][] = [
      ["Profile", "My Profile", /\/employee\/profile$/],
      ["Schedule", "My Schedule", /\/employee\/schedule$/],
      ["Time Off", "Time Off Requests", /\/employee\/time-off$/],
      ["Goals", "Goals", /\/employee\/goals$/],
      ["Handbook", "Employee Handbook", /\/employee\/handbook$/],
      ["Organization", "Organizational Structure", /\/employee\/organization$/],
      ["Dashboard", "Welcome, Eli", /\/employee\/dashboard$/],
    ];
    for (const [link, heading, url] of pages) {
      await nav.getByRole("link", { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole("link", { name: link })).toHaveAttribute("aria-current", "page");
    }
    await expect(nav.getByRole("button", { name: "Sign Out" })).toBeVisible();
  });

  test("at 390 px the sidebar is a drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, "employee");
    await page.goto("/employee/dashboard");
    await expect(page.getByRole("navigation", { name: "Employee portal" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Employee Portal" });
    await drawer.getByRole("link", { name: "Goals" }).click();
    await expect(page).toHaveURL(/\/employee\/goals$/);
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("button", { name: "Sign Out" }).click();
    await expectToast(page, "Successfully logged out");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("at 390 px the admin's employee cards keep within the page's margins", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, "admin");
    await page.goto("/employee/dashboard?tab=employees");
    const search = await page.getByRole("searchbox", { name: "Search employees" }).boundingBox();
    const cards = page
      .getByRole("list")
      .filter({ has: page.getByRole("link", { name: /, / }) })
      .getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const box = await card.boundingBox();
      expect(box!.x + box!.width, "card's right edge").toBeLessThanOrEqual(search!.x + search!.width + 0.5);
    }
  });
});

test.describe("dashboard", () => {
  test("an employee sees the metrics, the profile overview and the next three schedule entries", async ({
    page,
  }) => {
    await login(page, "employee");
    await page.goto("/employee/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Eli" })).toBeVisible();
    const metrics = page.getByRole("region", { name: "Your metrics" });
    await expect(metrics.getByText("4.3 / 5.0")).toBeVisible();
    await expect(metrics.getByRole("heading", { name: "Days available" })).toBeVisible();
    await expect(
      metrics.getByText(/^vacation days of 25 in \d{4}: \d+ approved, \d+ pending$/),
    ).toBeVisible();
    await expect(metrics.getByRole("heading", { name: "Remote work" })).toBeVisible();
    await expect(page.getByText("Jonah Reyes")).toBeVisible();
    await expect(page.getByRole("link", { name: "Employees" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Upcoming schedule" }).getByRole("listitem")).toHaveCount(
      3,
    );
  });

  test("an admin's Employees tab sorts by last name both ways, shows an org chart and non-active statuses", async ({
    page,
  }) => {
    await login(page, "admin");
    await page.goto("/employee/dashboard");
    await page.getByRole("link", { name: "Employees" }).click();
    const names = page.getByRole("listitem").getByRole("heading", { level: 3 });
    await expect(names.first()).toHaveText("Al-Sayed, Fatima");
    await page.getByRole("link", { name: /switch to Z to A/ }).click();
    await expect(names.first()).toHaveText(/^[W-Z]/);
    await page.getByRole("link", { name: /switch to A to Z/ }).click();
    await expect(names.first()).toHaveText("Al-Sayed, Fatima");
    // The demo's resigned copywriter shows her status on the card.
    await expect(
      page.getByRole("listitem").filter({ hasText: "Moreno, Rita" }).getByText("Resigned"),
    ).toBeVisible();
    await page.getByRole("link", { name: "Org Chart" }).click();
    const chart = page.getByRole("list", { name: "Organization chart" });
    await expect(chart.getByRole("link", { name: "Avery Stone" })).toBeVisible();
    await expect(chart.getByRole("link", { name: "Maya Okafor" })).toBeVisible();
    await chart.getByRole("button", { name: "Show the reports of Jonah Reyes" }).click();
    await expect(chart.getByRole("link", { name: "Eli Navarro" })).toBeVisible();
  });
});

test.describe("employee administration", () => {
  test("the form: department-dependent titles, 'Other' reveals text inputs, the profile shows what was saved", async ({
    page,
  }) => {
    const last = unique("Other");
    await login(page, "admin");
    await page.goto("/employee/new");
    await expect(page.getByLabel("Title")).toBeDisabled();
    await page.getByLabel("Department").selectOption("Finance and Administration");
    await expect(page.getByLabel("Title").locator("option", { hasText: "Controller" })).toHaveCount(1);
    await expect(page.getByLabel("Title").locator("option", { hasText: "Product Designer" })).toHaveCount(0);
    await page.getByLabel("Department").selectOption("Other");
    await page.getByLabel("Department name").fill("Legal");
    await page.getByLabel("Title").selectOption("Other");
    await page.getByLabel("Job title").fill("General Counsel");
    await page.getByLabel("First name *").fill("Lena");
    await page.getByLabel("Last name *").fill(last);
    await page.getByLabel("Work email *").fill(`${last.toLowerCase()}@example.org`);
    await page.getByLabel(/Email an invitation/).uncheck();
    await page.getByRole("checkbox", { name: "Peanuts" }).check();
    await page.getByRole("checkbox", { name: "Other" }).first().check();
    await page.getByLabel("Other allergies").fill("Bee stings");
    await page.getByRole("checkbox", { name: "Vegetarian" }).check();
    await page.getByRole("button", { name: "Add employee" }).click();
    await expectToast(page, "Employee created successfully");
    await page
      .getByRole("link", { name: `${last}, Lena` })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: `Lena ${last}` })).toBeVisible();
    await expect(page.getByText("General Counsel · Legal")).toBeVisible();
    await expect(page.getByText("Peanuts, Bee stings")).toBeVisible();
    await expect(page.getByText("Vegetarian")).toBeVisible();
  });

  test("archive needs a reason; admin access asks 'Disable Admin Access?'; delete asks first", async ({
    page,
  }) => {
    const last = unique("Leaver");
    await login(page, "admin");
    await addEmployee(page, { firstName: "Lou", lastName: last, email: `${last.toLowerCase()}@example.org` });
    await page.goto(`/employee/dashboard?tab=employees&edit=1&q=${last}`);
    const card = page.getByRole("listitem").filter({ hasText: last });

    await card.getByRole("switch", { name: `Admin access for Lou ${last}` }).click();
    await expectToast(page, "Admin access granted");
    await expect(card.getByRole("switch", { name: `Admin access for Lou ${last}` })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await card.getByRole("switch", { name: `Admin access for Lou ${last}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Disable Admin Access?" });
    await confirm.getByRole("button", { name: "Disable" }).click();
    await expectToast(page, "Admin access revoked");

    await card.getByRole("button", { name: `Archive Lou ${last}` }).click();
    const archive = page.getByRole("dialog", { name: `Archive Lou ${last}` });
    await archive.getByLabel("Status").selectOption("terminated");
    await archive.getByRole("button", { name: "Archive employee" }).click();
    await expect(archive.getByText("Please give a reason for archiving")).toBeVisible();
    await archive.getByLabel("Reason").fill("End of contract");
    await archive.getByRole("button", { name: "Archive employee" }).click();
    await expectToast(page, "Employee archived successfully");
    await expect(card.getByText("Terminated")).toBeVisible();

    await card.getByRole("button", { name: `Delete Lou ${last}` }).click();
    const del = page.getByRole("alertdialog", { name: `Delete Lou ${last} permanently?` });
    await del.getByRole("button", { name: "Cancel" }).click();
    await expect(card).toBeVisible();
    await card.getByRole("button", { name: `Delete Lou ${last}` }).click();
    await del.getByRole("button", { name: "Delete permanently" }).click();
    await expectToast(page, "Employee deleted successfully");
    await expect(page.getByRole("listitem").filter({ hasText: last })).toHaveCount(0);
  });

  test("the reporting line is chosen from other profiles, never from one's own reports", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/employee/organization?view=chart");
    await page.getByRole("link", { name: "Maya Okafor" }).click();
    await expect(page).toHaveURL(/\/employee\/profile\/[0-9a-f-]{36}$/);
    const id = page.url().split("/").pop();
    await page.goto(`/employee/reporting/${id}`);
    await expect(page.getByRole("heading", { name: "Reporting line: Maya Okafor" })).toBeVisible();
    const options = page.getByLabel("Manager").locator("option");
    await expect(options.filter({ hasText: "Jonah Reyes" })).toHaveCount(0);
    await expect(options.filter({ hasText: "Eli Navarro" })).toHaveCount(0);
    await expect(options.filter({ hasText: "Grace Liu" })).toHaveCount(1);
    await page.getByLabel("Manager").selectOption({ label: "Grace Liu, Head of Product" });
    await page.getByRole("button", { name: "Save reporting line" }).click();
    await expectToast(page, "Employee updated successfully");
    await expect(page.getByRole("link", { name: "Grace Liu" })).toBeVisible();
    // Back to the CEO (the demo's reporting line), seen in the chain above her.
    await page.getByLabel("Manager").selectOption({ label: "Avery Stone, Chief Executive Officer" });
    await page.getByRole("button", { name: "Save reporting line" }).click();
    await expect(page.getByRole("link", { name: "Grace Liu" })).toHaveCount(0);
  });
});

test.describe("self-service and privacy", () => {
  test("a colleague's profile shows no health data, emergency contact or personal details", async ({
    page,
  }) => {
    await login(page, "employee");
    await page.goto("/employee/organization");
    await page.getByRole("link", { name: "Avery Stone" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Avery Stone" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Basic information" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Health information" })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Emergency contact" })).toHaveCount(0);
    await expect(page.getByText("Personal phone")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit profile" })).toHaveCount(0);
    await page.goto("/employee/profile");
    await expect(page.getByRole("heading", { name: "Health information" })).toBeVisible();
  });

  test("an employee edits the personal parts of their own profile", async ({ page }) => {
    await login(page, "employee");
    await page.goto("/employee/profile");
    await page.getByRole("link", { name: "Edit profile" }).click();
    await expect(page.getByLabel("First name *")).toBeDisabled();
    await page.getByLabel("Contact name").fill("Marisol Navarro");
    await page.getByLabel("Relationship").fill("Sister");
    await page.getByLabel("Contact phone").fill("(202) 555-0188");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectToast(page, "Employee updated successfully");
    await expect(page.getByText("Marisol Navarro")).toBeVisible();
  });

  test("handbook category filters, schedule upcoming first", async ({ page }) => {
    await login(page, "employee");
    await page.goto("/employee/handbook");
    const all = await page.getByRole("article").count();
    expect(all).toBeGreaterThanOrEqual(8);
    await page.getByRole("button", { name: "Time Off and Leave" }).click();
    await expect(page.getByRole("button", { name: "Time Off and Leave" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByRole("article")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: "Annual leave" })).toBeVisible();
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(page.getByRole("article")).toHaveCount(all);
    await page.goto("/employee/schedule");
    const sections = page.getByRole("heading", { level: 2 });
    await expect(sections.first()).toHaveText("Upcoming");
  });

  test("goals: New Goal, progress colours, and weekly and monthly text reports", async ({ page }) => {
    const title = unique("Learn Rust");
    await login(page, "employee");
    await page.goto("/employee/goals");
    await page.getByRole("button", { name: "New Goal" }).click();
    const dialog = page.getByRole("dialog", { name: "New Goal" });
    await expect(dialog.getByText("Company goal")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Create goal" }).click();
    await expect(dialog.getByText("Please enter a goal title")).toBeVisible();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description").fill("Finish the book");
    await dialog.getByRole("button", { name: "Create goal" }).click();
    await expectToast(page, "Goal created successfully");
    await expect(page.getByRole("progressbar", { name: `Progress of ${title}` })).toHaveAttribute(
      "data-tone",
      "grey",
    );
    await expect(
      page.getByRole("progressbar", { name: /Progress of Ship the client portal/ }),
    ).toHaveAttribute("data-tone", "green");
    await expect(page.getByRole("progressbar", { name: /Progress of Complete the AWS/ })).toHaveAttribute(
      "data-tone",
      "blue",
    );
    await expect(
      page.getByRole("progressbar", { name: /Progress of Mentor the engineering intern/ }),
    ).toHaveAttribute("data-tone", "yellow");

    const weekly = page.waitForEvent("download");
    await page.getByRole("button", { name: "Weekly report" }).click();
    const file = await weekly;
    expect(file.suggestedFilename()).toMatch(/^goals-weekly-report-\d{4}-\d{2}-\d{2}\.txt$/);
    await expectToast(page, "Weekly report generated");
    const monthly = page.waitForEvent("download");
    await page.getByRole("button", { name: "Monthly report" }).click();
    expect((await monthly).suggestedFilename()).toMatch(/^goals-monthly-report-\d{4}-\d{2}-\d{2}\.txt$/);
    await expectToast(page, "Monthly report generated");
  });
});
