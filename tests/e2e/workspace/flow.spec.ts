import type { Page } from "@playwright/test";
import { expect, login, test, withHydration } from "../fixtures.ts";
import { makeWorkspace } from "./helpers.ts";

/** A toast with exactly this message ("Workspace created…" must not match "Space created…"). */
const expectToast = (page: Page, text: string) =>
  expect(page.locator("[data-sonner-toast]").getByText(text, { exact: true }).first()).toBeVisible();

// From an empty workspace to a task approved by a second user in another browser, and the
// workspace chat seen live by the other user (server-sent events, no reload).

test("a new workspace, its tree and a task, approved by a second member in another browser", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await login(page, "workspace");
  await page.goto("/workspace");
  const name = `Launch ${Date.now()}`;
  // The workspace, created from the sidebar.
  await page.getByRole("button", { name: "New Workspace" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Create Workspace" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create Workspace" }).click();
  await expectToast(page, "Workspace created successfully");
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  // Space, folder and list through the tree's menus.
  const tree = page.getByRole("navigation", { name: "Workspace tree" });
  await tree.getByRole("button", { name: `Actions for workspace ${name}` }).click();
  await page.getByRole("menuitem", { name: "New Space" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Marketing");
  await page.getByRole("dialog").getByRole("button", { name: "Create Space" }).click();
  await expectToast(page, "Space created successfully");
  await tree.getByRole("button", { name: "Actions for space Marketing" }).click();
  await page.getByRole("menuitem", { name: "New Folder" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Website");
  await page.getByRole("dialog").getByRole("button", { name: "Create Folder" }).click();
  await expectToast(page, "Folder created successfully");
  await tree.getByRole("button", { name: "Actions for folder Website" }).click();
  await page.getByRole("menuitem", { name: "New List" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Sprint 1");
  await page.getByRole("dialog").getByRole("button", { name: "Create List" }).click();
  await expectToast(page, "List created successfully");
  await expect(page.getByRole("heading", { level: 1, name: "Sprint 1" })).toBeVisible();
  await expect(page.getByText("No tasks in this list yet")).toBeVisible();

  // The task, with a due date before its start refused first.
  await page.getByRole("button", { name: "New Task" }).click();
  const task = page.getByRole("dialog", { name: "New Task" });
  await task.getByLabel("Title").fill("Publish the pricing page");
  await task.getByLabel("Priority").selectOption("high");
  await task.getByLabel("Start date").fill("2026-03-10");
  await task.getByLabel("Due date").fill("2026-03-05");
  await task.getByRole("button", { name: "Create Task" }).click();
  await expect(task.getByText("The due date cannot be before the start date")).toBeVisible();
  await task.getByLabel("Due date").fill("2026-03-12");
  await task.getByLabel("Time estimate (hours)").fill("4");
  await task.getByRole("button", { name: "Create Task" }).click();
  await expectToast(page, "Task created successfully");
  await page.getByRole("link", { name: "Publish the pricing page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Publish the pricing page" })).toBeVisible();

  // Alone in the workspace: nobody to ask.
  await page.getByRole("button", { name: "Request approval" }).click();
  await expectToast(page, "No workspace members available to request approval from");
  const taskUrl = page.url();
  const workspaceId = new URL(taskUrl).pathname.split("/")[2]!;
  // Add the admin as a member from the dashboard, then ask again.
  await page.goto(`/workspace/${workspaceId}`);
  await page.getByLabel("Add a member by email").fill("admin@demo.agency.example");
  await page.getByRole("button", { name: "Add member" }).click();
  await expectToast(page, "admin@demo.agency.example added to the workspace");
  await page.goto(taskUrl);
  await page.getByRole("button", { name: "Request approval" }).click();
  await expectToast(page, "Approval request sent successfully");
  await expect(page.getByText("Pending Approval")).toBeVisible();

  // The admin, in another browser, sees the request and approves it.
  const other = await browser.newContext({ baseURL });
  try {
    const admin = withHydration(await other.newPage());
    await login(admin, "admin", baseURL);
    await admin.goto(`/workspace/${workspaceId}`);
    const waiting = admin.getByRole("listitem").filter({ hasText: "asks you to approve" });
    await expect(waiting).toContainText("Publish the pricing page");
    await waiting.getByRole("button", { name: "Approve" }).click();
    await expectToast(admin, "Task approved");
  } finally {
    await other.close();
  }
  // The requester's open task page turns Approved without a reload.
  await expect(page.getByText("Approved", { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByText("Pending Approval")).toHaveCount(0);
});

test("chat appears live in another browser viewing the same workspace", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await login(page, "workspace");
  const h = await makeWorkspace(page.request, baseURL!, `Chat ${Date.now()}`);
  const add = await page.request.post(`${baseURL}/api/workspace/workspaces/${h.workspaceId}/members`, {
    data: { email: "employee@demo.agency.example" },
    headers: { origin: baseURL! },
  });
  expect(add.status()).toBe(201);
  const other = await browser.newContext({ baseURL });
  try {
    const colleague = withHydration(await other.newPage());
    await login(colleague, "employee", baseURL);
    await colleague.goto(`/workspace/${h.workspaceId}`);
    await page.goto(`/workspace/${h.workspaceId}`);
    const text = `Stand-up moved to 10:30 (${Date.now()})`;
    await page.getByLabel("Message", { exact: true }).fill(text);
    await page.getByRole("button", { name: "Send message" }).click();
    await expectToast(page, "Message sent successfully");
    await expect(colleague.getByRole("region", { name: "Chat messages" }).getByText(text)).toBeVisible({
      timeout: 5_000,
    });
    // And back, with the activity command line of a task: '/' opens the palette, Unknown command.
    await colleague.getByLabel("Message", { exact: true }).fill("Thanks!");
    await colleague.keyboard.press("Enter");
    await expect(page.getByRole("region", { name: "Chat messages" }).getByText("Thanks!")).toBeVisible({
      timeout: 5_000,
    });
    // Removed from the workspace, the colleague no longer sees it.
    await page.getByRole("button", { name: "Remove Eli Employee from the workspace" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
    await expectToast(page, "Member removed");
    await colleague.reload();
    await expect(colleague.getByRole("heading", { name: "Workspace not found" })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("the '/' palette is keyboard navigable; unknown commands are refused; /blocker flags the task", async ({
  page,
  baseURL,
}) => {
  await login(page, "workspace");
  const h = await makeWorkspace(page.request, baseURL!, `Commands ${Date.now()}`);
  const res = await page.request.post(`${baseURL}/api/workspace/lists/${h.listId}/tasks`, {
    data: { title: "Wire the webhooks" },
    headers: { origin: baseURL! },
  });
  const task = (await res.json()).task;
  await page.goto(`/workspace/${h.workspaceId}/list/${h.listId}/task/${task.id}`);
  const box = page.getByRole("combobox", { name: "Message or command" });
  await box.fill("/");
  const palette = page.getByRole("listbox", { name: "Commands" });
  await expect(palette).toBeVisible();
  await box.press("ArrowDown");
  await expect(palette.getByRole("option", { selected: true })).toContainText("/feedback");
  await box.fill("/bl");
  await box.press("Enter");
  await expect(box).toHaveValue("/blocker ");
  await box.press("Enter");
  await expectToast(page, "Task marked as blocked");
  await expect(page.getByRole("list", { name: "Task status" }).getByText("Blocked").first()).toBeVisible();
  await expect(page.getByText(/flagged a blocker/)).toBeVisible();
  await box.fill("/dance");
  await box.press("Escape");
  await box.press("Enter");
  await expectToast(page, "Unknown command");
});

test("rename and delete from the tree: the confirmation names what goes", async ({ page, baseURL }) => {
  await login(page, "workspace");
  const h = await makeWorkspace(page.request, baseURL!, `Tree ${Date.now()}`);
  for (const title of ["One", "Two"]) {
    await page.request.post(`${baseURL}/api/workspace/lists/${h.listId}/tasks`, {
      data: { title },
      headers: { origin: baseURL! },
    });
  }
  await page.goto(`/workspace/${h.workspaceId}`);
  const tree = page.getByRole("navigation", { name: "Workspace tree" });
  await tree.getByRole("button", { name: "Actions for list Sprint" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill("Sprint 2");
  await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
  await expectToast(page, "List updated successfully");
  await expect(tree.getByRole("link", { name: "Sprint 2" })).toBeVisible();
  await tree.getByRole("button", { name: "Actions for folder Q1" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText('Delete folder "Q1"?');
  await expect(confirm).toContainText("1 list, 2 tasks");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Folder deleted successfully");
  await expect(tree.getByText("Q1")).toHaveCount(0);
  const view = await page.request.get(`${baseURL}/api/workspace/lists/${h.listId}`);
  expect(view.status()).toBe(404);
});
