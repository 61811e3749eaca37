import type { Page } from "@playwright/test";
import { DEMO_FLARE_CANVAS_PASSWORD } from "../../../src/platform/config/config.ts";
import {
  expect,
  expectAccessible,
  expectAccessibleAtWidths,
  expectToast,
  login,
  test,
  withHydration,
} from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

/** Save Design: names the version (the suggested name is kept) and stores it. */
async function saveVersion(page: Page) {
  await page.getByRole("button", { name: "Save Design" }).click();
  await page
    .getByRole("dialog", { name: "Save Design" })
    .getByRole("button", { name: "Save Version" })
    .click();
  await expectToast(page, "Design saved successfully");
}

const M = {
  incorrect: "Incorrect password",
  granted: "Access granted to Flare Canvas",
  created: "Project created successfully!",
  title: "Please enter a project title",
  notFound: "Project not found. Please check your access code and try again.",
  fillAll: "Please fill in all fields",
  saved: "Design saved successfully",
  loading: "Loading your design canvas...",
};

/** Passes the gate through the API (the page shares the cookie), as a returning visitor would have. */
async function unlock(page: Page, baseURL = DEMO_URL) {
  const res = await page.request.post(`${baseURL}/api/flare/gate`, {
    data: { password: DEMO_FLARE_CANVAS_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(res.status()).toBe(200);
}

/** A project with client details, created through the API; returns its id and code. */
async function project(page: Page, title = "Orchard planner", baseURL = DEMO_URL) {
  const h = { origin: baseURL };
  const code = await (
    await page.request.post(`${baseURL}/api/flare/access-codes`, { data: {}, headers: h })
  ).json();
  const res = await page.request.post(`${baseURL}/api/flare/designs`, {
    data: { title, accessCode: code.code, clientName: "Ada Baker", clientCompany: "Crumb & Co" },
    headers: h,
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; accessCode: string };
}

test.describe("FLARE landing and application", () => {
  test("the landing page has its hero, stats, how it works and the advantage; its links work", async ({
    page,
  }) => {
    await page.goto("/flare");
    await expect(page.getByRole("heading", { level: 1, name: "A functional MVP in one week" })).toBeVisible();
    for (const stat of ["1 week", "10X", "60%"])
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How it works" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "The FLARE Advantage" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Canvas" })).toHaveAttribute("href", "/flare/canvas");
    await expect(page).toHaveTitle(/FLARE/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /1 week/);
    await page.getByRole("button", { name: "Start Your Project" }).click();
    await expect(page).toHaveURL(/\/#madlib-section$/);
  });

  test("unknown paths under /flare go to /flare; /flare/design/:id goes to the canvas route", async ({
    page,
  }) => {
    await page.goto("/flare/no-such-thing");
    await expect(page).toHaveURL(/\/flare$/);
    const res = await page.request.get("/flare/design/abc", { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/flare/canvas/design/abc");
  });

  test("the application form validates, then sends and confirms", async ({ page }) => {
    await page.goto("/flare/apply");
    await page.getByRole("button", { name: "Send Application" }).click();
    await expect(page.getByText("Please enter your name").first()).toBeVisible();
    await page.getByLabel("Name").fill("Grace Builder");
    await page.getByLabel("Email").fill("grace@orbit.example");
    await page.getByLabel("What do you want to build?").fill("A booking tool for community sports halls.");
    await page.getByRole("button", { name: "Send Application" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Application received!" })).toBeVisible();
  });
});

test.describe("FLARE canvas", () => {
  test("gate → create → welcome → canvas → bundle, custom feature, screen, wireframe → save → reload", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/flare/canvas");
    await expect(page.getByRole("heading", { name: "Protected Area" })).toBeVisible();
    await page.getByLabel("Password").fill("wrong password");
    await page.getByRole("button", { name: "Access Canvas" }).click();
    await expectToast(page, M.incorrect);
    await expect(page.getByLabel("Password")).toHaveValue("");
    await page.getByLabel("Password").fill(DEMO_FLARE_CANVAS_PASSWORD);
    await page.getByRole("button", { name: "Access Canvas" }).click();
    await expectToast(page, M.granted);
    expect(await page.evaluate(() => localStorage.getItem("flare-canvas-auth"))).toBe("true");

    // Create New Project: the code shown is the one the project gets.
    const code = page.getByTestId("new-access-code");
    await expect(code).toHaveText(/^[A-Z0-9]{6}$/);
    const shown = await code.textContent();
    await page.getByRole("button", { name: "Create Project" }).click();
    await expectToast(page, M.title);
    await page.getByLabel("Project title").fill("Bakery marketplace");
    await page.getByRole("button", { name: "Create Project" }).click();
    await expectToast(page, M.created);
    await expect(page).toHaveURL(/\/flare\/canvas\/design\/[0-9a-f-]{36}$/);

    // Welcome screen.
    await expect(page.getByRole("heading", { name: "FLARE CANVAS" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Access code" })).toHaveValue(shown!);
    await page.getByRole("button", { name: "Continue to Design Canvas" }).click();
    await expectToast(page, M.fillAll);
    await page.getByLabel("Client name").fill("Ada Baker");
    await page.getByLabel("Company name").fill("Crumb & Co");
    await page.getByRole("button", { name: "Continue to Design Canvas" }).click();

    // The canvas.
    await expect(page.getByTestId("canvas-client")).toHaveText("Ada Baker · Crumb & Co");
    await expect(page.getByTestId("canvas-code")).toContainText(shown!);
    await expect(page.getByTestId("stage-node")).toHaveCount(3);

    // A bundle from the hub: Add All Features, 100 ms apart, then 'All Added'.
    await page.getByRole("button", { name: "Predefined Features" }).click();
    const hub = page.getByRole("dialog", { name: "Predefined Features" });
    await hub.getByRole("button", { name: "Add all features of Authentication & Security" }).click();
    await expectToast(page, "Added 3 features from Authentication & Security");
    await expect(
      hub.getByRole("button", { name: "All features of Authentication & Security added" }),
    ).toBeVisible();
    await expect(hub.getByRole("button", { name: "Role-based access added" })).toBeDisabled();
    await hub.getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("feature-node")).toHaveCount(3);

    // A custom feature with a point template: base × ticked factors, rounded.
    await page.getByRole("button", { name: "Add Item" }).hover();
    await page.getByRole("button", { name: "Custom Feature" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Custom Feature" });
    await dialog.getByLabel("Name").fill("Loyalty stamps");
    await dialog.getByLabel("Description").fill("Ten coffees, one free.");
    await dialog.getByLabel("Feature type").selectOption({ label: "Data management (CRUD) (30 pts)" });
    await expect(dialog.getByLabel("Points")).toHaveValue("30");
    await dialog.getByLabel("Real-time updates").check();
    await expect(dialog.getByLabel("Points")).toHaveValue("42");
    await dialog.getByRole("button", { name: "Add Feature" }).click();
    await expect(page.getByTestId("feature-node").filter({ hasText: "Loyalty stamps" })).toContainText(
      "42 pts",
    );

    // A screen from the Add Screen panel.
    await page.getByRole("button", { name: "Add Screen" }).click();
    const panel = page.getByRole("dialog", { name: "Add Screen" });
    await panel.getByRole("searchbox", { name: "Search screens" }).fill("login");
    await panel.getByRole("button", { name: /^Login/ }).click();
    await panel.getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("screen-node").filter({ hasText: "Login" })).toBeVisible();

    // Its wireframe.
    await page.getByRole("button", { name: "Wireframe", exact: true }).click();
    await page.getByRole("button", { name: "Refine" }).click();
    await expectToast(page, "Please select a screen first");
    await page.getByLabel("Screen", { exact: true }).selectOption({ label: "Login" });
    await page.getByRole("button", { name: "Refine" }).click();
    await expectToast(page, "No wireframe to refine. Generate one first.");
    await page.getByRole("button", { name: "Generate" }).click();
    await expectToast(page, "Wireframe generated successfully");
    await expect(page.getByRole("img", { name: "Wireframe of Login (mobile)" })).toBeVisible();

    // Save, reload: exactly what was saved.
    await page.getByRole("button", { name: "Flow", exact: true }).click();
    await saveVersion(page);
    await page.reload();
    await expect(page.getByTestId("feature-node")).toHaveCount(4);
    await expect(page.getByTestId("feature-node").filter({ hasText: "Loyalty stamps" })).toContainText(
      "42 pts",
    );
    await expect(page.getByTestId("stage-node").filter({ hasText: "Alpha" })).toContainText("2 features");
    await expect(
      page.getByTestId("screen-node").filter({ hasText: "Login" }).getByTestId("wireframe-thumb"),
    ).toBeVisible();
  });

  test("a project is opened by its code in another browser; the local flag alone opens nothing", async ({
    page,
    browser,
  }) => {
    await unlock(page);
    const { id, accessCode } = await project(page);

    const other = await browser.newContext({ baseURL: DEMO_URL });
    try {
      const p2 = withHydration(await other.newPage());
      await p2.addInitScript(() => localStorage.setItem("flare-canvas-auth", "true"));
      await p2.goto(`/flare/canvas/design/${id}`);
      await expect(p2.getByRole("heading", { name: "Protected Area" })).toBeVisible();
      await unlock(p2);
      await p2.goto("/flare/canvas?continue=1");
      await expect(p2.getByRole("textbox", { name: "Access code" })).toBeFocused();
      await p2.getByRole("textbox", { name: "Access code" }).fill("nope00");
      await p2.getByRole("textbox", { name: "Access code" }).press("Enter");
      await expectToast(p2, M.notFound);
      await p2.getByRole("textbox", { name: "Access code" }).fill(` ${accessCode.toLowerCase()} `);
      await p2.getByRole("textbox", { name: "Access code" }).press("Enter");
      await expect(p2).toHaveURL(new RegExp(`/flare/canvas/design/${id}$`));
      await expect(p2.getByTestId("canvas-code")).toContainText(accessCode);
    } finally {
      await other.close();
    }
  });

  test("employees see every design and open the canvas without the password", async ({ page }) => {
    await unlock(page);
    const { id } = await project(page, "Staff visible planner");
    await page.context().clearCookies();
    await login(page, "employee");
    await page.goto("/employee/flare-canvas?q=staff%20visible");
    await expectAccessible(page);
    await page.getByRole("link", { name: "Staff visible planner" }).click();
    await expect(page).toHaveURL(new RegExp(`/employee/flare-canvas/${id}$`));
    await expect(page.getByTestId("stage-node")).toHaveCount(3);
    await expectAccessible(page);
  });
});

test.describe("FLARE screens, both themes at 1280 and 390 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("landing, application, gate, entry, welcome and canvas chrome have no serious axe finding", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const path of ["/flare", "/flare/apply", "/flare/canvas"]) {
      await page.goto(path);
      await expectAccessibleAtWidths(page, { fits: true });
    }
    await unlock(page);
    await page.goto("/flare/canvas");
    await expect(page.getByTestId("new-access-code")).toHaveText(/^[A-Z0-9]{6}$/);
    await expectAccessibleAtWidths(page);
    await page.goto("/flare/canvas/new");
    await expect(page.getByRole("heading", { name: "FLARE CANVAS" })).toBeVisible();
    await expectAccessibleAtWidths(page);
    const { id } = await project(page);
    await page.goto(`/flare/canvas/design/${id}`);
    await expect(page.getByTestId("stage-node")).toHaveCount(3);
    await expectAccessibleAtWidths(page);
    await page.getByRole("button", { name: "Predefined Features" }).click();
    await expect(page.getByRole("dialog", { name: "Predefined Features" })).toBeVisible();
    await expectAccessibleAtWidths(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Add Item" }).click();
    await page.getByRole("button", { name: "Custom Feature" }).click();
    await expect(
      page.getByRole("dialog", { name: "Add Custom Feature" }).getByLabel("Feature type"),
    ).toContainText("pts");
    await expectAccessibleAtWidths(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "AI Import" }).click();
    await expect(page.getByRole("dialog", { name: "AI Project Analysis" })).toBeVisible();
    await expectAccessibleAtWidths(page);
    await page.keyboard.press("Escape");
    for (const view of ["Wireframe", "Focus", "Code"]) {
      await page.getByRole("button", { name: view, exact: true }).click();
      await expect(page.getByRole("button", { name: view, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expectAccessibleAtWidths(page);
    }
  });
});
