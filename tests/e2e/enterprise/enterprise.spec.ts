import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, islandReady, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// /enterprise and its systems analyzer: the steps from catalogue to report, the ordered checks with the
// live work-email check, the messages and the option lists.

async function useTheme(page: Page, theme: "dark" | "light") {
  await page.context().addCookies([{ name: "theme", value: theme, url: DEMO_URL }]);
}

/**
 * Opens /enterprise and brings its analyzer into view, hydrated: it is below the fold and waits to be
 * seen (decision 051), as a visitor scrolls or follows "Analyze Your Systems" to it.
 */
async function openAnalyzer(page: Page) {
  await page.goto("/enterprise");
  await islandReady(page, "enterprise-analyzer");
}

function analyzer(page: Page) {
  const section = page.locator("#enterprise-analyzer");
  return {
    section,
    email: section.getByLabel("Work email"),
    size: section.getByLabel("Organization size"),
    industry: section.getByLabel("Industry"),
    submit: section.getByRole("button", { name: "Analyze My Systems" }),
  };
}

async function fillValid(page: Page) {
  const a = analyzer(page);
  await a.section.getByRole("checkbox", { name: /SAP S\/4HANA/ }).check();
  await a.section.getByRole("checkbox", { name: /HubSpot CRM/ }).check();
  await a.email.fill("jane.doe@acme-industrial.com");
  await a.size.selectOption("large");
  await a.industry.selectOption("finance");
}

