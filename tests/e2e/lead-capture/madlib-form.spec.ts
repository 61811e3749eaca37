import type { Page } from "@playwright/test";
import { GOALS, JOB_TITLES, SERVICES } from "#src/features/marketing/content/madlib-options.ts";
import { expect, expectAccessible, expectToast, test } from "../fixtures.ts";

// The home page's contact form: choices that depend on the segment, the checks and their messages,
// phone formatting, submit and the redirect to /thank-you.

const API = "**/api/marketing/contact-submissions";

function madlib(page: Page) {
  const form = page.locator("#madlib-section").getByRole("form", { name: "Tell us about your project" });
  return {
    form,
    name: form.getByLabel("Full name"),
    jobTitle: form.getByLabel("Job title"),
    company: form.getByLabel("Organization name"),
    segment: form.getByLabel("Segment"),
    service: form.getByLabel("Service"),
    goal: form.getByLabel("Goal"),
    timeframe: form.getByLabel("Timeframe"),
    method: form.getByLabel("Contact method"),
    contact: form.getByRole("textbox", { name: /^Your / }),
    submit: form.getByRole("button", { name: /Let's Talk|Sending/ }),
  };
}

async function open(page: Page) {
  await page.goto("/#madlib-section");
  const f = madlib(page);
  await expect(f.form).toBeVisible();
  return f;
}

/** The option texts of a select, without its placeholder. */
async function optionsOf(select: ReturnType<typeof madlib>["segment"]) {
  return (await select.locator("option").allTextContents()).slice(1);
}

async function fillValid(f: ReturnType<typeof madlib>) {
  await f.name.fill("Zoë O'Brien-Smith");
  await f.company.fill("R&D / Labs?");
  await f.segment.selectOption("government");
  await f.jobTitle.selectOption("Agency Director");
  await f.service.selectOption("FedRAMP Solutions");
  await f.goal.selectOption("achieve FedRAMP compliance");
  await f.timeframe.selectOption("3-6 months");
  await f.method.selectOption("Email");
  await f.contact.fill("zoe+leads@agency.example.gov");
}

test.describe("the home contact form", () => {
  test("says what each field needs, with the toast, and sends nothing", async ({ page }) => {
    const f = await open(page);
    let sent = 0;
    await page.route(API, (route) => {
      sent++;
      return route.continue();
    });
    await f.submit.click();
    await expectToast(page, "Please fill in all required fields correctly");
    for (const message of [
      "Name is required",
      "Organization name is required",
      "Please choose your segment",
      "Please choose a timeframe",
      "Please choose how we should reach you",
    ]) {
      await expect(f.form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(f.name).toHaveAttribute("aria-invalid", "true");
    await expect(f.name).toHaveAccessibleDescription("Name is required");
    // The first blank that needs attention gets the focus.
    await expect(f.name).toBeFocused();

    await f.name.fill("Ada");
    await f.company.fill("Acme");
    await f.segment.selectOption("startup");
    await f.timeframe.selectOption("1-3 months");
    await f.method.selectOption("Email");
    await f.contact.fill("ada at acme");
    await f.submit.click();
    await expectToast(page, "Please fill in all required fields correctly");
    await expect(f.form.getByText("Please choose your job title")).toBeVisible();
    await expect(f.form.getByText("Please choose the service you need")).toBeVisible();
    await expect(f.form.getByText("Please choose your goal")).toBeVisible();
    await expect(f.form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(f.form.getByText("Name is required", { exact: true })).toHaveCount(0);

    await f.method.selectOption("Phone");
    await f.contact.pressSequentially("555012");
    await f.submit.click();
    await expect(f.form.getByText("Please enter a valid phone number")).toBeVisible();

    // A video call takes any details, but some.
    await f.method.selectOption("Video Call");
    await f.submit.click();
    await expect(f.form.getByText("Please tell us where to reach you")).toBeVisible();
    expect(sent).toBe(0);
  });

  test("formats the phone as (xxx) xxx-xxxx while typing, with at most 10 digits", async ({ page }) => {
    const f = await open(page);
    await f.method.selectOption("Phone");
    await expect(f.contact).toHaveAccessibleName("Your phone number");
    await f.contact.pressSequentially("2025");
    await expect(f.contact).toHaveValue("(202) 5");
    await f.contact.pressSequentially("55-01abc43999");
    await expect(f.contact).toHaveValue("(202) 555-0143");
    await f.contact.press("Backspace");
    await expect(f.contact).toHaveValue("(202) 555-014");
    // Email addresses are left exactly as typed.
    await f.method.selectOption("Email");
    await f.contact.pressSequentially("2025550143@x.example");
    await expect(f.contact).toHaveValue("2025550143@x.example");
  });

  test("job title, service and goal wait for a segment, list its options, and reset when it changes", async ({
    page,
  }) => {
    const f = await open(page);
    for (const select of [f.jobTitle, f.service, f.goal]) await expect(select).toBeDisabled();
    await expect(f.segment).toBeEnabled();
    expect(await optionsOf(f.segment)).toEqual(["startup", "enterprise", "government agency"]);
    for (const segment of ["startup", "enterprise", "government"] as const) {
      await f.segment.selectOption(segment);
      for (const select of [f.jobTitle, f.service, f.goal]) await expect(select).toBeEnabled();
      expect(await optionsOf(f.jobTitle)).toEqual(JOB_TITLES[segment]);
      expect(await optionsOf(f.service)).toEqual(SERVICES[segment]);
      expect(await optionsOf(f.goal)).toEqual(GOALS[segment]);
    }
    // The fixed startup job titles, written out here rather than read from the content file, so a
    // change to that file cannot silently change what visitors see.
    await f.segment.selectOption("startup");
    expect(await optionsOf(f.jobTitle)).toEqual([
      "Founder",
      "Co-Founder",
      "CTO",
      "CEO",
      "Product Manager",
      "Technical Lead",
    ]);
    await f.jobTitle.selectOption("CTO");
    await f.service.selectOption("MVP Development");
    await f.goal.selectOption("launch our MVP");
    await f.timeframe.selectOption("6-12 months");
    // Enterprise also has a CTO, and still the choices start over.
    await f.segment.selectOption("enterprise");
    await expect(f.jobTitle).toHaveValue("");
    await expect(f.service).toHaveValue("");
    await expect(f.goal).toHaveValue("");
    await expect(f.timeframe).toHaveValue("6-12 months");
  });

  test("changing the contact method clears the contact details and their error", async ({ page }) => {
    const f = await open(page);
    await f.method.selectOption("Email");
    await f.contact.fill("not-an-address");
    await f.submit.click();
    await expect(f.form.getByText("Please enter a valid email address")).toBeVisible();
    await f.method.selectOption("Phone");
    await expect(f.contact).toHaveValue("");
    await expect(f.form.getByText("Please enter a valid email address")).toHaveCount(0);
    await expect(f.contact).not.toHaveAttribute("aria-invalid", "true");
  });

  test("sends the form, shows the submitting state, thanks and goes to /thank-you, which greets from the stored submission", async ({
    page,
  }) => {
    const f = await open(page);
    await fillValid(f);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(API, async (route) => {
      await held;
      await route.continue();
    });
    await f.submit.click();
    // Submitting: disabled, a spinner, the label hidden.
    await expect(f.submit).toBeDisabled();
    await expect(f.submit).toHaveAttribute("aria-busy", "true");
    await expect(f.submit.locator("svg.animate-spin")).toBeVisible();
    await expect(f.submit).not.toContainText("Let's Talk");
    release();
    await expectToast(page, "Thanks for reaching out! Let's schedule a time to chat.");
    await expect(page).toHaveURL(/\/thank-you\?/);
    // The address carries the stored submission's id and the segment, none of the visitor's words
    // (decision 023); the page reads the rest from the row.
    const url = new URL(page.url());
    expect([...url.searchParams.keys()]).toEqual(["submission", "segment"]);
    expect(url.searchParams.get("segment")).toBe("government");
    expect(url.searchParams.get("submission")).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText("you're the Agency Director at R&D / Labs?")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Zoë!");
  });

  test("a failed send says so and keeps everything that was typed", async ({ page }) => {
    const f = await open(page);
    await fillValid(f);
    await f.method.selectOption("Phone");
    await f.contact.pressSequentially("2025550143");
    await page.route(API, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({
          error: "Something went wrong on our side. Please try again.",
          code: "internal",
        }),
      }),
    );
    await f.submit.click();
    await expectToast(page, "Something went wrong. Please try again.");
    await expect(page).toHaveURL(/\/#madlib-section$/);
    await expect(f.name).toHaveValue("Zoë O'Brien-Smith");
    await expect(f.company).toHaveValue("R&D / Labs?");
    await expect(f.segment).toHaveValue("government");
    await expect(f.jobTitle).toHaveValue("Agency Director");
    await expect(f.service).toHaveValue("FedRAMP Solutions");
    await expect(f.goal).toHaveValue("achieve FedRAMP compliance");
    await expect(f.timeframe).toHaveValue("3-6 months");
    await expect(f.method).toHaveValue("Phone");
    await expect(f.contact).toHaveValue("(202) 555-0143");
    // Submitting always ends: the button is back.
    await expect(f.submit).toBeEnabled();
    await expect(f.submit).toHaveText("Let's Talk");
  });

  test("a refusal from the server is explained (rate limit, automated)", async ({ page }) => {
    const f = await open(page);
    await fillValid(f);
    const message =
      "We received several submissions from your connection in the last few minutes. Please wait 9 minutes and try again.";
    await page.route(API, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ error: message, code: "rate_limited" }),
      }),
    );
    await f.submit.click();
    await expectToast(page, message);
  });

  test("a bot that fills the hidden field is refused and told why", async ({ page }) => {
    const f = await open(page);
    await fillValid(f);
    const honeypot = f.form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(honeypot).not.toBeInViewport();
    await honeypot.fill("https://spam.example", { force: true });
    await f.submit.click();
    await expectToast(page, "Your submission looks automated. Please try again without autofill.");
    await expect(page).toHaveURL(/\/#madlib-section$/);
  });

  test("can be filled in and sent with the keyboard alone", async ({ page }) => {
    const f = await open(page);
    await f.name.focus();
    await page.keyboard.type("Kim Keyboard");
    // The job title waits for a segment, so Tab skips it.
    await page.keyboard.press("Tab");
    await expect(f.company).toBeFocused();
    await page.keyboard.type("Tabs Inc");
    await page.keyboard.press("Tab");
    await expect(f.segment).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(f.segment).toHaveValue("startup");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(f.jobTitle).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(f.jobTitle).toHaveValue("Founder");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(f.service).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(f.goal).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(f.timeframe).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await expect(f.method).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(f.method).toHaveValue("Email");
    await page.keyboard.press("Tab");
    await expect(f.contact).toBeFocused();
    await page.keyboard.type("kim@tabs.example");
    // The hidden honeypot is not in the tab order: next stop is the button.
    await page.keyboard.press("Tab");
    await expect(f.submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/thank-you\?submission=[0-9a-f-]{36}&segment=startup$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Kim!");
  });

  for (const theme of ["dark", "light"] as const) {
    test(`has no serious accessibility problem, errors shown, in the ${theme} theme`, async ({
      page,
      baseURL,
    }) => {
      await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
      const f = await open(page);
      await f.submit.click();
      await expect(f.form.getByText("Name is required", { exact: true })).toBeVisible();
      await expectAccessible(page, { include: "#madlib-section" });
    });
  }
});
