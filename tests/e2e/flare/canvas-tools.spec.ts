import type { Page } from "@playwright/test";
import { DEMO_FLARE_CANVAS_PASSWORD } from "../../../src/platform/config/config.ts";
import { minimalPdf } from "../../../src/platform/storage/test-files.testing.ts";
import { expect, expectToast, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

/** Save Design: names the version (the suggested name is kept) and stores it. */
async function saveVersion(page: Page) {
  await page.getByRole("button", { name: "Save Design" }).click();
  await page
    .getByRole("dialog", { name: "Save Design" })
    .getByRole("button", { name: "Save Version" })
    .click();
  await expectToast(page, "Design saved successfully");
}

async function openCanvas(page: Page, title = "Tools test") {
  const h = { origin: DEMO_URL };
  expect(
    (
      await page.request.post("/api/flare/gate", {
        data: { password: DEMO_FLARE_CANVAS_PASSWORD },
        headers: h,
      })
    ).status(),
  ).toBe(200);
  const code = await (await page.request.post("/api/flare/access-codes", { data: {}, headers: h })).json();
  const res = await page.request.post("/api/flare/designs", {
    data: { title, accessCode: code.code, clientName: "Ada Baker", clientCompany: "Crumb & Co" },
    headers: h,
  });
  const design = (await res.json()) as { id: string; accessCode: string };
  await page.goto(`/flare/canvas/design/${design.id}`);
  await expect(page.getByTestId("stage-node")).toHaveCount(3);
  return design;
}

async function addFromHub(page: Page, feature: string) {
  await page.getByRole("button", { name: "Predefined Features" }).click();
  const hub = page.getByRole("dialog", { name: "Predefined Features" });
  await hub.getByRole("button", { name: "Individual" }).click();
  await hub.getByRole("button", { name: `Add ${feature}` }).click();
  await expect(hub.getByRole("button", { name: `${feature} added` })).toBeVisible();
  await hub.getByRole("button", { name: "Close" }).click();
}

test("AI import: staged analysis, results once each as feature and screen, Done clears it", async ({
  page,
}) => {
  await openCanvas(page);
  await page.getByRole("button", { name: "AI Import" }).click();
  const dialog = page.getByRole("dialog", { name: "AI Project Analysis" });
  await dialog.getByRole("button", { name: "Analyze" }).click();
  await expectToast(page, "Please describe your project");
  await dialog
    .getByLabel("Project description")
    .fill("A marketplace where local bakers sell bread online, with checkout and a dashboard for bakers.");
  await dialog.getByRole("button", { name: "Analyze" }).click();
  await expectToast(page, "Project analyzed successfully!");
  const results = page.getByRole("dialog").filter({ hasText: "Engine: built-in planner" });
  await expect(results).toBeVisible();
  await results.getByRole("button", { name: "Add Cart and checkout as a feature" }).click();
  await expect(results.getByRole("button", { name: "Cart and checkout added as a feature" })).toBeDisabled();
  await results.getByRole("button", { name: "Add Dashboard as a screen" }).click();
  await expect(results.getByRole("button", { name: "Dashboard added as a screen" })).toBeDisabled();
  await results.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("feature-node").filter({ hasText: "Cart and checkout" })).toBeVisible();
  await expect(page.getByTestId("screen-node").filter({ hasText: "Dashboard" })).toBeVisible();
  // The feature was saved with the design (the AI flow saves what it adds); the screen is saved next.
  await saveVersion(page);
  await page.reload();
  await expect(page.getByTestId("feature-node").filter({ hasText: "Cart and checkout" })).toBeVisible();
});

