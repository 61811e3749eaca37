import type { Page } from "@playwright/test";
import { expect, expectAccessible, pickUpWithKeyboard, test, WIDTHS } from "../fixtures.ts";

// The staff UI kit (src/ui) driven in Chromium on its test page (/__test/staff-kit, test servers only).

const rowsOf = (page: Page, caption: string) =>
  page.getByRole("table", { name: new RegExp(`^${caption}`) }).locator("tbody tr");

test("the data table sorts, searches, filters, hides columns, pages and opens rows from the keyboard", async ({
  page,
}) => {
  await page.goto("/__test/staff-kit");
  const table = page.getByRole("table", { name: /^Client items/ });
  const rows = rowsOf(page, "Client items");
  await expect(rows).toHaveCount(10);
  await expect(page.getByText("Showing 1–10 of 60")).toBeVisible();

  // Sort by score, descending on the second click.
  await table.getByRole("button", { name: "Score" }).click();
  await expect(table.getByRole("columnheader", { name: "Score" })).toHaveAttribute("aria-sort", "ascending");
  await table.getByRole("button", { name: "Score" }).click();
  await expect(table.getByRole("columnheader", { name: "Score" })).toHaveAttribute("aria-sort", "descending");
  await expect(rows.first().locator("td").nth(1)).toHaveText("100");

  // Search across columns, then a column filter.
  await page.getByLabel("Search Client items").fill("Item 001");
  await expect(rows).toHaveCount(10);
  await expect(page.getByText("Showing 1–10 of 10")).toBeVisible();
  await page.getByLabel("Search Client items").fill("");
  await page.getByLabel("Status").first().selectOption("won");
  await expect(page.getByText("Showing 1–10 of 20")).toBeVisible();
  await page.getByLabel("Search Client items").fill("no such item");
  await expect(table.getByText("No matching rows")).toBeVisible();
  await page.getByLabel("Search Client items").fill("");

  // Columns menu: hide Score, show the hidden Id.
  await page.getByRole("button", { name: "Columns" }).first().click();
  await page.getByRole("menuitemcheckbox", { name: "Score" }).click();
  await page.getByRole("menuitemcheckbox", { name: "Id" }).click();
  await page.keyboard.press("Escape");
  await expect(table.getByRole("columnheader")).toHaveText(["Name", "Status", "Id"]);

  // Pages.
  await page
    .getByRole("navigation", { name: "Client items pages" })
    .getByRole("button", { name: "Next page" })
    .click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();

  // Keyboard: Tab into the rows, arrows, Enter opens.
  await rows.first().focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press("End");
  await expect(rows.last()).toBeFocused();
  const name = await rows.last().locator("td").first().textContent();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Opened ${name}`)).toBeVisible();
});

test("the server-driven table keeps page, sort and search in the URL and shows one page at a time", async ({
  page,
}) => {
  await page.goto("/__test/staff-kit");
  const rows = rowsOf(page, "Server items");
  await expect(page.getByText("Showing 1–25 of 1,000")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Server items pages" })
    .getByRole("button", { name: "Next page" })
    .click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByText("Showing 26–50 of 1,000")).toBeVisible();
  await expect(rows.first().locator("td").first()).toHaveText("Item 0026");

  const server = page.getByRole("table", { name: /^Server items/ });
  await server.getByRole("button", { name: "Name" }).click();
  await expect(page).toHaveURL(/[?&]sort=-name\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(rows.first().locator("td").first()).toHaveText("Item 1000");

  await page.getByLabel("Search Server items").pressSequentially("Item 09", { delay: 30 });
  await expect(page).toHaveURL(/[?&]q=Item\+09/);
  await expect(page.getByText("Showing 1–25 of 100")).toBeVisible();

  // A shared link opens the same page.
  await page.goto("/__test/staff-kit?page=40&size=25");
  await expect(page.getByText("Showing 976–1,000 of 1,000")).toBeVisible();
  await expect(page.getByText("Page 40 of 40")).toBeVisible();
});

test("a Kanban card moves between columns with the keyboard and the move is announced", async ({ page }) => {
  await page.goto("/__test/staff-kit");
  const board = page.getByRole("region", { name: "Test board" });
  await expect(board.getByRole("heading", { name: /^To do/ })).toHaveText(/To do, 2 cards/);
  await board.getByRole("button", { name: "Move Card A" }).focus();
  await pickUpWithKeyboard(page, page.getByText("Picked up Card A in To do.", { exact: false }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Card A is over Doing.")).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByRole("list", { name: "Moves" })).toContainText("Moved c1 from todo to doing");
  await expect(page.getByText("Card A moved from To do to Doing.")).toBeAttached();
  await expect(board.getByRole("heading", { name: /^Doing/ })).toHaveText(/Doing, 2 cards/);
  await expect(board.getByText("$1,250")).toBeVisible();

  // Escape cancels a move.
  await board.getByRole("button", { name: "Move Card B" }).focus();
  await pickUpWithKeyboard(page, page.getByText("Picked up Card B in To do.", { exact: false }));
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Card B is over Doing.")).toBeAttached();
  await page.keyboard.press("Escape");
  await expect(page.getByText("Moving Card B was cancelled. It stays in To do.")).toBeAttached();
  await expect(page.getByRole("list", { name: "Moves" }).getByRole("listitem")).toHaveCount(1);
});

test("a Kanban card can be dragged with the mouse", async ({ page }) => {
  await page.goto("/__test/staff-kit");
  const board = page.getByRole("region", { name: "Test board" });
  const card = board.getByRole("listitem").filter({ hasText: "Card C" });
  const target = board.getByRole("list", { name: /^Done/ });
  await board.scrollIntoViewIfNeeded();
  const from = await card.boundingBox();
  const to = await target.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 40, from!.y + 10, { steps: 5 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y + 20, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByRole("list", { name: "Moves" })).toContainText("Moved c3 from doing to done");
});

test("confirm dialog, sheet, error retry and charts work and are accessible in both themes", async ({
  page,
}) => {
  // Four axe runs on a shared two-core machine.
  test.setTimeout(120_000);
  await page.goto("/__test/staff-kit");
  await page.getByRole("button", { name: "Delete item" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete this item?" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete item" })).toBeFocused();
  await expect(page.getByText("Not deleted")).toBeVisible();
  await page.getByRole("button", { name: "Delete item" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Deleted", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Open sheet" }).click();
  await expect(page.getByRole("dialog", { name: "Side sheet" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Side sheet" })).toBeHidden();

  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByText("Failed to load items (1 retries)")).toBeVisible();

  // Charts: drawn once recharts has loaded, and readable as tables.
  await expect(page.locator(".recharts-surface")).toHaveCount(4);
  await expect(page.getByRole("table", { name: "Items by status" })).toBeAttached();

  // Long category labels wrap under their own bar instead of running into each other on a phone.
  await page.setViewportSize({ width: 390, height: 900 });
  const spend = page
    .locator("figure")
    .filter({ has: page.getByRole("table", { name: "Spend by campaign type" }) });
  const labels = spend.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label");
  await expect(labels).toHaveCount(3);
  await expect
    .poll(async () => {
      const boxes = await labels.evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right };
        }),
      );
      return boxes.every((b, i) => i === 0 || b.left >= boxes[i - 1]!.right - 1);
    })
    .toBe(true);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
    await expectAccessible(page);
    await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
  }
});
