import { expect, login, test } from "../fixtures.ts";

/** A free slot from the end of the booking window (the other specs book from its start). */
async function lastFreeSlot(page: import("@playwright/test").Page) {
  const now = new Date();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const res = await page.request.get(
    `/api/intake/slots?from=${iso(new Date(now.getTime() + 14 * 86_400_000))}&to=${iso(new Date(now.getTime() + 28 * 86_400_000))}`,
  );
  const slots = await res.json();
  const day = [...slots.days].reverse().find((d: { slots: unknown[] }) => d.slots.length);
  return { date: day.date as string, time: day.slots.at(-1).time as string };
}

test.describe("cancelling a booking from the confirmation email's link", () => {
  test("the visitor opens the link, sees the booking, cancels it with a reason; the slot is free again", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = `cancel-${Date.now()}@visitor-e2e.example`;
    const slot = await lastFreeSlot(page);
    const booked = await page.request.post("/api/intake/bookings", {
      data: { ...slot, fullName: "Cara Cancel", email, source: "discovery" },
      headers: { origin: baseURL! },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    // The link as the confirmation email carries it (read from the outbox as the admin).
    const adminContext = await browser.newContext({ baseURL });
    let href: string | null;
    try {
      const admin = await adminContext.newPage();
      await login(admin, "admin", baseURL);
      await admin.goto("/command-center/outbox");
      const item = admin.getByRole("listitem").filter({ hasText: `To ${email}` });
      await item
        .getByText(/is confirmed/)
        .first()
        .click();
      href = await item
        .getByRole("link", { name: /\/bookings\/.*\/cancel\?token=/ })
        .first()
        .getAttribute("href");
    } finally {
      await adminContext.close();
    }
    expect(href).toBeTruthy();

    await page.goto(href!);
    await expect(page.getByRole("heading", { name: "Cancel your meeting" })).toBeVisible();
    await expect(page.getByText("30-minute discovery meeting")).toBeVisible();
    await page.getByLabel("Reason (optional)").fill("Found another date");
    await page.getByRole("button", { name: "Cancel the meeting" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your meeting is cancelled" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel the meeting" })).toHaveCount(0);

    // Opening the link again shows the cancellation, with no button.
    await page.reload();
    await expect(page.getByText("This meeting has already been cancelled.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Cancel the meeting" })).toHaveCount(0);

    const slots = await (await page.request.get(`/api/intake/slots?date=${slot.date}`)).json();
    expect(slots.days[0].slots.map((s: { time: string }) => s.time)).toContain(slot.time);

    // A tampered link says so.
    await page.goto(href!.replace(/token=.{4}/, "token=AAAA"));
    await expect(
      page.getByRole("alert").filter({ hasText: "This cancellation link is not valid." }),
    ).toBeVisible();
  });
});

test.describe("staff cancelling a booking from the lead's page", () => {
  test("the lead page lists the meeting; staff cancel it with a reason; the visitor is emailed", async ({
    page,
    baseURL,
  }) => {
    const email = `staff-cancel-${Date.now()}@visitor-e2e.example`;
    const slot = await lastFreeSlot(page);
    const booked = await page.request.post("/api/intake/bookings", {
      data: { ...slot, fullName: "Sam Staffcancel", email, source: "discovery" },
      headers: { origin: baseURL! },
    });
    expect(booked.status(), await booked.text()).toBe(201);

    await login(page, "admin", baseURL);
    const leads = await page.request.get(`/api/crm/leads?q=${encodeURIComponent(email)}`);
    expect(leads.status()).toBe(200);
    const [lead] = (await leads.json()).rows;
    await page.goto(`/command-center/sales/leads/${lead.id}`);

    const meetings = page.getByRole("region", { name: "Meetings" });
    await expect(meetings.getByText("Confirmed")).toBeVisible();
    await meetings.getByRole("button", { name: "Cancel meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "Cancel meeting" });
    // The reason stops at the server's limit (a longer one is refused with a message: API test).
    await dialog.getByLabel("Reason (optional)").fill("x".repeat(1001));
    await expect(dialog.getByLabel("Reason (optional)")).toHaveValue("x".repeat(1000));
    await dialog.getByLabel("Reason (optional)").fill("Consultant ill");
    await dialog.getByRole("button", { name: "Cancel the meeting" }).click();
    await expect(page.getByText("The meeting is cancelled; the visitor has been emailed.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(meetings.getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(meetings.getByText(/Cancelled by .*: Consultant ill/)).toBeVisible();
    await expect(meetings.getByRole("button", { name: "Cancel meeting" })).toHaveCount(0);

    // The visitor's cancellation is in the outbox, and the slot is free again.
    await page.goto("/command-center/outbox");
    await expect(
      page
        .getByRole("listitem")
        .filter({ hasText: `To ${email}` })
        .getByText(/cancel/i)
        .first(),
    ).toBeVisible();
    const slots = await (await page.request.get(`/api/intake/slots?date=${slot.date}`)).json();
    expect(slots.days[0].slots.map((s: { time: string }) => s.time)).toContain(slot.time);
  });
});