test("undo and redo with the keyboard; Delete Selected; the Add Item menu by hover and keyboard", async ({
  page,
}) => {
  await openCanvas(page);
  await addFromHub(page, "Dashboard");
  await expect(page.getByTestId("feature-node")).toHaveCount(1);
  await page.locator(".react-flow__pane").click();
  await page.keyboard.press("ControlOrMeta+z");
  await expect(page.getByTestId("feature-node")).toHaveCount(0);
  await page.keyboard.press("Shift+ControlOrMeta+z");
  await expect(page.getByTestId("feature-node")).toHaveCount(1);

  await page.getByTestId("feature-node").click();
  await page.getByRole("button", { name: "Delete Selected" }).click();
  await expect(page.getByTestId("feature-node")).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByTestId("feature-node")).toHaveCount(1);

  // Hover opens the menu; it closes 300 ms after the pointer leaves.
  const menuButton = page.getByRole("button", { name: "Add Item" });
  await menuButton.hover();
  await expect(page.getByRole("button", { name: "Custom Screen" })).toBeVisible();
  await page.mouse.move(600, 600);
  await expect(page.getByRole("button", { name: "Custom Screen" })).toBeHidden({ timeout: 2000 });
  // Keyboard: Enter opens, Tab reaches the items, Escape closes.
  await menuButton.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Custom Feature" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add Custom Screen" });
  await dialog.getByRole("button", { name: "Add Screen" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Name and description are required.");
  await dialog.getByLabel("Name").fill("Sign in");
  await dialog.getByLabel("Description").fill("Email and password");
  await dialog.getByRole("button", { name: "Add Screen" }).click();
  await expect(page.getByTestId("screen-node").filter({ hasText: "Sign in" })).toContainText(
    "Screen · Login",
  );
});

test("focus view steps through the stages; code view adds a block with its preview cut at 100 characters", async ({
  page,
}) => {
  await openCanvas(page);
  await addFromHub(page, "Dashboard");
  await page.getByRole("button", { name: "Focus", exact: true }).click();
  const focus = page.getByTestId("focus-view");
  await expect(focus.getByRole("heading", { name: "Alpha" })).toBeVisible();
  await expect(focus.getByRole("button", { name: "Previous stage" })).toBeDisabled();
  await expect(focus.getByTestId("feature-node")).toHaveCount(1);
  await focus.getByRole("button", { name: "Next stage" }).click();
  await expect(focus.getByRole("heading", { name: "Beta" })).toBeVisible();
  await expect(focus.getByTestId("feature-node")).toHaveCount(0);
  await focus.getByRole("button", { name: "Next stage" }).click();
  await expect(focus.getByRole("button", { name: "Next stage" })).toBeDisabled();

  await page.getByRole("button", { name: "Code", exact: true }).click();
  await page.getByRole("button", { name: "Add Code Block" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Code Block" });
  await dialog.getByLabel("Name").fill("Price helper");
  await dialog
    .getByLabel("Code")
    .fill(`export const price = (cents: number) => cents / 100; ${"// ".repeat(40)}`);
  await dialog.getByRole("button", { name: "Add Code Block" }).click();
  const node = page.getByTestId("code-node");
  await expect(node).toContainText("Price helper");
  const preview = await node.locator("pre").textContent();
  expect(preview).toHaveLength(103);
  expect(preview!.endsWith("...")).toBe(true);
});

test("wireframe tools: refine, downloads, Get Code, preview, feedback, export", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: DEMO_URL });
  await openCanvas(page);
  await page.getByRole("button", { name: "Add Screen" }).click();
  const panel = page.getByRole("dialog", { name: "Add Screen" });
  await panel.getByRole("searchbox", { name: "Search screens" }).fill("checkout");
  await panel.getByRole("button", { name: /^Checkout/ }).click();
  await panel.getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Wireframe", exact: true }).click();
  await expect(page.getByText("Select a screen and generate a wireframe")).toBeVisible();
  await page.getByLabel("Screen", { exact: true }).selectOption({ label: "Checkout" });
  await page.getByRole("button", { name: "Get Code" }).click();
  await expectToast(page, "No wireframe to copy code from. Generate one first.");
  await page.getByRole("button", { name: "Generate" }).click();
  await expect(page.getByRole("img", { name: "Wireframe of Checkout (mobile)" })).toBeVisible();
  await page.getByRole("button", { name: "Desktop" }).click();
  await expectToast(page, "Switched to desktop view");
  await expect(page.getByRole("img", { name: "Wireframe of Checkout (desktop)" })).toBeVisible();
  await page.getByRole("button", { name: "Refine" }).click();
  await expectToast(page, "Wireframe refined successfully");
  const png = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PNG" }).click();
  expect((await png).suggestedFilename()).toBe("checkout-desktop.png");
  await expectToast(page, "Wireframe downloaded");
  const svg = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download SVG" }).click();
  expect((await svg).suggestedFilename()).toBe("checkout-desktop.svg");
  await page.getByRole("button", { name: "Get Code" }).click();
  await expectToast(page, "Code copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("export function Checkout()");
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Preview" }).click();
  await popup;
  await expectToast(page, "Preview opened in new window");
  await page.getByRole("button", { name: "Looks Good" }).click();
  await expectToast(page, "Positive feedback recorded");
  const exported = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export Wireframes" }).click();
  expect((await exported).suggestedFilename()).toBe("wireframes.html");
  await expectToast(page, "Wireframes exported successfully");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Wireframes saved successfully");
  await page.reload();
  await page.getByRole("button", { name: "Wireframe", exact: true }).click();
  await page.getByLabel("Screen", { exact: true }).selectOption({ label: "Checkout" });
  await expect(page.getByText(/feedback: Looks Good/)).toBeVisible();
});

