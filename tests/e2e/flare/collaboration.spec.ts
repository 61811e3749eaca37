import type { Page } from "@playwright/test";
import { DEMO_FLARE_CANVAS_PASSWORD } from "../../../src/platform/config/config.ts";
import { expect, expectAccessible, expectToast, login, test, withHydration } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

const h = { origin: DEMO_URL };

async function addFromHub(page: Page, feature: string) {
  await page.getByRole("button", { name: "Predefined Features" }).click();
  const hub = page.getByRole("dialog", { name: "Predefined Features" });
  await hub.getByRole("button", { name: "Individual" }).click();
  await hub.getByRole("button", { name: `Add ${feature}` }).click();
  await expect(hub.getByRole("button", { name: `${feature} added` })).toBeVisible();
  await hub.getByRole("button", { name: "Close" }).click();
}

const feature = (page: Page, label: string) => page.getByTestId("feature-node").filter({ hasText: label });
const live = (page: Page) => page.getByTestId("live-status");
/**
 * The IndexedDB databases of this browser, and those whose stored updates hold `text` (Yjs keeps
 * strings as UTF-8 in its updates).
 */
async function localCopies(page: Page, text: string): Promise<{ names: string[]; holding: string[] }> {
  return page.evaluate(async (wanted) => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? "").filter(Boolean);
    const holding: string[] = [];
    for (const name of names) {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction(["updates"], "readonly").objectStore("updates").getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      });
      const decoder = new TextDecoder();
      if (rows.some((r) => r instanceof Uint8Array && decoder.decode(r).includes(wanted))) holding.push(name);
    }
    return { names: names.sort(), holding };
  }, text);
}
const people = (page: Page) => page.getByRole("list", { name: "People on this design" });

