import { expect, expectAccessibleAtWidths, login, shotForReview, test } from "../fixtures.ts";
import { makeTask, makeWorkspace } from "./helpers.ts";

// axe (WCAG 2.1 AA, no serious or critical finding) on the dashboard, list, board, calendar and task
// detail, in both themes, at 1280 and 390 px; at 390 px nothing is wider than the screen.

test("workspace pages in both themes at 1280 and 390 px", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await login(page, "workspace");
  const h = await makeWorkspace(page.request, baseURL!, "A11y");
  const today = new Date().toISOString().slice(0, 10);
  const task = await makeTask(page.request, baseURL!, h.listId, {
    title: "Accessible task",
    description: "Checked by axe",
    priority: "high",
    dueDate: today,
    timeEstimate: 2,
  });
  // A long title: the dashboard's recent tasks once pushed the page wider than a phone with one.
  await makeTask(page.request, baseURL!, h.listId, {
    title: "Dark mode for the customer portal and the partner dashboard",
    status: "blocked",
  });
  await page.request.post(`${baseURL}/api/workspace/tasks/${task.id}/docs`, {
    data: { title: "Notes", content: "## Plan\n\n| a | b |\n| - | - |\n| 1 | 2 |" },
    headers: { origin: baseURL! },
  });
  await page.request.post(`${baseURL}/api/workspace/workspaces/${h.workspaceId}/chat`, {
    data: { content: "Hello" },
    headers: { origin: baseURL! },
  });
  const list = `/workspace/${h.workspaceId}/list/${h.listId}`;
  for (const path of [
    `/workspace/${h.workspaceId}`,
    list,
    `${list}?view=board`,
    `${list}?view=calendar`,
    `${list}/task/${task.id}`,
  ]) {
    await page.goto(path);
    await expectAccessibleAtWidths(page, {
      fits: true,
      each: (width) => shotForReview(page, `workspace-${width}-${path}`),
    });
  }
  await page.goto(list);
  await page.getByRole("button", { name: "New Task" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessibleAtWidths(page);
  await page.keyboard.press("Escape");
  await page.goto(`${list}/task/${task.id}`);
  await page.getByRole("combobox", { name: "Message or command" }).fill("/");
  await expect(page.getByRole("listbox", { name: "Commands" })).toBeVisible();
  await expectAccessibleAtWidths(page);
});

test("an unknown or foreign task id shows a clear not-found state", async ({ page }) => {
  await login(page, "workspace");
  await page.goto(
    "/workspace/00000000-0000-4000-8000-000000000000/list/00000000-0000-4000-8000-000000000000/task/00000000-0000-4000-8000-000000000000",
  );
  await expect(page.getByRole("heading", { name: "Task not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to my workspaces" })).toBeVisible();
  await page.goto("/workspace/not-a-workspace");
  await expect(page.getByRole("heading", { name: "Workspace not found" })).toBeVisible();
});

test("/workspace asks a visitor to sign in and a user without the role is refused", async ({
  page,
  baseURL,
}) => {
  await page.goto("/workspace");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fworkspace/);
  const email = `no-role-${Date.now()}@example.org`;
  const res = await page.request.post(`${baseURL}/api/identity/sign-up`, {
    data: { email, password: "no-role-pass" },
    headers: { origin: baseURL! },
  });
  expect(res.status()).toBe(201);
  await page.goto("/workspace");
  await expect(page).toHaveURL(/reason=role%3Aworkspace_user/);
  await expect(page.getByText("Access denied: workspace_user role required").first()).toBeVisible();
});

test("an invitation link that is not valid says so, without signing in", async ({ page }) => {
  await page.goto("/workspace/invite/this-token-does-not-exist-at-all");
  await expect(page.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
  await expectAccessibleAtWidths(page);
});