test("attachments: uploaded to a feature, listed, downloadable by the holder", async ({ page }) => {
  await openCanvas(page);
  await addFromHub(page, "File uploads");
  await page.getByRole("button", { name: "Edit File uploads" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Feature" });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "spec.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from(minimalPdf()),
  });
  await expectToast(page, "File uploaded successfully");
  const link = dialog.getByRole("link", { name: "spec.pdf" });
  await expect(link).toBeVisible();
  const res = await page.request.get((await link.getAttribute("href"))!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await saveVersion(page);
  await page.reload();
  await expect(page.getByTestId("feature-node").filter({ hasText: "File uploads" })).toContainText(
    "1 attachment",
  );
});

test("a design saved through the API reaches the open canvas at once", async ({ page }) => {
  const { id } = await openCanvas(page);
  const current = await (await page.request.get(`/api/flare/designs/${id}`)).json();
  const added = {
    id: "feature-from-api",
    type: "feature",
    position: { x: 40, y: 480 },
    data: { label: "Imported from the API", description: "", priority: "low", points: 3 },
  };
  const saved = await page.request.put(`/api/flare/designs/${id}`, {
    data: { baseVersion: current.version, nodes: [...current.nodes, added], edges: current.edges },
    headers: { origin: DEMO_URL },
  });
  expect(saved.status()).toBe(200);
  await expect(page.getByTestId("feature-node").filter({ hasText: "Imported from the API" })).toBeVisible();
  // A save over an older version is still refused: saved versions are never overwritten.
  const stale = await page.request.put(`/api/flare/designs/${id}`, {
    data: { baseVersion: current.version, nodes: current.nodes, edges: current.edges },
    headers: { origin: DEMO_URL },
  });
  expect(stale.status()).toBe(409);
});

test("'Open in FLARE' on a startup plan makes a project of its features on the stages", async ({ page }) => {
  const analysis = await page.request.post("/api/startup/analyses", {
    data: {
      pitch:
        "An online shop for handmade ceramics with checkout, order tracking and a dashboard for the makers.",
    },
    headers: { origin: DEMO_URL },
  });
  expect(analysis.status()).toBe(201);
  const { id } = await analysis.json();
  await page.goto(`/flare/canvas?plan=${id}`);
  await expect(page.getByRole("heading", { name: "Protected Area" })).toBeVisible();
  await page.getByLabel("Password").fill(DEMO_FLARE_CANVAS_PASSWORD);
  await page.getByRole("button", { name: "Access Canvas" }).click();
  await expect(page).toHaveURL(/\/flare\/canvas\/design\/[0-9a-f-]{36}$/);
  await page.getByLabel("Client name").fill("Mia Potter");
  await page.getByLabel("Company name").fill("Kiln Studio");
  await page.getByRole("button", { name: "Continue to Design Canvas" }).click();
  await expect(page.getByTestId("feature-node").filter({ hasText: "Cart and checkout" })).toBeVisible();
  await expect(page.getByTestId("stage-node").filter({ hasText: "Alpha" })).not.toContainText("0 features");
});
