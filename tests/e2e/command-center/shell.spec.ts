import type { Page } from "@playwright/test";
import { expect, expectAccessible, login, test, WIDTHS, withHydration } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// The Command Center's shell: guard, sidebar, search, bell, tabs.

/** A lead captured the way a visitor leaves one: the home page's contact form, through its API. */
async function leadFromHomeForm(page: Page, name: string, company: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}@${company.toLowerCase()}.example`;
  const res = await page.request.post("/api/marketing/contact-submissions", {
    data: {
      full_name: name,
      company_name: company,
      segment: "enterprise",
      job_title: "CTO",
      service_type: "Cloud Migration",
      goal: "enhance security posture",
      timeframe: "1-3 months",
      contact_method: "Email",
      contact_info: email,
    },
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  return email;
}

const sidebar = (page: Page) => page.locator("aside[data-state]");

test("an employee works the shell: sidebar remembered, a lead found as they type, the bell, the five tabs", async ({
  page,
}) => {
  await login(page, "employee");
  // Everything so far is read: the bell then counts what happens next.
  expect(
    (
      await page.request.post("/api/command-center/notifications/read", {
        data: {},
        headers: { origin: DEMO_URL },
      })
    ).status(),
  ).toBe(200);
  const stamp = Date.now().toString(36);
  const name = `Quinn Shell${stamp}`;
  await leadFromHomeForm(page, name, `Shellco${stamp}`);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/command-center");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Command Center");
  await expect(page.getByRole("navigation", { name: "Command Center", exact: true })).toBeVisible();

  // Ctrl+B collapses the sidebar; the cookie brings it back collapsed after a reload.
  await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+b");
  await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
  expect((await sidebar(page).boundingBox())?.width).toBe(48);
  const cookie = (await page.context().cookies()).find((c) => c.name === "cc_sidebar");
  expect(cookie?.value).toBe("collapsed");
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
  await page.reload();
  await expect(sidebar(page)).toHaveAttribute("data-state", "collapsed");
  await page.keyboard.press("Control+b");
  await expect(sidebar(page)).toHaveAttribute("data-state", "expanded");
  expect((await sidebar(page).boundingBox())?.width).toBe(256);

  // The bell counts the new lead (this worker's server alone makes leads, one test at a time).
  const bell = page.getByRole("button", { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
  await bell.click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("link", { name: new RegExp(`New lead: ${name}`) })).toBeVisible();
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications, none unread");
  await page.keyboard.press("Escape");
  // The closed panel hands focus back to the bell; typing before that lost all but the first key.
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();

  // Search as you type; arrow down to the lead, Enter opens it.
  const search = page.getByRole("combobox", { name: "Search leads, contacts, companies and deals" });
  await search.pressSequentially(`shell${stamp}`.slice(0, 9), { delay: 40 });
  const results = page.getByRole("listbox", { name: "Search results" });
  await expect(results.getByRole("group", { name: "Leads" })).toBeVisible();
  await search.fill(`Shell${stamp}`);
  await expect(results.getByRole("option", { name: new RegExp(name) })).toBeVisible();
  await search.press("ArrowDown");
  await expect(results.getByRole("option", { name: new RegExp(name) })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await search.press("Enter");
  await expect(page).toHaveURL(/\/command-center\/sales\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Home contact form/ })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Command Center sections" })
      .getByRole("link", { name: "Sales & CRM" }),
  ).toHaveAttribute("aria-current", "page");

  // The five tabs, each to its root path.
  const tabs = page.getByRole("navigation", { name: "Command Center sections" });
  for (const [label, path] of [
    ["Analytics", "/command-center"],
    ["Sales & CRM", "/command-center/sales"],
    ["Marketing", "/command-center/marketing"],
    ["Automation", "/command-center/automation"],
    ["Settings", "/command-center/settings"],
  ] as const) {
    await tabs.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(tabs.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
  }
  // Sales: real figures from the CRM.
  await tabs.getByRole("link", { name: "Sales & CRM" }).click();
  await expect(page.getByText("Active Leads")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent Activities" })).toBeVisible();
  // Email and calls say only what the spec says.
  await page.goto("/command-center/sales/email");
  await expect(page.getByRole("main")).toHaveText("available soon");
  // A breadcrumb goes back.
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Command Center" })
    .click();
  await expect(page).toHaveURL(/\/command-center$/);
});

test("the user menu offers Profile, Settings and Log out; the avatar is the email's first letter", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center");
  const menu = page.getByRole("button", { name: "Account menu for employee@demo.agency.example" });
  await expect(menu).toHaveText("E");
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
  await page.getByRole("menuitem", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/command-center\/settings$/);
});

test("a workspace-only user and an anonymous visitor are refused", async ({ page, browser }) => {
  await page.goto("/command-center/sales");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcommand-center%2Fsales&reason=role%3Aemployee/);
  const other = await browser.newContext({ baseURL: DEMO_URL });
  const workspace = withHydration(await other.newPage());
  await login(workspace, "workspace");
  for (const path of ["/command-center", "/command-center/settings/team"]) {
    await workspace.goto(path);
    await expect(workspace).toHaveURL(/\/auth\?.*reason=role%3Aemployee/);
  }
  expect((await workspace.request.get("/api/command-center/search?q=a")).status()).toBe(403);
  expect((await page.request.get("/api/command-center/notifications")).status()).toBe(401);
  await other.close();
});

test("the shell is accessible in both themes at 1280 and 390 px, with the drawer on a phone", async ({
  page,
}) => {
  // Twelve axe runs on a shared two-core machine.
  test.setTimeout(150_000);
  await login(page, "admin");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/command-center", "/command-center/sales", "/command-center/settings/team"]) {
      await page.goto(path);
      await expectAccessible(page);
      await page
        .getByRole("button", { name: /Switch to (light|dark) theme/ })
        .first()
        .click();
      await expectAccessible(page);
      await page
        .getByRole("button", { name: /Switch to (light|dark) theme/ })
        .first()
        .click();
    }
  }
  // 390 px: the sidebar is a drawer (Ctrl+B or the button), 18rem wide.
  await page.goto("/command-center");
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  const drawer = page.getByRole("dialog", { name: "Command Center menu" });
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(288);
  await expectAccessible(page);
  await drawer.getByRole("link", { name: "Deals" }).click();
  await expect(page).toHaveURL(/\/command-center\/sales\/deals$/);
  await expect(drawer).toBeHidden();
  await page.keyboard.press("Control+b");
  await expect(drawer).toBeVisible();
});

test("the staff list of FLARE designs is one click from the Command Center and the employee portal", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/marketing");
  await page
    .getByRole("navigation", { name: "Command Center", exact: true })
    .getByRole("link", { name: "FLARE designs" })
    .click();
  await expect(page).toHaveURL(/\/employee\/flare-canvas$/);
  await expect(page.getByRole("heading", { level: 1, name: "FLARE Canvas" })).toBeVisible();
  await page.goto("/employee/dashboard");
  const portal = page.getByRole("navigation", { name: "Employee portal" });
  await portal.getByRole("link", { name: "FLARE designs" }).click();
  await expect(page).toHaveURL(/\/employee\/flare-canvas$/);
  await expect(portal.getByRole("link", { name: "FLARE designs" })).toHaveAttribute("aria-current", "page");
});
