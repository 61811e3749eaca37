import type { Page } from "@playwright/test";
import { DEMO_ACCOUNTS } from "#db/seed.ts";
import { DEMO_TRENDS } from "#src/features/analytics/server/analytics.seed.ts";
import { DEMO_CAMPAIGNS, DEMO_PLAN } from "#src/features/command-center/content/demo-campaigns.ts";
import { DEMO_SCHEDULE_NOTES } from "#src/features/people/server/people.seed.ts";
import { expect, expectToast, test, WIDTHS } from "../fixtures.ts";
import { type Deployment, PUBLIC, setupCodeFromLog, startDeployment } from "./deployment.ts";

// Day one of a real deployment: no demo data, an https PUBLIC_URL in front of the app, the setup
// code read from the start-up log. The first admin sets up the portal, invites a manager and an
// employee who claim their profiles through the emails in the outbox; then every staff screen is
// walked as each of them, and shows what the journey entered and nothing a seed wrote.

/** Text that only a seed writes: none of it may appear on a deployment without demo data. */
const SEED_MARKERS = [
  ...DEMO_ACCOUNTS.flatMap((a) => [
    a.email,
    ...(a.employee ? [`${a.employee.firstName} ${a.employee.lastName}`] : []),
  ]),
  DEMO_PLAN.name,
  ...DEMO_CAMPAIGNS.map((c) => c.name),
  ...DEMO_TRENDS.map((t) => t.trendName),
  ...DEMO_SCHEDULE_NOTES,
  "demo.agency.example",
  "Demo data",
  "Sample:",
  "Northwind",
];

const ADMIN = { email: "olivia@agency-journey.example", password: "olivia-owner-pass" };
const MANAGER = {
  first: "Mara",
  last: "Lindgren",
  email: "mara@agency-journey.example",
  password: "mara-pass-123",
};
const EMPLOYEE = {
  first: "Enzo",
  last: "Okafor",
  email: "enzo@agency-journey.example",
  password: "enzo-pass-123",
};

/** Every staff screen an employee reaches (the portal, the Command Center, the CRM's lead page). */
const EMPLOYEE_SCREENS = [
  "/employee/dashboard",
  "/employee/profile",
  "/employee/schedule",
  "/employee/time-off",
  "/employee/goals",
  "/employee/handbook",
  "/employee/organization",
  "/employee/organization/lists",
  "/employee/flare-canvas",
  "/command-center",
  "/command-center/analytics/user-traffic",
  "/command-center/analytics/user-traffic?tab=segments",
  "/command-center/analytics/user-traffic?tab=trends",
  "/command-center/analytics/conversions",
  "/command-center/analytics/heatmaps",
  "/command-center/sales",
  "/command-center/sales/leads",
  "/command-center/sales/contacts",
  "/command-center/sales/companies",
  "/command-center/sales/deals",
  "/command-center/sales/email",
  "/command-center/sales/calls",
  "/command-center/marketing",
  "/command-center/marketing/content",
  "/command-center/marketing/social",
  "/command-center/marketing/analytics",
  "/command-center/automation",
  "/command-center/automation/email",
  "/command-center/automation/templates",
  "/command-center/settings",
  "/command-center/settings/team",
  "/command-center/settings/integrations",
  "/workspace",
  "/profile",
  "/settings",
];
const ADMIN_SCREENS = [...EMPLOYEE_SCREENS, "/command-center/outbox", "/admin/sales"];

let d: Deployment;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  d = await startDeployment();
});
test.afterAll(async () => {
  await d?.stop();
});

/** A screen loads (no error, no 404), has its heading, and shows nothing a seed wrote. */
async function walk(page: Page, who: string, screens: readonly string[]) {
  for (const path of screens) {
    const res = await page.goto(path);
    expect(res?.status(), `${who} ${path}`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).first(), `${who} ${path}`).toBeVisible();
    const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
    expect(text, `${who} ${path}`).not.toMatch(/Something went wrong|Page not found/);
    for (const marker of SEED_MARKERS)
      expect(text.includes(marker), `${who} ${path} shows “${marker}”`).toBe(false);
  }
}

