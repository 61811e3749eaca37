import type { Page } from "@playwright/test";
import { startWebhookReceiver } from "../../helpers/webhook-receiver.ts";
import { expect, expectAccessibleAtWidths, expectToast, login, shotForReview, test } from "../fixtures.ts";
import { PORT_BASE } from "../ports.ts";

// The receiver listens on 127.0.0.1, which the demo server's TEST_LOOPBACK_FETCH lets webhooks reach
// (and demo mode allows http://); every other rule of the address policy applies.
const RECEIVER_PORT = PORT_BASE + 30 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

async function shots(page: Page, name: string) {
  await expectAccessibleAtWidths(page, {
    fits: true,
    each: async (width) => {
      for (const theme of ["light", "dark"]) {
        await page.evaluate((t) => document.documentElement.classList.toggle("dark", t === "dark"), theme);
        await shotForReview(page, `webhooks-${name}-${width}-${theme}`);
      }
    },
  });
}

test("an admin registers an endpoint, sends a test event, reads the log and replays it", async ({ page }) => {
  const receiver = await startWebhookReceiver({ port: RECEIVER_PORT });
  try {
    await login(page, "admin");
    await page.goto("/command-center/settings/integrations");
    await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(dialog.getByText("Give the endpoint's address.")).toBeVisible();
    await dialog.getByLabel("Endpoint URL").fill("http://10.0.0.1/hooks");
    await dialog.getByLabel(/^deal\.won/).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expect(dialog.getByText(/points to a private network/).first()).toBeVisible();
    const url = `${receiver.url}/${Date.now()}`;
    await dialog.getByLabel("Endpoint URL").fill(url);
    await dialog.getByLabel("Description (optional)").fill("Order system");
    await dialog.getByLabel(/^lead\.created/).check();
    await dialog.getByRole("button", { name: "Add endpoint" }).click();
    await expectToast(page, "Endpoint added. Copy its signing secret now.");
    const secret = await dialog.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_/);
    receiver.state.secrets.push(secret);
    await dialog.getByRole("button", { name: "Done" }).click();

    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: url }) });
    await expect(item.getByText("Enabled")).toBeVisible();
    await item.getByRole("button", { name: `Send test event to ${url}` }).click();
    await expectToast(page, "Test event queued. It appears in the log in a moment.");
    // The dispatcher job is woken at commit (NOTIFY) and signs the message; the receiver verifies it.
    await expect.poll(() => receiver.ofType("webhook.test").length, { timeout: 20_000 }).toBe(1);

    await item.getByRole("button", { name: `Delivery log of ${url}` }).click();
    const log = page.getByRole("dialog", { name: "Delivery log" });
    const deliveries = log.getByRole("list", { name: "Deliveries" });
    await expect(deliveries.getByText("webhook.test", { exact: true })).toBeVisible();
    await expect(deliveries.getByText("succeeded", { exact: true }).first()).toBeVisible();
    await expect(deliveries.getByText(/^200 in \d+ ms$/).first()).toBeVisible();
    await shots(page, "log");
    await deliveries.getByRole("button", { name: "Replay webhook.test delivery" }).click();
    await expectToast(page, "Delivery queued again.");
    await expect.poll(() => receiver.ofType("webhook.test").length, { timeout: 20_000 }).toBe(2);
    const [first, again] = receiver.ofType("webhook.test");
    expect(again!.id).toBe(first!.id);
    await expect(deliveries.getByText("replay", { exact: true })).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press("Escape");
    await expect(log).toBeHidden();
    await shots(page, "list");

    // Disable, then delete; the keyboard reaches each action.
    await item.getByRole("button", { name: `Disable ${url}` }).focus();
    await page.keyboard.press("Enter");
    await expectToast(page, "Endpoint saved.");
    await expect(item.getByText("Disabled", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: `Delete ${url}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Endpoint deleted.");
    await expect(page.getByRole("heading", { name: url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});
