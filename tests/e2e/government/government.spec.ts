import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

const M = {
  requirement: "Please select at least one compliance requirement to analyze",
  email: "Please enter your email to receive the detailed assessment",
  agency: "Please select your agency type",
  classification: "Please select your data classification level",
  success: "Your compliance assessment is complete!",
};

async function setTheme(page: Page, theme: "dark" | "light") {
  await page.context().addCookies([{ name: "theme", value: theme, url: DEMO_URL }]);
}

const form = (page: Page) => page.getByRole("form", { name: "Compliance assessment" });

test("the page stores the segment, links both anchors to the analyzer and is accessible in both themes", async ({
  page,
}) => {
  await page.goto("/government");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Compliance-first");
  expect(await page.evaluate(() => localStorage.getItem("preferred-segment"))).toBe("government");
  for (const badge of ["FedRAMP", "FISMA", "NIST"])
    await expect(
      page.getByRole("list", { name: "Trust badges" }).getByText(badge, { exact: true }),
    ).toBeVisible();
  await expect(page.locator("#compliance-checker")).toHaveCount(1);
  await expect(page.locator("#compliance-analyzer")).toHaveCount(1);
  await expect(page.locator("#compliance-analyzer").getByRole("form")).toBeVisible();
  await expect(page.getByText("Dana Whitfield")).toBeVisible();

  for (const name of ["Start Free Assessment", "See Sample Assessment", "Go to the analyzer"]) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name }).click();
    await expect(page.getByRole("heading", { name: "Free Compliance Assessment" })).toBeInViewport();
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.goto("/government#compliance-checker");
  await expect(page.getByRole("heading", { name: "Free Compliance Assessment" })).toBeInViewport();

  await expectAccessible(page);
  await setTheme(page, "light");
  await page.reload();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await expectAccessible(page);
});

test("the submit button's label follows the selection, and each rule has its message", async ({ page }) => {
  await page.goto("/government");
  const f = form(page);
  const submit = f.getByRole("button", { name: /Requirements|Analyze/ });
  await expect(submit).toHaveText("Select Requirements to Analyze");
  await expect(submit).toBeDisabled();
  await f.getByLabel("FedRAMP").check();
  await expect(submit).toHaveText("Analyze 1 Selected Requirements");
  await f.getByLabel("FISMA").check();
  await f.getByLabel("Data Privacy").check();
  await expect(submit).toHaveText("Analyze 3 Selected Requirements");
  await f.getByLabel("Data Privacy").uncheck();
  await expect(submit).toHaveText("Analyze 2 Selected Requirements");
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(f.getByRole("alert")).toHaveText(M.email);
  await expectToast(page, M.email);
  await expect(f.getByLabel(/Email/)).toBeFocused();

  await f.getByLabel(/Email/).fill("officer@agency.example.gov");
  await submit.click();
  await expect(f.getByRole("alert")).toHaveText(M.agency);
  await expectToast(page, M.agency);

  await f.getByLabel("Agency type").selectOption("federal");
  await submit.click();
  await expect(f.getByRole("alert")).toHaveText(M.classification);
  await expectToast(page, M.classification);

  // With no requirement the button stays disabled; the server holds the same first rule.
  const res = await page.request.post("/api/government/analyses", {
    data: { selectedRequirements: [], email: "", agencyType: "", dataClassification: "" },
    headers: { origin: DEMO_URL },
  });
  expect(res.status()).toBe(400);
  expect((await res.json()).error).toBe(M.requirement);
});