for (const theme of ["dark", "light"] as const) {
  test(`the landing page has its sections and is accessible (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await openAnalyzer(page);
    await expect(page).toHaveTitle(/Enterprise Systems Modernization/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Modernize Your Enterprise Systems with AI" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Analyze Your Systems" })).toHaveAttribute(
      "href",
      "#enterprise-analyzer",
    );
    await expect(page.getByRole("heading", { name: "System Modernization" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Enterprise Systems Analyzer" })).toBeVisible();
    await expect(page.locator("figure blockquote")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Ready to modernize/ })).toBeVisible();
    // Segment statistics (demo data) with the headline and the grid.
    const stats = page.locator('section[aria-labelledby="enterprise-stats-heading"]');
    await expect(stats.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(stats.locator("dl dt").first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("preferred-segment"))).toBe("enterprise");
    // Eight categories, each a group of checkboxes.
    await expect(page.locator("#enterprise-analyzer fieldset legend")).toHaveCount(9);
    await expect(page.getByRole("checkbox", { name: /IBM Db2/ })).toBeVisible();
    await expectAccessible(page);
  });
}

test("validates in the spec's order, checks the work email live, and reports a failure", async ({ page }) => {
  await openAnalyzer(page);
  const a = analyzer(page);
  await a.submit.click();
  await expectToast(page, "Please select at least one enterprise system to analyze");
  await a.section.getByRole("checkbox", { name: /Oracle NetSuite/ }).check();
  await a.submit.click();
  await expectToast(page, "Please enter your work email to receive the detailed analysis");

  await a.email.fill("jane@gmail.com");
  await expect(
    a.section.getByText("Please enter a valid work email. Personal email domains are not accepted."),
  ).toBeVisible();
  await expect(a.submit).toBeDisabled();
  await a.email.fill("jane@yahoo.co.uk");
  await expect(a.submit).toBeDisabled();
  await a.email.fill("jane@northwind-traders.com");
  await expect(a.submit).toBeEnabled();

  await a.submit.click();
  await expectToast(page, "Please select your organization size");
  await a.size.selectOption("medium");
  await a.submit.click();
  await expectToast(page, "Please select your industry");
  await a.industry.selectOption("retail");

  await page.route("**/api/enterprise/analyses", (route) => route.fulfill({ status: 500, body: "{}" }));
  await a.submit.click();
  await expectToast(page, "Failed to generate analysis. Please try again.");
  await expect(a.submit).toBeVisible();
});

test("select systems, analyze, use the tier slider, download the PDF, book a consultation, start over", async ({
  page,
}) => {
  await openAnalyzer(page);
  const a = analyzer(page);
  await fillValid(page);
  await a.section.getByLabel("Timeframe").selectOption("urgent");

  // Hold the answer until the analyzing state has been seen (the product adds no wait of its own).
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/enterprise/analyses", async (route) => {
    await held;
    await route.continue();
  });
  await a.submit.click();
  await expect(page.getByRole("status").filter({ hasText: "Gathering system information..." })).toBeVisible();
  release();

  await expect(page.getByRole("heading", { name: "Your Enterprise Systems Analysis" })).toBeVisible({
    timeout: 20_000,
  });
  await expectToast(page, "Your enterprise systems analysis is complete!");
  await expect(page.getByText("Generated by the built-in engine")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Modernize SAP S\/4HANA/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: /HubSpot CRM/ })).toBeVisible();
  await expect(page.getByText("1-3 months").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "AI Opportunities" })).toBeVisible();
  await expect(page.getByRole("table")).toContainText("Month-end close");

  // SAP S/4HANA is High complexity: the custom tier is recommended; HubSpot (Low) starts on no-code.
  const sapSlider = page.getByRole("slider", { name: /Modernize SAP S\/4HANA/ });
  await expect(sapSlider).toHaveAttribute("aria-valuetext", "Custom: $100K+ (recommended)");
  const hubSlider = page.getByRole("slider", { name: /HubSpot CRM/ });
  await expect(hubSlider).toHaveAttribute("aria-valuetext", "No-code: $5K-$15K (recommended)");
  await sapSlider.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(sapSlider).toHaveAttribute("aria-valuetext", "Low-code: $50K-$100K");
  await page.keyboard.press("ArrowLeft");
  await expect(sapSlider).toHaveAttribute("aria-valuetext", "No-code: $30K-$50K");

  await expectAccessible(page);

  // The PDF comes from the server.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF Report" }).click();
  const download = await downloadPromise;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`finance_Systems_Modernization_${today}.pdf`);
  await expectToast(page, "Report downloaded successfully");

  // Consultation modal.
  await page.getByRole("button", { name: "Book a Consultation" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Free Consultation" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("1 business day");
  await expect(dialog.getByLabel("Email")).toHaveValue("jane.doe@acme-industrial.com");
  await dialog.getByLabel("Email").fill("");
  await dialog.getByRole("button", { name: "Request Consultation" }).click();
  await expectToast(page, "Please provide your name and email");
  await expectAccessible(page);
  await dialog.getByLabel("Name").fill("Jane Doe");
  await dialog.getByLabel("Email").fill("jane.doe@acme-industrial.com");
  await dialog.getByLabel("Phone (optional)").fill("+1 (202) 555-0150");
  await dialog.getByRole("button", { name: "Request Consultation" }).click();
  await expectToast(
    page,
    "Consultation request received! Our enterprise modernization expert will contact you shortly.",
  );
  await expect(dialog).toBeHidden();

  // New Analysis resets everything.
  await page.getByRole("button", { name: "New Analysis" }).click();
  await expect(a.submit).toBeVisible();
  await expect(a.section.getByText("0 systems selected")).toBeVisible();
  await expect(a.email).toHaveValue("");
  await expect(a.size).toHaveValue("");
  await expect(a.section.getByRole("checkbox", { name: /SAP S\/4HANA/ })).not.toBeChecked();
});

test("report failures: the PDF and the consultation say so", async ({ page }) => {
  await useTheme(page, "light");
  await openAnalyzer(page);
  await fillValid(page);
  await analyzer(page).submit.click();
  await expect(page.getByRole("heading", { name: "Your Enterprise Systems Analysis" })).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page);

  await page.route("**/api/enterprise/analyses/*/pdf", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "Download PDF Report" }).click();
  await expectToast(page, "Failed to generate report");
  await expect(page.getByRole("button", { name: "Download PDF Report" })).toBeEnabled();

  await page.route("**/api/enterprise/consultations", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("button", { name: "Book a Consultation" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Jane Doe");
  await dialog.getByRole("button", { name: "Request Consultation" }).click();
  await expectToast(page, "Failed to book consultation. Please try again.");
  await expect(dialog).toBeVisible();
});
