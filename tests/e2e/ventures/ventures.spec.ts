import { minimalPdf } from "#src/platform/storage/test-files.testing.ts";
import { expect, expectAccessibleInBothThemes, expectToast, login, test } from "../fixtures.ts";

const PDF = Buffer.from(minimalPdf());

test.describe("ventures landing", () => {
  test("shows the hero, the sections and the buttons to apply, the portfolio, the pitch and the criteria", async ({
    page,
  }) => {
    await page.goto("/ventures");
    await expect(page.getByRole("heading", { level: 1, name: "Unstuck Ventures" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Apply for Funding" })).toHaveAttribute(
      "href",
      "/ventures/apply",
    );
    await expect(page.getByRole("link", { name: "Our Portfolio" })).toHaveAttribute(
      "href",
      "/ventures/portfolio",
    );
    for (const h of [
      "Investment Thesis",
      "What We Look For",
      "Investment Focus",
      "Portfolio",
      "Application Process",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: h, exact: true })).toBeVisible();
    }
    for (const h of [
      "Innovation First",
      "Global Ambition",
      "Impact Driven",
      "Market Potential",
      "Growth Path",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: h })).toBeVisible();
    }
    for (const t of ["PRE-SEED", "SEED", "SERIES A", "AI & ML", "Product Innovation"]) {
      await expect(page.getByText(t, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText("$1+ billion", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Submit Your Pitch" })).toHaveAttribute(
      "href",
      "/ventures/apply",
    );
    await page.getByRole("link", { name: "View Investment Criteria" }).click();
    await expect(page).toHaveURL(/\/ventures\/criteria$/);
  });
});

test.describe("ventures application (/ventures/apply)", () => {
  test("types the intro lines, sends the application and confirms with the toast", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/ventures/apply");
    const lines = page.getByTestId("terminal-line");
    await expect(lines).toHaveCount(4);
    await expect(lines.last()).toHaveText("> Ready. Tell us about your venture.", { timeout: 15_000 });
    await expect(page.getByText("All submissions are reviewed within 48-72 hours")).toBeVisible();
    await expect(
      page.locator("main").getByRole("link", { name: "hello@emberforge.example" }),
    ).toHaveAttribute("href", "mailto:hello@emberforge.example");
    await expect(page.getByLabel("email")).toHaveAttribute("type", "email");
    await page.getByLabel("name").fill("Grace Builder");
    await page.getByLabel("email").fill("grace@orbit-e2e.example");
    await page.getByLabel("company").fill("Orbit Labs");
    await page.getByLabel("project").fill("Satellite data for small farms.");
    await page.getByRole("button", { name: /Submit Application/ }).click();
    await expectToast(page, "Application Received");
    await expectToast(page, "We'll review your application and get back to you shortly.");
    await expect(page.getByLabel("name")).toHaveValue("");
    await expect(page.getByLabel("project")).toHaveValue("");
  });

  test("shows every intro line at once under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/ventures/apply");
    await expect(page.getByTestId("terminal-line").first()).toHaveText(
      "$ ./apply --program unstuck-ventures",
      {
        timeout: 1_000,
      },
    );
    await expect(page.getByTestId("terminal-line").last()).toHaveText(
      "> Ready. Tell us about your venture.",
      {
        timeout: 1_000,
      },
    );
  });
});

