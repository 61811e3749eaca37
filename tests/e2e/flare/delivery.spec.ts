import type { Page } from "@playwright/test";
import { DELIVERY_MESSAGES as DM } from "../../../src/features/flare/flare-delivery.contract.ts";
import { samplePlan } from "../../../src/features/flare/lib/sample-plan.testing.ts";
import { expect, expectAccessibleInBothThemes, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

const json = (page: Page, method: "post" | "put", path: string, data: unknown) =>
  page.request[method](`${DEMO_URL}${path}`, { data, headers: { origin: DEMO_URL } });

/** A saved design with phased features and a screen, made by the signed-in employee. */
async function plannedDesign(page: Page, title: string) {
  const created = await json(page, "post", "/api/flare/designs", {
    title,
    clientName: "Ada Baker",
    clientCompany: `Crumb & Co ${Date.now()}`,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const plan = samplePlan(6, 1);
  const saved = await json(page, "put", `/api/flare/designs/${id}`, { baseVersion: 1, ...plan });
  expect(saved.status(), await saved.text()).toBe(200);
  return { id, plan, version: ((await saved.json()) as { version: number }).version };
}

test.describe("FLARE hand-over to delivery", () => {
  test("staff generate and send a proposal, start delivery, see the project and apply a later change", async ({
    page,
  }) => {
    await login(page, "employee");
    const workspaceName = `Delivery ${Date.now()}`;
    expect((await json(page, "post", "/api/workspace/workspaces", { name: workspaceName })).status()).toBe(
      201,
    );
    const { id, plan, version } = await plannedDesign(page, "Bakery delivery plan");

    await page.goto(`/employee/flare-canvas/${id}`);
    await page.getByRole("button", { name: "Proposal" }).click();
    const proposal = page.getByRole("dialog", { name: "Proposal" });
    await proposal.getByLabel("Segment").selectOption("startup");
    await proposal.getByLabel("Assumptions").fill("The client provides the brand assets");
    await proposal.getByLabel("Exclusions").fill("Native mobile apps");
    await proposal.getByRole("button", { name: "Generate proposal" }).click();
    await expectToast(page, DM.proposalReady);
    const item = proposal.getByTestId("proposal").first();
    await expect(item).toContainText(`Version ${version}`);
    const href = await item.getByRole("link", { name: /Download PDF/ }).getAttribute("href");
    const pdf = await page.request.get(`${DEMO_URL}${href}`);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await item.getByLabel("Client's email").fill("not-an-address");
    await item.getByRole("button", { name: "Send" }).click();
    await expect(item.getByText(DM.emailInvalid)).toBeVisible();
    await item.getByLabel("Client's email").fill("ada@crumb.example");
    await item.getByRole("button", { name: "Send" }).click();
    await expectToast(page, DM.proposalSent("ada@crumb.example"));
    await expect(item).toContainText("sent to ada@crumb.example");
    await expectAccessibleInBothThemes(page);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Delivery" }).click();
    const delivery = page.getByRole("dialog", { name: "Delivery" });
    await delivery.getByLabel("Workspace").selectOption({ label: workspaceName });
    await delivery.getByRole("button", { name: "Start delivery" }).click();
    await expectToast(page, DM.deliveryStarted);
    await expect(
      delivery.getByText(`The project is up to date with design version ${version}.`),
    ).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // The design changes: feature 0 is renamed; the project lists it as a difference to apply.
    const nodes = plan.nodes.map((n) =>
      n.id === "feature-0" && n.type === "feature"
        ? { ...n, data: { ...n.data, label: "Sign-in with passkeys" } }
        : n,
    );
    const saved = await json(page, "put", `/api/flare/designs/${id}`, {
      baseVersion: version,
      nodes,
      edges: plan.edges,
    });
    expect(saved.status()).toBe(200);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Delivery" }).click();
    await expectAccessibleInBothThemes(page);
    await delivery.getByRole("checkbox", { name: /Changed: Sign-in with passkeys/ }).check();
    await delivery.getByRole("button", { name: "Apply selected (1)" }).click();
    await expectToast(page, DM.applied(1));
    await expect(
      delivery.getByText(`The project is up to date with design version ${version + 1}.`),
    ).toBeVisible();

    // The project in the workspace: the Alpha list holds the renamed feature's task.
    await delivery.getByRole("link", { name: "Alpha" }).click();
    await expect(page).toHaveURL(/\/workspace\/[0-9a-f-]{36}\/list\/[0-9a-f-]{36}/);
    await expect(page.getByText("Sign-in with passkeys").first()).toBeVisible();

    // Each task links back to its node: the canvas opens with that feature's editor.
    await page.goto(`/employee/flare-canvas/${id}?node=feature-0`);
    const editor = page.getByRole("dialog", { name: "Edit Feature" });
    await expect(editor.getByLabel("Name")).toHaveValue("Sign-in with passkeys");
  });

  test("admins set the rates proposals price with; bad input is refused with its message", async ({
    page,
  }) => {
    await login(page, "admin");
    await page.goto("/employee/flare-canvas/rates");
    const form = page.getByRole("form", { name: "Government" });
    await form.getByLabel("Low rate").fill("2000");
    await form.getByLabel("High rate").fill("1500");
    await form.getByRole("button", { name: "Save Government rates" }).click();
    await expect(form.getByText(DM.rateOrder)).toBeVisible();
    await form.getByLabel("High rate").fill("2400");
    await form.getByRole("button", { name: "Save Government rates" }).click();
    await expectToast(page, DM.ratesSaved);
    await page.reload();
    await expect(page.getByRole("form", { name: "Government" }).getByLabel("High rate")).toHaveValue("2400");
    await expectAccessibleInBothThemes(page);
  });
});
