import { expect, expectAccessible, expectAccessibleInBothThemes, expectToast, test } from "../fixtures.ts";

// /startup and its pitch-to-plan tool: the page, the ordered loading steps, the results with the plan's
// defaults, and the tool's messages.

const PITCH =
  "A marketplace for independent dog walkers where owners book walks, pay at checkout and chat with the walker. We have a Figma prototype.";
const STEPS = [
  "Processing project requirements",
  "Analyzing market trends",
  "Generating technical recommendations",
  "Calculating timeline and budget",
];

test("shows the hero, the tool, the program card and the closing links; remembers the segment", async ({
  page,
}) => {
  await page.goto("/startup");
  await expect(page).toHaveTitle(/Startups: Your MVP in 4 Weeks \|/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Your MVP" })).toHaveAttribute(
    "href",
    "/#madlib-section",
  );
  await expect(page.locator("section#project-scoping")).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply for an invite" })).toHaveAttribute(
    "href",
    "/flare/apply",
  );
  await expect(page.getByRole("link", { name: "Discover FLARE" })).toHaveAttribute("href", "/flare");
  await expect(page.getByRole("link", { name: "Start your project" })).toHaveAttribute("href", "/start");
  await expect(page.getByRole("link", { name: "Explore FLARE" })).toHaveAttribute("href", "/flare");
  expect(await page.evaluate(() => localStorage.getItem("preferred-segment"))).toBe("startup");
});

test("keeps the submit button disabled while the pitch is empty or blank", async ({ page }) => {
  await page.goto("/startup#project-scoping");
  const submit = page.getByRole("button", { name: "Analyze My Project" });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Your pitch").fill("   \n  ");
  await expect(submit).toBeDisabled();
  await page.getByLabel("Your pitch").fill("A tiny idea");
  await expect(submit).toBeEnabled();
});

test("pitch → ordered steps while it runs → every section of the plan → a new pitch", async ({ page }) => {
  // Hold the answer back for a while, as a slow AI model would, to watch the steps advance.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/startup/analyses", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/startup");
  await page.getByLabel("Your pitch").fill(PITCH);
  await page.getByRole("button", { name: "Analyze My Project" }).click();

  const steps = page.getByTestId("pitch-loading").getByRole("listitem");
  await expect(steps).toHaveText(STEPS.map((s) => new RegExp(s)));
  await expect(steps.nth(0)).toHaveAttribute("aria-current", "step");
  await expect(steps.nth(1)).toHaveAttribute("aria-current", "step", { timeout: 6_000 });
  await expectAccessible(page);
  release();

  await expectToast(page, "Project analysis completed successfully!");
  const results = page.getByTestId("pitch-results");
  await expect(page.getByRole("heading", { name: "Your project plan" })).toBeFocused();
  await expect(page.getByTestId("engine-line")).toHaveText(/built-in engine/);
  for (const heading of [
    "Project understanding",
    "Market analysis",
    "Features",
    /^Timeline: \d+-\d+ weeks$/,
    "Technical recommendations",
    "Budget",
    "Project plan",
  ]) {
    await expect(results.getByRole("heading", { name: heading })).toBeVisible();
  }
  for (const label of [
    "Target market",
    "Unique value",
    "Competitor categories",
    "Recommended approach",
    "Objectives",
    "Success criteria",
    "Market size",
    "Growth",
    "Trends",
    "Opportunities",
    "Risks",
  ]) {
    await expect(results.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(results.getByText("Cart and checkout", { exact: true })).toBeVisible();
  await expect(results.getByText("Contact for pricing")).toBeVisible();
  for (const share of ["Development", "Design", "Project management", "Contingency"]) {
    await expect(results.getByText(share, { exact: true })).toBeVisible();
  }
  await expect(results.getByText("weekly", { exact: true })).toBeVisible();
  await expect(results.getByText("bi-weekly", { exact: true })).toBeVisible();
  // Approvals are given one after another, so they are listed in that order: Technical Design, Budget,
  // Timeline.
  await expect(results.getByRole("listitem").filter({ hasText: /\(pending\)$/ })).toHaveText([
    /^Technical Design/,
    /^Budget/,
    /^Timeline/,
  ]);
  // The results are checked by axe in both themes below.

  await page.getByRole("button", { name: "Analyze another pitch" }).first().click();
  await expect(page.getByLabel("Your pitch")).toHaveValue("");
  await expect(page.getByLabel("Your pitch")).toBeFocused();
  await expect(page.getByRole("button", { name: "Analyze My Project" })).toBeDisabled();
});

test("a failed analysis stays on the pitch with the failure toast", async ({ page }) => {
  await page.route("**/api/startup/analyses", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: "Invalid AI response format" }),
    }),
  );
  await page.goto("/startup");
  await page.getByLabel("Your pitch").fill(PITCH);
  await page.getByRole("button", { name: "Analyze My Project" }).click();
  await expectToast(page, "Failed to analyze project. Please try again.");
  await expect(page.getByLabel("Your pitch")).toHaveValue(PITCH);
});

test("an email turns the plan into a copy sent to the visitor", async ({ page }) => {
  await page.goto("/startup");
  await page.getByLabel("Your pitch").fill("An AI assistant for accountants that reads receipts with OCR.");
  await page.getByLabel("Email (optional)").fill("founder@receipts.example");
  await page.getByRole("button", { name: "Analyze My Project" }).click();
  await expect(
    page.getByText("A copy of this plan is on its way to founder@receipts.example."),
  ).toBeVisible();
});

test("is accessible in both themes, before and after an analysis", async ({ page }) => {
  await page.goto("/startup");
  await expectAccessibleInBothThemes(page);
  await page.getByLabel("Your pitch").fill(PITCH);
  await page.getByRole("button", { name: "Analyze My Project" }).click();
  await expect(page.getByTestId("pitch-results")).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
