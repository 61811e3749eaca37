import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, expectAccessibleAtWidths, expectToast, login, shotForReview, test } from "../fixtures.ts";

/** Screenshots in both themes at the current width (SHOTS names the folder). */
async function shots(page: Page, step: string, width: number) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const theme of ["dark", "light"] as const) {
    await page.evaluate((t) => document.documentElement.classList.toggle("dark", t === "dark"), theme);
    await shotForReview(page, `import-${step}-${width}-${theme}`);
  }
  await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark);
}

test("staff import contacts from CSV: upload, map, check, choose, run, report, undo", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await login(page, "employee");
  const stamp = Date.now();
  const existing = `existing-${stamp}@import.example`;
  const made = await page.request.post("/api/crm/contacts", {
    data: { firstName: "Existing", lastName: `Person ${stamp}`, email: existing },
    headers: { origin: baseURL! },
  });
  expect(made.status(), await made.text()).toBe(201);

  await page.goto("/command-center/settings/integrations");
  await page.getByRole("link", { name: "Import contacts or companies" }).click();
  await expect(page.getByRole("heading", { name: "Import contacts and companies" })).toBeVisible();

  // A file over nothing: the form says what is missing.
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Choose a CSV file to upload.")).toBeVisible();

  const csv = [
    "Given name,Surname,E-mail address,Telephone,Position",
    `Existing,Person ${stamp},${existing},+44 20 7946 0000,Director`,
    `Nina,Fresh ${stamp},nina-${stamp}@import.example,,=SUM(A1:A2)`,
    `Omar,Fresh ${stamp},omar-${stamp}@import.example,,Designer`,
    `,Nofirst ${stamp},bad-${stamp}@import.example,,`,
  ].join("\r\n");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, "File uploaded. Check the columns below.");

  // The mapping is guessed from the header names.
  await expect(page.getByRole("combobox", { name: "E-mail address" })).toHaveValue("email");
  await expect(page.getByRole("combobox", { name: "Given name" })).toHaveValue("firstName");
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveValue("jobTitle");
  await expect(page.getByRole("cell", { name: "=SUM(A1:A2)" })).toBeVisible();

  // Keyboard: the check of every row is asked for from the keyboard.
  await page.getByRole("button", { name: "Check the file", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "3. Review the 4 rows of people.csv" })).toBeVisible({
    timeout: 30_000,
  });
  const counts0 = page.locator("dl").first();
  await expect(counts0.getByText("New", { exact: true }).locator("..")).toContainText("2");
  await expect(page.getByRole("link", { name: "Cannot be imported (1)" })).toBeVisible();
  const choice = page.getByRole("combobox", { name: "Choice for row 1" });
  await expect(choice).toHaveValue("");
  await choice.selectOption("update");
  await expect(
    page.getByRole("status").filter({ hasText: "Row 1: Update empty fields. Saved." }),
  ).toBeAttached();
  await page.getByRole("link", { name: "Cannot be imported (1)" }).click();
  await expect(page.getByText(/First name/).first()).toBeVisible();
  await expectAccessibleAtWidths(page, { fits: true, each: (w) => shots(page, "review", w) });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole("button", { name: "Run the import" }).click();
  await expectToast(page, "Import started. You can leave this page; it keeps running.");
  await expect(page.getByText("Done", { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  const counts = page.locator("dl");
  await expect(counts.getByText("Created").locator("..")).toContainText("2");
  await expect(counts.getByText("Updated").locator("..")).toContainText("1");
  await expect(counts.getByText("Failed").locator("..")).toContainText("1");
  await expectAccessibleAtWidths(page, { each: (w) => shots(page, "report", w) });
  await page.setViewportSize({ width: 1280, height: 900 });

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the report (CSV)" }).click();
  const report = fs.readFileSync((await (await download).path())!, "utf8");
  expect(report).toContain('"Row","Outcome","Record ID","Reasons"');
  expect(report).toMatch(/"1","updated".*filled phone, jobTitle/);
  expect(report).toMatch(/"4","failed"/);

  await page.getByRole("button", { name: "Undo this import" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Undo import" }).click();
  await expectToast(page, "Import undone: 2 records removed, 1 records restored.");
  await expect(page.getByText("Undone", { exact: true }).first()).toBeVisible();
  const after = await page.request.get(`/api/crm/contacts?q=${encodeURIComponent(`Fresh ${stamp}`)}`);
  expect(JSON.stringify(await after.json())).not.toContain(`nina-${stamp}`);
});

test("a duplicate past row 200 gets its own choice in the review, and the import honours it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await login(page, "employee");
  const stamp = Date.now();
  const known = `late-${stamp}@import.example`;
  const made = await page.request.post("/api/crm/contacts", {
    data: { firstName: "Known", lastName: `Late ${stamp}`, email: known },
    headers: { origin: baseURL! },
  });
  expect(made.status(), await made.text()).toBe(201);
  const email = (i: number) => `row${i}-${stamp}@import.example`;
  // 260 rows: row 240 is a person the CRM has; rows 201-255 (but 240) repeat rows 1-54.
  const rows = ["First name,Last name,Email,Phone"];
  for (let i = 1; i <= 260; i++) {
    if (i === 240) rows.push(`Known,Late ${stamp},${known},+44 20 7946 0240`);
    else if (i > 200 && i <= 255) rows.push(`Again${i},Many ${stamp},${email(i - 200 - (i > 240 ? 1 : 0))},`);
    else rows.push(`Row${i},Many ${stamp},${email(i)},`);
  }
  await page.goto("/command-center/settings/integrations/import");
  await page
    .getByLabel("CSV file")
    .setInputFiles({ name: "many.csv", mimeType: "text/csv", buffer: Buffer.from(rows.join("\r\n")) });
  await page.getByRole("button", { name: "Upload" }).click();
  await expectToast(page, "File uploaded. Check the columns below.");
  await page.getByRole("button", { name: "Check the file", exact: true }).click();
  await expect(page.getByRole("heading", { name: "3. Review the 260 rows of many.csv" })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("link", { name: "Duplicates (55)" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Showing 1–50 of 55 · page 1 of 2")).toBeVisible();

  // Only the match with the CRM's record: filtered by its reason, from the keyboard.
  await page.getByRole("combobox", { name: "Match reason" }).selectOption("email");
  await page.getByRole("button", { name: "Show" }).press("Enter");
  // The new list's heading takes the focus, so the keyboard goes on from the new rows.
  await expect(page.getByRole("heading", { name: "Duplicates: same email" })).toBeFocused();
  const own = page.getByRole("combobox", { name: "Choice for row 240" });
  await expect(own).toHaveValue("");
  await own.selectOption("update");
  await expect(
    page.getByRole("status").filter({ hasText: "Row 240: Update empty fields. Saved." }),
  ).toBeAttached();
  await expectAccessibleAtWidths(page, { fits: true, each: (w) => shots(page, "review-many", w) });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Every other duplicate: one choice for the remaining ones, seen on the second page.
  await page.getByRole("combobox", { name: "Match reason" }).selectOption("");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("heading", { name: "Duplicates", exact: true })).toBeFocused();
  await expect(page.getByText("Showing 1–50 of 55 · page 1 of 2")).toBeVisible();
  await page.getByLabel("Choice for the remaining duplicates").selectOption("skip");
  await page.getByRole("button", { name: "Apply to all remaining duplicates" }).click();
  await expectToast(page, "“Skip” applied to 54 duplicates without their own choice.");
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page.getByText("Showing 51–55 of 55 · page 2 of 2")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Duplicates", exact: true })).toBeFocused();
  await expect(page.getByRole("combobox", { name: "Choice for row 255" })).toHaveValue("skip");
  await expect(page.getByRole("combobox", { name: "Choice for row 240" })).toHaveCount(0);

  // The import's own choice would create them all anyway: each row's choice wins.
  await page.getByLabel("For duplicates without their own choice").selectOption("create");
  await page.getByRole("button", { name: "Run the import" }).click();
  await expectToast(page, "Import started. You can leave this page; it keeps running.");
  await expect(page.getByText("Done", { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  const counts = page.locator("dl");
  await expect(counts.getByText("Created").locator("..")).toContainText("205");
  await expect(counts.getByText("Updated").locator("..")).toContainText("1");
  await expect(counts.getByText("Skipped").locator("..")).toContainText("54");
  const after = await page.request.get(`/api/crm/contacts?q=${encodeURIComponent(`Late ${stamp}`)}`);
  const found = JSON.stringify(await after.json());
  expect(found).toContain("+44 20 7946 0240");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the report (CSV)" }).click();
  const report = fs.readFileSync((await (await download).path())!, "utf8");
  expect(report).toMatch(/"240","updated".*filled phone/);
  expect(report).toMatch(/"255","skipped"/);
});

test("the import stays closed to accounts without CRM rights", async ({ page }) => {
  await login(page, "workspace");
  const res = await page.request.get("/command-center/settings/integrations/import", { maxRedirects: 0 });
  expect([302, 303, 403]).toContain(res.status());
  const api = await page.request.get("/api/integrations/imports");
  expect(api.status()).toBe(403);
});