test.describe("pitch submission (/ventures/pitch)", () => {
  test("goes through two steps keeping values, submits a real deck, resets to step 1; staff can download it", async ({
    page,
  }) => {
    const company = `Lumen Ledger ${Date.now()}`;
    await page.goto("/ventures/pitch");
    await expect(page.getByRole("heading", { name: "Submit Your Pitch" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 1 of 2: Company" })).toBeVisible();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Company Name is required")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 1 of 2: Company" })).toBeVisible();

    await page.getByLabel("Company Name *").fill(company);
    await page.getByLabel("Founder Name *").fill("Ada Founder");
    await page.getByLabel("Email *").fill("ada@lumen-e2e.example");
    await expect(page.getByLabel("Website")).toHaveAttribute("placeholder", "https://");
    await expect(page.getByLabel("Website")).toHaveAttribute("type", "url");
    await page.getByLabel("Website").fill("https://lumen-e2e.example");
    await page.getByLabel("Stage *").selectOption({ label: "Idea Stage" });
    await page.getByLabel("Industry *").selectOption("fintech");
    await page.getByRole("button", { name: "Next" }).click();

    await expect(page.getByRole("heading", { name: "Step 2 of 2: Pitch" })).toBeVisible();
    await page.getByLabel("Problem *").fill("Shops reconcile card payouts by hand.");
    await page.getByLabel("Solution *").fill("A ledger that matches payouts automatically.");
    await page
      .getByLabel("Pitch Deck *")
      .setInputFiles({ name: "deck.exe", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText("The pitch deck must be a .pdf, .ppt, .pptx or .key file.")).toBeVisible();
    await page
      .getByLabel("Pitch Deck *")
      .setInputFiles({ name: "deck.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(page.getByText("Selected: deck.pdf.")).toBeVisible();

    await page.getByRole("button", { name: "Back", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Step 1 of 2: Company" })).toBeVisible();
    await expect(page.getByLabel("Company Name *")).toHaveValue(company);
    await expect(page.getByLabel("Stage *")).toHaveValue("idea");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Problem *")).toHaveValue("Shops reconcile card payouts by hand.");
    await expect(page.getByText("Selected: deck.pdf.")).toBeVisible();

    await page.getByRole("button", { name: "Submit Pitch" }).click();
    await expectToast(page, "Your pitch has been submitted successfully! We'll be in touch soon.");
    await expect(page.getByRole("heading", { name: "Step 1 of 2: Company" })).toBeVisible();
    await expect(page.getByLabel("Company Name *")).toHaveValue("");
    await expect(page.getByLabel("Stage *")).toHaveValue("");

    // The deck is private: anonymous callers are refused, an employee gets the same bytes.
    const anon = await page.request.get("/api/ventures/pitches");
    expect(anon.status()).toBe(401);
    await login(page, "employee");
    const list = await page.request.get("/api/ventures/pitches");
    expect(list.status()).toBe(200);
    const pitch = (await list.json()).pitches.find((p: { companyName: string }) => p.companyName === company);
    expect(pitch).toMatchObject({ stageLabel: "Idea Stage", industry: "fintech", status: "pending" });
    const deck = await page.request.get(pitch.pitchDeckUrl);
    expect(deck.status()).toBe(200);
    expect(deck.headers()["content-disposition"]).toContain('filename="deck.pdf"');
    expect(Buffer.from(await deck.body()).equals(PDF)).toBe(true);
  });

  test("shows the failure message and the reason when the server refuses the deck", async ({ page }) => {
    await page.goto("/ventures/pitch");
    await page.getByLabel("Company Name *").fill("Renamed Binary Inc");
    await page.getByLabel("Founder Name *").fill("Eve");
    await page.getByLabel("Email *").fill("eve@binary-e2e.example");
    await page.getByLabel("Stage *").selectOption("mvp");
    await page.getByLabel("Industry *").selectOption("saas");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Problem *").fill("p");
    await page.getByLabel("Solution *").fill("s");
    const elf = Buffer.alloc(64);
    elf.set([0x7f, 0x45, 0x4c, 0x46]);
    await page
      .getByLabel("Pitch Deck *")
      .setInputFiles({ name: "deck.pdf", mimeType: "application/pdf", buffer: elf });
    await page.getByRole("button", { name: "Submit Pitch" }).click();
    await expectToast(page, "There was an error submitting your pitch. Please try again.");
    await expect(page.getByRole("alert").filter({ hasText: "are not a real .pdf file" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Step 2 of 2: Pitch" })).toBeVisible();
  });
});

test("portfolio shows batches newest first, the 2025 batch as 'Coming Soon', statuses as text", async ({
  page,
}) => {
  await page.goto("/ventures/portfolio");
  const headings = page.getByTestId("portfolio-batch").getByRole("heading", { level: 2 });
  await expect(headings).toHaveText([
    "Coming Soon",
    "Batch 2024",
    "Batch 2023",
    "Batch 2022",
    "Batch 2021",
    "Batch 2020",
  ]);
  for (const s of [
    "Acquired",
    "Active",
    "Backed",
    "VC-backed & Profitable",
    "In Development",
    "Coming Soon",
  ]) {
    await expect(page.getByText(s, { exact: true }).first()).toBeVisible();
  }
});

test("criteria lists stages, industries, sectors and the process timelines", async ({ page }) => {
  await page.goto("/ventures/criteria");
  await expect(page.getByRole("heading", { level: 1, name: "Investment Criteria" })).toBeVisible();
  await expect(page.getByTestId("timeline-step")).toHaveText([
    /Initial review.*1-2 days/,
    /First meeting.*30-45 minutes/,
    /Due diligence.*2-3 weeks/,
    /Final decision.*1-2 weeks/,
  ]);
  for (const t of ["Idea Stage", "E-commerce", "EdTech", "SERIES A"]) {
    await expect(page.getByText(t, { exact: true }).first()).toBeVisible();
  }
});

test("the startup lab links to the tools, and /unstuck-anywhere leads to Unstuck Anywhere", async ({
  page,
}) => {
  await page.goto("/ventures/lab");
  await expect(page.getByRole("heading", { level: 1, name: "Your Virtual Startup Lab" })).toBeVisible();
  for (const href of ["/startup", "/intake", "/ventures/pitch"]) {
    await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }
  await page.goto("/unstuck-anywhere");
  await expect(page).toHaveURL(/\/anywhere$/);
  await expect(page.getByRole("heading", { level: 1, name: "Unstuck Anywhere" })).toBeVisible();
  await expect(page).toHaveTitle(/Unstuck Anywhere/);
});

test("ventures pages have no serious accessibility problem in either theme", async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const path of [
    "/ventures",
    "/ventures/apply",
    "/ventures/portfolio",
    "/ventures/criteria",
    "/ventures/lab",
    "/anywhere",
  ]) {
    await page.goto(path);
    await expectAccessibleInBothThemes(page);
  }
  await page.goto("/ventures/pitch");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Company Name is required")).toBeVisible();
  await expectAccessibleInBothThemes(page);
});
