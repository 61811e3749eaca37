import { format } from "date-fns";
import { expect, login, pickUpWithKeyboard, test } from "../fixtures.ts";
import { makeTask, makeWorkspace } from "./helpers.ts";

// The board (dnd-kit: mouse and keyboard) and the calendar month view (drag to another day); each
// change is kept on reload.

test("dragging a card on the board changes its status, by mouse and by keyboard", async ({
  page,
  baseURL,
}) => {
  await login(page, "workspace");
  const h = await makeWorkspace(page.request, baseURL!, `Board ${Date.now()}`);
  await makeTask(page.request, baseURL!, h.listId, { title: "Mouse card" });
  await makeTask(page.request, baseURL!, h.listId, { title: "Keyboard card" });
  await page.goto(`/workspace/${h.workspaceId}/list/${h.listId}?view=board`);
  const board = page.getByRole("region", { name: "Sprint board" });
  const column = (title: string) =>
    board
      .locator("section, div")
      .filter({ has: page.getByRole("heading", { name: title }) })
      .last();
  await expect(board.getByText("Mouse card")).toBeVisible();
  // Mouse: pick the card's handle and drop it on Done.
  const handle = board.getByRole("button", { name: /Mouse card/ });
  const target = board.getByRole("heading", { name: /^Done/ });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/workspace/lists/${h.listId}`);
      return (await res.json()).tasks.find((t: { title: string }) => t.title === "Mouse card").status;
    })
    .toBe("done");
  // Keyboard: Space picks up, ArrowRight moves a column, Space drops.
  const key = board.getByRole("button", { name: /Keyboard card/ });
  await key.focus();
  const announcer = page.locator("[id^=DndLiveRegion]");
  await pickUpWithKeyboard(page, announcer.filter({ hasText: "Picked up Keyboard card" }));
  await page.keyboard.press("ArrowRight");
  await expect(announcer).toContainText("Keyboard card is over In progress");
  await page.keyboard.press("Space");
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/workspace/lists/${h.listId}`);
      return (await res.json()).tasks.find((t: { title: string }) => t.title === "Keyboard card").status;
    })
    .toBe("in_progress");
  await page.reload();
  void column;
  await expect(page.getByRole("region", { name: "Sprint board" })).toContainText("Mouse card");
});

test("the calendar shows tasks by due date and a drag to another day changes the due date", async ({
  page,
  baseURL,
}) => {
  await login(page, "workspace");
  const h = await makeWorkspace(page.request, baseURL!, `Calendar ${Date.now()}`);
  const today = new Date();
  const month = format(today, "yyyy-MM");
  const day = (d: number) => `${month}-${String(d).padStart(2, "0")}`;
  await makeTask(page.request, baseURL!, h.listId, { title: "Due on the 10th", dueDate: day(10) });
  await makeTask(page.request, baseURL!, h.listId, { title: "Keyboard move", dueDate: day(12) });
  await makeTask(page.request, baseURL!, h.listId, { title: "Someday" });
  await page.goto(`/workspace/${h.workspaceId}/list/${h.listId}?view=calendar&month=${month}`);
  const cell = (d: string) => page.locator(`li[data-date="${d}"]`);
  await expect(cell(day(10))).toContainText("Due on the 10th");
  await expect(
    page
      .getByRole("region", { name: "No due date" })
      .or(page.locator("section").filter({ hasText: "No due date (1)" }))
      .first(),
  ).toContainText("Someday");
  // Mouse drag from the 10th to the 17th.
  const handle = page.getByRole("button", { name: "Move Due on the 10th to another day" });
  const from = (await handle.boundingBox())!;
  const to = (await cell(day(17)).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 15, from.y + 15, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(cell(day(17))).toContainText("Due on the 10th");
  // Keyboard: the arrows move by day (right) and week (down).
  const key = page.getByRole("button", { name: "Move Keyboard move to another day" });
  await key.focus();
  const live = page.locator("[id^=DndLiveRegion]");
  // The pick-up is announced first, then the day it starts over.
  await pickUpWithKeyboard(page, live.filter({ hasText: /Over \w+day, \w+ 12$/ }));
  await page.keyboard.press("ArrowRight");
  await expect(live).toContainText(/Over \w+day, \w+ 13$/);
  await page.keyboard.press("ArrowDown");
  await expect(live).toContainText(/Over \w+day, \w+ 20/);
  await page.keyboard.press("Space");
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/workspace/lists/${h.listId}`);
      return (await res.json()).tasks.find((t: { title: string }) => t.title === "Keyboard move").dueDate;
    })
    .toBe(day(20));
  await page.reload();
  await expect(cell(day(17))).toContainText("Due on the 10th");
  await expect(cell(day(20))).toContainText("Keyboard move");
  // Previous, next and today.
  await page.getByRole("link", { name: "Next month" }).click();
  await expect(
    page.getByRole("heading", {
      level: 2,
      name: format(new Date(today.getFullYear(), today.getMonth() + 1, 1), "MMMM yyyy"),
    }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Today" }).click();
  await expect(page.getByRole("heading", { level: 2, name: format(today, "MMMM yyyy") })).toBeVisible();
});
