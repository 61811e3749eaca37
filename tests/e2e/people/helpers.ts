import { type Browser, expect, type Page } from "@playwright/test";
import { login } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

export const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** The invite link of the newest invitation to `email`, read by the admin in the Command Center outbox. */
export async function inviteLinkFor(browser: Browser, email: string, baseURL = DEMO_URL): Promise<string> {
  const context = await browser.newContext({ baseURL });
  try {
    const admin = await context.newPage();
    await login(admin, "admin", baseURL);
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
    expect(href).toMatch(/\/employee\/invite\/[\w-]+$/);
    return new URL(href!).pathname;
  } finally {
    await context.close();
  }
}

/** An employee profile added by the demo admin through the API (an unclaimed one, unless invited). */
export async function addEmployee(
  page: Page,
  fields: Record<string, unknown>,
): Promise<{ id: string; email: string }> {
  const res = await page.request.post("/api/people/employees", {
    data: { startDate: "2024-02-01", ...fields },
    headers: { origin: DEMO_URL },
  });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  return { id: body.employee.id, email: body.employee.email };
}