/** The link of the invitation email to `email`, read in the outbox by the admin. */
async function inviteLink(admin: Page, email: string): Promise<string> {
  await admin.goto("/command-center/outbox");
  const item = admin
    .getByRole("listitem")
    .filter({ hasText: `To ${email}` })
    .first();
  await item.getByText(/invited to the .* Employee Portal/).click();
  const href = await item
    .getByRole("link", { name: /\/employee\/invite\// })
    .first()
    .getAttribute("href");
  // Links in emails use the public address, not the app's own.
  expect(href).toMatch(new RegExp(`^${PUBLIC}/employee/invite/[\\w-]+$`));
  return href!;
}

async function claim(link: string, person: typeof MANAGER) {
  const { context, page } = await d.person();
  await page.goto(link);
  await expect(
    page.getByRole("heading", { name: new RegExp(`Welcome to .*, ${person.first}$`) }),
  ).toBeVisible();
  await page.getByLabel("Choose a password").fill(person.password);
  await page.getByRole("button", { name: "Create account and claim profile" }).click();
  await expectToast(page, "Welcome aboard! Your employee profile is linked to your account.");
  await expect(page.getByRole("heading", { name: `Welcome, ${person.first}` })).toBeVisible();
  return { context, page };
}

async function addEmployee(admin: Page, p: typeof MANAGER, dept: string, title: string, reportsTo: string) {
  await admin.goto("/employee/dashboard?tab=employees");
  await admin.getByRole("link", { name: "Add Employee" }).click();
  await admin.getByLabel("First name *").fill(p.first);
  await admin.getByLabel("Last name *").fill(p.last);
  await admin.getByLabel("Work email *").fill(p.email);
  await admin.getByLabel("Department").selectOption(dept);
  await admin.getByLabel("Title").selectOption(title);
  await admin.getByLabel("Office location").selectOption(OFFICE);
  await admin.getByLabel("Reports to").selectOption({ label: reportsTo });
  await expect(admin.getByLabel(/Email an invitation/)).toBeChecked();
  await admin.getByRole("button", { name: "Add employee" }).click();
  await expectToast(admin, `Employee created successfully. Invitation sent to ${p.email}`);
}

const OFFICE = "Lisbon Portugal";

/** Day one has no offices, departments or titles: the admin adds what the invitations use. */
async function setUpOrgLists(admin: Page) {
  await admin.goto("/employee/organization");
  // Only the department Olivia typed for herself; nothing a seed wrote.
  await expect(admin.getByRole("heading", { name: "Executive Leadership" })).toBeVisible();
  await admin.getByRole("link", { name: "Lists" }).click();
  await expect(
    admin.getByRole("heading", { name: "Offices, Departments and Titles", level: 1 }),
  ).toBeVisible();
  await expect(admin.getByRole("heading", { name: "No office locations yet" })).toBeVisible();
  const office = admin.getByRole("form", { name: "Add an office" });
  await office.getByLabel("Office name").fill(OFFICE);
  await office.getByRole("button", { name: "Add office" }).click();
  await expectToast(admin, "Office added");
  const dept = admin.getByRole("form", { name: "Add a department" });
  await dept.getByLabel("Department name").fill("Software Engineering");
  await dept.getByLabel("Description (optional)").fill("Builds what we deliver.");
  await dept.getByRole("button", { name: "Add department" }).click();
  await expectToast(admin, "Department added");
  for (const title of ["Engineering Manager", "Software Engineer"]) {
    const form = admin.getByRole("form", { name: "Add a job title" });
    await form.getByLabel("Department").selectOption({ label: "Software Engineering" });
    await form.getByLabel("Job title name").fill(title);
    await form.getByRole("button", { name: "Add job title" }).click();
    await expectToast(admin, "Job title added");
    await expect(admin.getByRole("cell", { name: title, exact: true })).toBeVisible();
  }
}

/** Screenshots at 1280 and 390 px in both themes, for a person to look at (SHOTS names the folder). */
async function shots(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["dark", "light"]) {
      await page.evaluate((t) => document.documentElement.classList.toggle("dark", t === "dark"), theme);
      await page.screenshot({
        path: `${process.env.SHOTS}/journey-${name}-${width}-${theme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => document.documentElement.classList.add("dark"));
}

/** A POST from the person's browser tab (their cookies, the public origin), as the app's forms send it. */
async function post(page: Page, url: string, data: unknown) {
  const res = await page.evaluate(
    async ([u, body]) => {
      const r = await fetch(u as string, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: r.status, text: await r.text() };
    },
    [url, data] as const,
  );
  expect(res.status, `${url}: ${res.text}`).toBe(201);
  return JSON.parse(res.text);
}

test("a deployment's first day: first admin, invited staff, and every staff screen fed by them alone", async () => {
  test.setTimeout(600_000);

  // The operator reads the setup code from the start-up log; the first admin uses it at /auth.
  const code = await setupCodeFromLog(d.server);
  const { page: admin } = await d.person();
  await admin.goto("/auth");
  await expect(admin.getByRole("heading", { name: "Create Admin Account" })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Demo accounts" })).toHaveCount(0);
  await admin.locator("#create-admin-email").fill(ADMIN.email);
  await admin.locator("#create-admin-password").fill(ADMIN.password);
  await admin.getByLabel("Setup code").fill(code);
  await admin.getByRole("button", { name: "Create Admin Account" }).click();
  await expectToast(admin, "Admin account created successfully! Please verify your email.");
  await admin.locator("#login-email").fill(ADMIN.email);
  await admin.locator("#login-password").fill(ADMIN.password);
  await admin.getByRole("button", { name: "Login", exact: true }).click();
  await expect(admin).toHaveURL(`${PUBLIC}/command-center`);

  // Her own profile first (the portal's first run), then the two colleagues, invited by email.
  await admin.goto("/employee");
  await expect(admin).toHaveURL(`${PUBLIC}/employee/new`);
  await admin.getByLabel("First name *").fill("Olivia");
  await admin.getByLabel("Last name *").fill("Ortega");
  await admin.getByLabel("Work email *").fill(ADMIN.email);
  // No departments or titles exist yet: "Other" and typed names (decision 048).
  await expect(admin.getByTestId("org-lists-empty")).toBeVisible();
  await admin.getByLabel("Department").selectOption("Other");
  await admin.getByLabel("Department name").fill("Executive Leadership");
  await admin.getByLabel("Title").selectOption("Other");
  await admin.getByLabel("Job title").fill("Chief Executive Officer");
  await admin.getByRole("button", { name: "Create my profile" }).click();
  await expectToast(admin, "Profile created successfully");
  await setUpOrgLists(admin);
  await addEmployee(
    admin,
    MANAGER,
    "Software Engineering",
    "Engineering Manager",
    "Olivia Ortega, Chief Executive Officer",
  );
  await addEmployee(
    admin,
    EMPLOYEE,
    "Software Engineering",
    "Software Engineer",
    "Mara Lindgren, Engineering Manager",
  );
  const { page: manager } = await claim(await inviteLink(admin, MANAGER.email), MANAGER);
  const { page: employee } = await claim(await inviteLink(admin, EMPLOYEE.email), EMPLOYEE);

  // A fresh deployment has no time-off policy until the admin sets one; requests wait for it.
  const year = new Date().getUTCFullYear();
  await admin.goto(`/employee/time-off/policy?year=${year}`);
  await admin.getByLabel("Vacation days").fill("22");
  await admin.getByLabel("Sick days").fill("10");
  await admin.getByLabel("Personal days").fill("3");
  await admin.getByLabel("Other leave days").fill("2");
  await admin.getByLabel("Carry-over cap").fill("5");
  await admin.getByRole("button", { name: `Save policy for ${year}` }).click();
  await expectToast(admin, `Time-off policy for ${year} saved`);

  // The employee asks for time off and sets a goal; the manager approves the request.
  await employee.goto("/employee/time-off");
  await employee.getByRole("button", { name: "New Request" }).click();
  const request = employee.getByRole("dialog", { name: "New Time Off Request" });
  const now = new Date();
  let start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  while (start.getUTCDay() !== 1) start = new Date(start.getTime() + 86_400_000);
  const iso = (x: Date) => x.toISOString().slice(0, 10);
  await request.getByLabel("Type").selectOption("vacation");
  await request.getByLabel("Start date").fill(iso(start));
  await request.getByLabel("End date").fill(iso(new Date(start.getTime() + 86_400_000)));
  await request.getByLabel("Notes").fill("Sister's wedding");
  await request.getByRole("button", { name: "Submit request" }).click();
  await expectToast(employee, "Time off request submitted successfully");
  await employee.goto("/employee/goals");
  await employee.getByRole("button", { name: "New Goal" }).click();
  const goal = employee.getByRole("dialog", { name: "New Goal" });
  await goal.getByLabel("Title").fill("Ship the billing service");
  await goal.getByRole("button", { name: "Create goal" }).click();
  await expectToast(employee, "Goal created successfully");
  await manager.goto("/employee/time-off");
  await manager.getByRole("button", { name: "Approve Enzo Okafor's request" }).click();
  await manager
    .getByRole("dialog", { name: "Approve Enzo Okafor's request" })
    .getByRole("button", { name: "Approve request" })
    .click();
  await expectToast(manager, "Time off request approved");

  // The manager plans Enzo's week (the form starts from the business hours, Monday to Friday 9 to
  // 5 by default), Wednesdays remote; Enzo records today as a day he worked from home.
  await manager.goto("/employee/schedule");
  await manager.getByLabel("Team member's schedule").selectOption({ label: "Enzo Okafor" });
  await manager.getByRole("button", { name: "Open" }).click();
  await expect(manager.getByRole("heading", { level: 1, name: "Enzo Okafor's Schedule" })).toBeVisible();
  await manager.getByRole("button", { name: "Set weekly schedule" }).click();
  const week = manager.getByRole("dialog", { name: "Set Weekly Schedule" });
  for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
    await expect(week.getByRole("checkbox", { name: day, exact: true })).toBeChecked();
  await week.getByRole("checkbox", { name: "Remote on Wednesday" }).check();
  await week.getByRole("button", { name: "Save schedule" }).click();
  await expectToast(manager, "Weekly schedule saved");
  await employee.goto("/employee/schedule");
  const remoteDays = employee.getByRole("region", { name: "Remote days" });
  await remoteDays.getByLabel("Note (optional)").fill("Home office, boiler repair");
  await remoteDays.getByRole("button", { name: "Record remote day" }).click();
  await expectToast(employee, "Remote day recorded");

  // A visitor leaves their details; staff file a company, a deal, a plan with a campaign and a trend.
  const { page: visitor, context: visitorContext } = await d.person();
  await visitor.goto("/contact");
  await post(visitor, "/api/marketing/contact-submissions", {
    full_name: "Priya Raman",
    company_name: "Lumen Freight",
    segment: "enterprise",
    job_title: "CTO",
    service_type: "Cloud Migration",
    goal: "enhance security posture",
    timeframe: "1-3 months",
    contact_method: "Email",
    contact_info: "priya@lumen-freight.example",
  });
  await visitorContext.close();
  await admin.goto("/command-center");
  const company = await post(admin, "/api/crm/companies", { name: "Lumen Freight", industry: "Logistics" });
  await manager.goto("/command-center");
  await employee.goto("/command-center");
  await post(manager, "/api/crm/deals", {
    name: "Lumen fleet portal",
    companyId: company.company.id,
    value: "48000",
  });
  await post(admin, "/api/command-center/plans", {
    name: "Launch Quarter Plan",
    budget: 6000,
    startDate: iso(now),
    endDate: iso(new Date(now.getTime() + 89 * 86_400_000)),
  });
  await post(employee, "/api/command-center/campaigns", {
    name: "Logistics Case Study",
    description: "A write-up of the fleet portal for logistics buyers.",
    startDate: iso(now),
    endDate: iso(new Date(now.getTime() + 30 * 86_400_000)),
    budget: 1500,
    pillarType: "lead_generation",
  });
  await post(manager, "/api/analytics/trends", {
    segment: "enterprise",
    title: "Fleet telematics in every RFP",
    description: "Logistics buyers ask for vehicle data integration up front.",
    direction: "rising",
    sourceUrl: "https://research.example/telematics",
  });

  // Each card and list shows what the journey entered, the balance from the admin's policy.
  await employee.goto("/employee/time-off");
  await expect(employee.getByText("of 22 vacation days").first()).toBeVisible();
  await expect(
    employee
      .getByRole("listitem")
      .filter({ hasText: "Sister's wedding" })
      .getByText("Approved", { exact: true }),
  ).toBeVisible();
  await employee.goto("/employee/goals");
  await expect(employee.getByText("Ship the billing service")).toBeVisible();
  // The schedule the manager set and the remote day Enzo recorded, on My Schedule and the dashboard.
  await employee.goto("/employee/schedule");
  await expect(
    employee.getByRole("region", { name: "Weekly schedule" }).getByText(/set by Mara Lindgren · 40 h a week/),
  ).toBeVisible();
  await expect(
    employee.getByRole("region", { name: "Upcoming" }).getByText("9:00 AM – 5:00 PM").first(),
  ).toBeVisible();
  await expect(
    employee.getByRole("list", { name: "Recorded remote days" }).getByText("Home office, boiler repair"),
  ).toBeVisible();
  await shots(employee, "employee-schedule");
  await employee.goto("/employee/dashboard");
  await expect(employee.getByRole("list", { name: "Next three days" }).getByRole("listitem")).toHaveCount(3);
  const remoteCard = employee.getByRole("region", { name: "Your metrics" });
  await expect(remoteCard.getByText("1 day", { exact: true })).toBeVisible();
  await expect(remoteCard.getByText("this month, 1 this year")).toBeVisible();
  await employee.goto("/employee/organization");
  for (const name of ["Olivia Ortega", "Mara Lindgren", "Enzo Okafor"])
    await expect(employee.getByText(name).first()).toBeVisible();
  await admin.goto("/command-center/sales");
  await expect(
    admin.locator("dl > div").filter({ hasText: "Active Leads" }).locator("dd").first(),
  ).toHaveText("1");
  await expect(admin.locator("dl > div").filter({ hasText: "Companies" }).locator("dd").first()).toHaveText(
    "1",
  );
  await expect(admin.getByText("Lumen fleet portal").first()).toBeVisible();
  await shots(admin, "sales");
  await admin.goto("/command-center/sales/leads");
  await expect(admin.getByText("Priya Raman").first()).toBeVisible();
  await admin.goto("/command-center/sales/deals");
  await expect(admin.getByRole("link", { name: /Lumen fleet portal/ }).first()).toBeVisible();
  await admin.goto("/command-center/marketing");
  const current = admin.getByRole("region", { name: "Current marketing plan" });
  await expect(current.getByRole("heading", { name: "Launch Quarter Plan" })).toBeVisible();
  await expect(current.getByText("$0 of $6,000")).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Logistics Case Study" })).toBeVisible();
  await shots(admin, "marketing");
  await admin.goto("/command-center/analytics/user-traffic?tab=trends");
  await expect(
    admin
      .getByRole("list", { name: "Active trends" })
      .getByRole("heading", { name: "Fleet telematics in every RFP" }),
  ).toBeVisible();
  await shots(admin, "trends");
  await admin.goto("/command-center/analytics/user-traffic?tab=segments");
  await expect(
    admin
      .getByRole("list", { name: "Enterprise statistics" })
      .getByText("0 of 1 lead qualified, contacted or converted"),
  ).toBeVisible();
  await admin.goto("/command-center/automation/email");
  await expect(
    admin
      .getByRole("row", { name: /Employee portal invitation/ })
      .getByRole("cell")
      .nth(2),
  ).toHaveText("2");
  await admin.goto("/command-center/settings/team");
  for (const email of [ADMIN.email, MANAGER.email, EMPLOYEE.email])
    await expect(admin.getByText(email).first()).toBeVisible();
  await admin.goto("/employee/dashboard");
  await shots(admin, "portal-dashboard");
  await employee.goto("/employee/dashboard");
  await expect(employee.getByRole("heading", { name: "Welcome, Enzo" })).toBeVisible();
  await shots(employee, "employee-dashboard");

  // The agency's own name, set in Settings, titles the account pages (no built-in company name).
  const saved = await admin.evaluate(async () => {
    const current = await (await fetch("/api/command-center/site-settings")).json();
    const res = await fetch("/api/command-center/site-settings", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...current, companyName: "Lumen Works Studio" }),
    });
    return res.status;
  });
  expect(saved).toBe(200);
  await admin.goto("/profile");
  await expect(admin).toHaveTitle("Your profile | Lumen Works Studio");
  await manager.goto("/settings");
  await expect(manager).toHaveTitle("Settings | Lumen Works Studio");
  const { page: stranger, context: strangerContext } = await d.person();
  await stranger.goto("/employee/login");
  await expect(stranger).toHaveTitle("Employee Login | Lumen Works Studio");
  await strangerContext.close();

  // Every staff screen, as each of them: it loads and shows no seed's data.
  await walk(employee, "employee", EMPLOYEE_SCREENS);
  await walk(manager, "manager", EMPLOYEE_SCREENS);
  await walk(admin, "admin", ADMIN_SCREENS);
});