test("an assessment shows staged progress, the results, both downloads, the emailed PDF, and resets", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `cio-${Date.now()}@agency.example.gov`;
  await page.goto("/government");
  const f = form(page);
  await f.getByLabel("FedRAMP").check();
  await f.getByLabel("Security Controls").check();
  await f.getByLabel("Section 508 Accessibility").check();
  await f.getByLabel("Agency type").selectOption("state");
  await f.getByLabel("Data classification").selectOption("confidential");
  await f.getByLabel(/Email/).fill(email);
  // The call is held until the last progress message has been seen, then let through.
  let callMadeAt = 0;
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/government/analyses", async (route) => {
    callMadeAt = Date.now();
    await held;
    await route.continue();
  });
  const clickedAt = Date.now();
  await f.getByRole("button", { name: "Analyze 3 Selected Requirements" }).click();

  const status = f.getByRole("status");
  await expect(f.getByRole("button", { name: "Analyzing..." })).toBeDisabled();
  await expect(status).toHaveText("Analyzing compliance requirements...");
  await expect(status).toHaveText("Evaluating security controls...");
  await expect(status).toHaveText("Generating compliance roadmap...");
  // About 2 s of staged progress (1 s between messages), then the call.
  await expect.poll(() => callMadeAt).toBeGreaterThan(0);
  expect(callMadeAt - clickedAt).toBeGreaterThanOrEqual(1900);
  release();

  await expect(page.getByRole("heading", { name: "Your Compliance Assessment" })).toBeFocused({
    timeout: 15_000,
  });
  await expectToast(page, M.success);
  await expect(page.getByTestId("engine")).toHaveText("Generated by the built-in engine.");
  for (const label of ["Priority level", "Timeline estimate", "Cost estimate"])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByText("FIPS 199 High")).toBeVisible();

  const gaps = page.getByRole("table", { name: "Compliance Gap Analysis" });
  await expect(gaps.getByRole("columnheader")).toHaveText(["Requirement", "Status", "Description"]);
  await expect(gaps.getByRole("rowheader", { name: "FedRAMP: authorization package" })).toBeVisible();
  await expect(gaps.getByRole("rowheader", { name: "FedRAMP: StateRAMP alignment" })).toBeVisible();
  const controls = page.getByRole("table", { name: "Security Controls Assessment" });
  await expect(controls.getByRole("columnheader")).toHaveText(["Control family", "Status", "Impact"]);
  const ac = controls.getByRole("row").filter({ hasText: "Access Control (AC)" });
  await expect(ac).toContainText("AC-2");
  await expect(ac.locator("[data-tone=partial]")).toHaveText("Partial");
  await expect(ac.locator("[data-tone=critical]")).toHaveText("Critical");
  const roadmap = page.getByRole("table", { name: "Implementation Roadmap" });
  await expect(roadmap.getByRole("columnheader")).toHaveText([
    "Phase",
    "Duration",
    "Focus",
    "Key deliverables",
  ]);
  await expect(page.getByRole("heading", { name: "Recommended Actions" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Benefits of Compliance" })).toBeVisible();
  await expect(page.getByTestId("pdf-note")).toHaveText(
    `A PDF copy of this assessment has been sent to ${email}.`,
  );
  await expectAccessible(page);

  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download JSON" }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^compliance-assessment-\d{4}-\d{2}-\d{2}\.json$/);
  const saved = JSON.parse(fs.readFileSync(await json.path(), "utf8"));
  expect(saved.request.selectedRequirements).toEqual(["security", "fedramp", "section508"]);
  expect(saved.result.complianceGaps.length).toBeGreaterThan(3);

  const [pdf] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download PDF" }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^compliance-assessment-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");

  await setTheme(page, "light");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  await expectAccessible(page);

  // The email with the PDF attached is in the outbox, readable by an admin.
  const adminContext = await browser.newContext({ baseURL: DEMO_URL });
  const admin = await adminContext.newPage();
  await login(admin, "admin");
  await admin.goto("/command-center/outbox");
  const item = admin.getByRole("listitem").filter({ hasText: `To ${email}` });
  await item.getByText(/Your compliance assessment/).click();
  await expect(item.getByText(/Attachments: compliance-assessment-\d{4}-\d{2}-\d{2}\.pdf/)).toBeVisible();
  // Admins open the attachment itself: a download under a sandbox policy.
  const href = await item.getByRole("link", { name: /^compliance-assessment-/ }).getAttribute("href");
  const attachment = await admin.request.get(href!);
  expect(attachment.status()).toBe(200);
  expect(attachment.headers()["content-disposition"]).toMatch(
    /^attachment; filename="compliance-assessment-/,
  );
  expect(attachment.headers()["content-security-policy"]).toBe("sandbox; default-src 'none'");
  expect((await attachment.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await adminContext.close();

  await page.getByRole("button", { name: "Start New Assessment" }).click();
  const again = form(page);
  await expect(again.getByRole("button", { name: "Select Requirements to Analyze" })).toBeDisabled();
  for (const label of ["FedRAMP", "Security Controls", "Section 508 Accessibility"])
    await expect(again.getByLabel(label)).not.toBeChecked();
  await expect(again.getByLabel("Agency type")).toHaveValue("");
  await expect(again.getByLabel("Data classification")).toHaveValue("");
  await expect(again.getByLabel(/Email/)).toHaveValue("");
});

test("failures return to the form with the spec's messages; an unsaved result still shows", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/government");
  const f = form(page);
  await f.getByLabel("FISMA").check();
  await f.getByLabel("Agency type").selectOption("local");
  await f.getByLabel("Data classification").selectOption("public");
  await f.getByLabel(/Email/).fill("it@city.example.gov");
  const submit = () => f.getByRole("button", { name: "Analyze 1 Selected Requirements" }).click();

  await page.route("**/api/government/analyses", (route) =>
    route.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: "engine", code: "assessment_failed" }),
    }),
  );
  await submit();
  await expectToast(page, "There was an error generating your compliance assessment. Please try again.");
  await expect(f.getByLabel("FISMA")).toBeChecked();

  await page.unroute("**/api/government/analyses");
  await page.route("**/api/government/analyses", (route) => route.abort());
  await submit();
  await expectToast(page, "Failed to generate assessment. Please try again.");
  await expect(f.getByLabel(/Email/)).toHaveValue("it@city.example.gov");

  // A real answer whose save failed: the result is shown with the could-not-save warning, without a PDF link.
  await page.unroute("**/api/government/analyses");
  await page.route("**/api/government/analyses", async (route) => {
    const res = await route.fetch();
    const dto = await res.json();
    await route.fulfill({
      response: res,
      json: {
        ...dto,
        id: null,
        pdfPath: null,
        saved: false,
        warning: "Your assessment was generated but we couldn't save it for future reference.",
      },
    });
  });
  // This answer comes from the real server (the analysis and its PDF): on a busy machine it can
  // take longer than an expectation's timeout, so the test waits for it before looking.
  const answered = page.waitForResponse("**/api/government/analyses", { timeout: 45_000 });
  await submit();
  await answered;
  const warning = "Your assessment was generated but we couldn't save it for future reference.";
  await expectToast(page, warning);
  await expect(page.getByRole("alert").filter({ hasText: warning })).toBeVisible();
  await expect(page.getByRole("table", { name: "Compliance Gap Analysis" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download PDF" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download JSON" })).toBeVisible();
});
