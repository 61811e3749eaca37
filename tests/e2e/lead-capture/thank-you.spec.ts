import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

// /thank-you: the greeting by first name after the home form, and the segment's free guide offer
// whose link is emailed.

type Submission = {
  full_name: string;
  company_name: string;
  segment: string;
  job_title: string;
  service_type: string;
  goal: string;
  timeframe: string;
  contact_method: string;
  contact_info: string;
};
const forSegment = {
  startup: {
    segment: "startup",
    job_title: "Founder",
    service_type: "MVP Development",
    goal: "launch our MVP",
  },
  government: {
    segment: "government",
    job_title: "Agency Director",
    service_type: "FedRAMP Solutions",
    goal: "achieve FedRAMP compliance",
  },
} as const;
const ada: Submission = {
  full_name: "Ada King Lovelace",
  company_name: "Analytical Engines",
  segment: "enterprise",
  job_title: "CTO",
  service_type: "Cloud Migration",
  goal: "enhance security posture",
  timeframe: "1-3 months",
  contact_method: "Email",
  contact_info: "ada@analytical.example",
};

/**
 * Sends the home form through the API (the precondition, not the journey) and answers the
 * address the form goes to: the stored submission's id and the segment (decision 023).
 */
async function submitted(page: Page, values: Submission, variant?: "discovery") {
  const res = await page.request.post("/api/marketing/contact-submissions", {
    data: values,
    headers: { origin: new URL(page.url() === "about:blank" ? DEMO_URL : page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return `/thank-you?submission=${id}&segment=${values.segment}${variant ? `&variant=${variant}` : ""}`;
}

test("greets by first name, repeats what we were told and offers the segment's guide", async ({ page }) => {
  await page.goto(await submitted(page, ada));
  await expect(page).toHaveTitle("Thank You | Ember Forge Labs");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Ada!");
  await expect(page.getByText("We'll reach you by email at ada@analytical.example")).toBeVisible();
  await expect(
    page.getByText("you're the CTO at Analytical Engines, an enterprise looking for Cloud Migration"),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Modernizing Legacy Systems Without Stopping the Business" }),
  ).toBeVisible();
  // Prefilled from the contact details when the visitor chose Email.
  await expect(page.getByLabel("Where should we send the guide?")).toHaveValue("ada@analytical.example");
});

test("never shows words from the address: a crafted link gets the plain page", async ({ page }) => {
  await page.goto(
    "/thank-you?name=Dear%20customer%2C%20call%20%2B1%20555%200100%20now&company=Evil%20Corp&segment=enterprise" +
      "&job_title=Fake&service_type=Scam&goal=phish&contact_method=Email&contact_info=evil%40example.com",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
  const text = await page.locator("main").innerText();
  for (const word of ["call +1 555", "Evil Corp", "Scam", "evil@example.com"])
    expect(text).not.toContain(word);
  // The segment is one of three codes, so it still picks the guide.
  await expect(page.getByText("Free enterprise guide")).toBeVisible();
  await expect(page.getByLabel("Where should we send the guide?")).toHaveValue("");
  // An id that is not a stored submission (or a malformed one) also gives the plain page.
  await page.goto("/thank-you?submission=0b6f8a52-8a4e-4c5e-9d7e-2f4d1c3b2a10&segment=startup");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
  await page.goto("/thank-you?submission=%27%20or%201%3D1--");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
});

test("defaults to the startup guide, and offers the discovery booker in its variant", async ({ page }) => {
  await page.goto(
    await submitted(
      page,
      { ...ada, ...forSegment.startup, full_name: "Sam", contact_info: "sam@seed.example" },
      "discovery",
    ),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, Sam!");
  await expect(page.getByText("Free startup guide")).toBeVisible();
  await expect(page.getByRole("heading", { name: "The Four-Week MVP Playbook" })).toBeVisible();
  await expect(page.getByLabel("Where should we send the guide?")).toHaveValue("sam@seed.example");
  // The variant offers the discovery-meeting booker, carrying the visitor's details.
  const offer = page.getByTestId("discovery-offer");
  await expect(offer.getByRole("heading", { name: "Schedule Your Discovery Meeting" })).toBeVisible();
  await offer.getByRole("link", { name: "Choose a time" }).click();
  await expect(page).toHaveURL(
    /\/discovery\?name=Sam&company=Analytical\+Engines&email=sam%40seed.example&segment=startup/,
  );
  await page.goto("/thank-you");
  await expect(page.getByTestId("discovery-offer")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you!");
  await expect(page.getByRole("heading", { name: "The Four-Week MVP Playbook" })).toBeVisible();
  // A phone contact is not an email: nothing to prefill.
  await page.goto(
    await submitted(page, {
      ...ada,
      ...forSegment.government,
      contact_method: "Phone",
      contact_info: "(202) 555-0143",
    }),
  );
  await expect(page.getByLabel("Where should we send the guide?")).toHaveValue("");
  await expect(
    page.getByRole("heading", { name: "A Practical Roadmap to Compliant Digital Services" }),
  ).toBeVisible();
});

test("a guide request is confirmed, its email with a working link reaches the outbox", async ({
  page,
  browser,
}) => {
  const email = `guide-${Date.now()}@example.org`;
  await page.goto(
    await submitted(page, {
      ...ada,
      ...forSegment.government,
      contact_method: "Video Call",
      contact_info: "Teams",
    }),
  );
  const field = page.getByLabel("Where should we send the guide?");
  await page.getByRole("button", { name: "Send me the guide" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await field.fill(email);
  await page.getByRole("button", { name: "Send me the guide" }).click();
  const status = page.getByRole("status").filter({ hasText: "Your resource is being prepared!" });
  await expect(status).toBeVisible();
  await expect(status).toContainText("Check your email for the download link soon.");
  await expectToast(page, "Your resource is being prepared!");

  const download = await status.getByRole("link", { name: "Download it now" }).getAttribute("href");
  expect(download).toBe("/api/marketing/resources/government-compliance-roadmap.pdf");
  const pdf = await page.request.get(download!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  const adminContext = await browser.newContext({ baseURL: DEMO_URL });
  const admin = await adminContext.newPage();
  await login(admin, "admin");
  await admin.goto("/command-center/outbox");
  const item = admin.getByRole("listitem").filter({ hasText: `To ${email}` });
  await expect(item).toContainText("Your guide: A Practical Roadmap to Compliant Digital Services");
  await adminContext.close();
});

test("the background moves, and stands still for people who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto(await submitted(page, ada));
  const layers = page.locator("main > div[aria-hidden='true'] > div");
  await expect(layers).toHaveCount(2);
  expect(await layers.first().evaluate((el) => getComputedStyle(el).animationName)).not.toBe("none");
  await page.emulateMedia({ reducedMotion: "reduce" });
  for (const el of await layers.all()) {
    expect(await el.evaluate((e) => getComputedStyle(e).animationName)).toBe("none");
  }
});

for (const theme of ["dark", "light"] as const) {
  test(`has no serious accessibility problem in the ${theme} theme, before and after a request`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
    await page.goto(
      await submitted(page, { ...ada, contact_info: `axe-${theme}-${Date.now()}@example.org` }),
    );
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
    else await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Send me the guide" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your resource is being prepared!" }),
    ).toBeVisible();
    // Checked once the toast has gone: mid-animation its half-transparent colours fail contrast.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await expectAccessible(page);
  });
}
