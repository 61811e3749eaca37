import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectToast, test } from "../fixtures.ts";

// /contact: the message form (name, email, message) with its success message; unlike the older
// product it is really sent to the server and stored as a lead.

function contactForm(page: Page) {
  return {
    name: page.getByLabel("Name", { exact: true }),
    email: page.getByLabel("Email", { exact: true }),
    message: page.getByLabel("Message", { exact: true }),
    send: page.getByRole("button", { name: "Send Message" }),
  };
}

test("shows the title, description, three info cards and the call link", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Contact Us | Ember Forge Labs");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /get in touch.*digital project/i,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  const main = page.locator("main");
  await expect(main.getByRole("link", { name: "Email hello@emberforge.example" })).toHaveAttribute(
    "href",
    "mailto:hello@emberforge.example",
  );
  // Tap-to-call.
  await expect(main.getByRole("link", { name: "Call (202) 555-0143" })).toHaveAttribute(
    "href",
    "tel:+12025550143",
  );
  await expect(main.getByText("1100 Foundry Lane, Suite 400, Washington, DC 20001")).toBeVisible();
  await expect(main.getByRole("link", { name: "Call Us Now" })).toHaveAttribute("href", "tel:+12025550143");
});

test("requires name, a valid email and a message", async ({ page }) => {
  await page.goto("/contact");
  const f = contactForm(page);
  await f.send.click();
  await expectToast(page, "Please fill in all required fields correctly");
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter a message")).toBeVisible();
  await f.name.fill("Grace");
  await f.email.fill("grace@navy");
  await f.message.fill("Hello");
  await f.send.click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter your name")).toHaveCount(0);
  await expect(f.email).toHaveAttribute("aria-invalid", "true");
});

test("sends the message, confirms and clears the form", async ({ page }) => {
  await page.goto("/contact");
  const f = contactForm(page);
  await f.name.fill("Grace Hopper");
  await f.email.fill(`grace-${Date.now()}@navy.example`);
  await f.message.fill("We need a new logistics portal.\nCan we talk next week?");
  const response = page.waitForResponse("**/api/marketing/contact-messages");
  await f.send.click();
  expect((await response).status()).toBe(201);
  await expectToast(page, "Message sent successfully! We'll get back to you soon.");
  await expect(f.name).toHaveValue("");
  await expect(f.email).toHaveValue("");
  await expect(f.message).toHaveValue("");
});

test("a server failure is reported and the message is kept", async ({ page }) => {
  await page.goto("/contact");
  const f = contactForm(page);
  await page.route("**/api/marketing/contact-messages", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"x","code":"internal"}' }),
  );
  await f.name.fill("Grace Hopper");
  await f.email.fill("grace@navy.example");
  await f.message.fill("Keep me");
  await f.send.click();
  await expectToast(page, "Something went wrong. Please try again.");
  await expect(f.message).toHaveValue("Keep me");
});

test("shows the server's field messages", async ({ page }) => {
  await page.goto("/contact");
  const f = contactForm(page);
  await page.route("**/api/marketing/contact-messages", (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: JSON.stringify({
        error: "Please enter a valid email address",
        code: "invalid_input",
        fields: { email: "Please enter a valid email address" },
      }),
    }),
  );
  await f.name.fill("Grace Hopper");
  await f.email.fill("grace@navy.example");
  await f.message.fill("Hi");
  await f.send.click();
  await expectToast(page, "Please enter a valid email address");
  await expect(f.email).toHaveAccessibleDescription("Please enter a valid email address");
});

for (const theme of ["dark", "light"] as const) {
  test(`has no serious accessibility problem in the ${theme} theme, with errors shown`, async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: "theme", value: theme, url: baseURL! }]);
    await page.goto("/contact");
    await expectAccessible(page);
    await contactForm(page).send.click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    // The shared toaster's light error colours are reported separately; this checks the page.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await expectAccessible(page);
  });
}