test("staff and a client plan one design together: presence, cursors, own undo, offline edits merged and kept over a closed tab, one named save", async ({
  page,
  browser,
}) => {
  // Two browsers through some thirty steps, two of them offline and back: about 9 s on a quiet
  // machine, 18–24 s with both cores busy, and past the default 30 s twice on a loaded CI machine.
  test.setTimeout(90_000);
  // Staff: an employee on /employee/flare-canvas, who creates the project.
  await login(page, "employee");
  const code = await (await page.request.post("/api/flare/access-codes", { data: {}, headers: h })).json();
  const created = await page.request.post("/api/flare/designs", {
    data: {
      title: "Workshop board",
      accessCode: code.code,
      clientName: "Ada Baker",
      clientCompany: "Crumb & Co",
    },
    headers: h,
  });
  expect(created.status()).toBe(201);
  const { id, accessCode } = (await created.json()) as { id: string; accessCode: string };

  // The client: another browser, through the password gate and the project's access code.
  const clientContext = await browser.newContext({ baseURL: DEMO_URL, reducedMotion: "reduce" });
  try {
    const client = withHydration(await clientContext.newPage());
    await client.goto("/flare/canvas");
    await client.getByLabel("Password").fill(DEMO_FLARE_CANVAS_PASSWORD);
    await client.getByRole("button", { name: "Access Canvas" }).click();
    await client.getByRole("textbox", { name: "Access code" }).fill(accessCode);
    await client.getByRole("button", { name: "Access Project" }).click();
    await client.waitForURL(`**/flare/canvas/design/${id}`);

    await page.goto(`/employee/flare-canvas/${id}`);
    await expect(live(page)).toHaveAttribute("data-status", "connected");
    await expect(live(client)).toHaveAttribute("data-status", "connected");

    // Each sees who is there: the client as "Guest", the employee by name.
    await expect(people(page).getByText("Guest", { exact: true })).toBeAttached();
    await expect(people(client).getByTestId("presence")).toHaveCount(2);
    await expect(people(client).getByText("Guest (you)", { exact: true })).toBeAttached();
    await expectAccessible(page);

    // Both edit; each sees the other's change.
    await addFromHub(page, "Dashboard");
    await expect(feature(client, "Dashboard")).toBeVisible();
    await addFromHub(client, "Data export");
    await expect(feature(page, "Data export")).toBeVisible();

    // Cursors and selections: the client points at and selects a feature, the employee sees both.
    await feature(client, "Dashboard").click();
    await client.mouse.move(300, 400);
    await client.mouse.move(320, 420);
    await expect(page.getByTestId("remote-cursor").filter({ hasText: "Guest" })).toBeVisible();
    await expect(page.getByTestId("remote-selection")).toHaveCount(1);
    await page.mouse.move(400, 380);
    await page.mouse.move(420, 400);
    await expect(client.getByTestId("remote-cursor")).toHaveCount(1);

    // Undo takes back the employee's own change only: the client's feature stays.
    await page.locator(".react-flow__pane").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("ControlOrMeta+z");
    await expect(feature(page, "Dashboard")).toHaveCount(0);
    await expect(feature(client, "Dashboard")).toHaveCount(0);
    await expect(feature(page, "Data export")).toBeVisible();
    await page.keyboard.press("Shift+ControlOrMeta+z");
    await expect(feature(client, "Dashboard")).toBeVisible();

    // The client goes offline and keeps working; the employee works meanwhile.
    await clientContext.setOffline(true);
    await expect(live(client)).toHaveAttribute("data-status", "offline");
    await addFromHub(client, "Custom reports");
    await addFromHub(page, "Activity feed");
    await expect(feature(client, "Custom reports")).toBeVisible();
    await expect(feature(page, "Custom reports")).toHaveCount(0);
    await expect(feature(client, "Activity feed")).toHaveCount(0);

    // Back online: both sides get what the other did, nothing is lost.
    await clientContext.setOffline(false);
    await expect(live(client)).toHaveAttribute("data-status", "connected");
    for (const p of [page, client]) {
      for (const label of ["Dashboard", "Data export", "Custom reports", "Activity feed"]) {
        await expect(feature(p, label)).toBeVisible();
      }
      await expect(p.getByTestId("feature-node")).toHaveCount(4);
    }

    // One named save, listed once.
    await page.getByRole("button", { name: "Save Design" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Design" });
    await dialog.getByLabel("Version name").fill("After the workshop");
    await dialog.getByRole("button", { name: "Save Version" }).click();
    await expectToast(page, "Design saved successfully");
    await client.getByRole("button", { name: "Saved versions" }).click();
    const versions = client.getByRole("list", { name: "Saved versions" }).getByTestId("version");
    await expect(versions).toHaveCount(1);
    await expect(versions.first()).toContainText("After the workshop");
    await expect(versions.first()).toContainText("7 elements");

    // It all survives a reload.
    await client.reload();
    await expect(client.getByTestId("feature-node")).toHaveCount(4);
    await expect(live(client)).toHaveAttribute("data-status", "connected");

    // Offline edits survive a closed tab: the browser keeps its own copy of this design (and of no
    // other) in IndexedDB, and it merges when the design is opened again online.
    await clientContext.setOffline(true);
    await expect(live(client)).toHaveAttribute("data-status", "offline");
    await addFromHub(client, "Audit log");
    await expect(feature(client, "Audit log")).toBeVisible();
    await expect
      .poll(() => localCopies(client, "Audit log"))
      .toEqual({ names: [`flare-design:${id}`], holding: [`flare-design:${id}`] });
    await client.close();
    await clientContext.setOffline(false);
    await expect(feature(page, "Audit log")).toHaveCount(0);
    const reopened = withHydration(await clientContext.newPage());
    await reopened.goto(`/flare/canvas/design/${id}`);
    await expect(feature(reopened, "Audit log")).toBeVisible();
    await expect(live(reopened)).toHaveAttribute("data-status", "connected");
    await expect(feature(page, "Audit log")).toBeVisible();
    await expect(page.getByTestId("feature-node")).toHaveCount(5);
  } finally {
    await clientContext.close();
  }
});
