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

test("staff import contacts from CSV: upload, map, preview, choose, run, report, undo", async ({
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

  // Keyboard: the preview is asked for from the keyboard.
  await page.getByRole("button", { name: "Check the rows" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByText("Of the first 4 rows, 1 cannot be imported and 1 matches an existing record."),
  ).toBeVisible();
  await expect(page.getByText(/First name/).first()).toBeVisible();
  const choice = page.getByRole("combobox", { name: "Choice for row 1" });
  await expect(choice).toHaveValue("skip");
  await choice.selectOption("update");
  await expectAccessibleAtWidths(page, { each: (w) => shots(page, "preview", w) });
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

test("the import stays closed to accounts without CRM rights", async ({ page }) => {
  await login(page, "workspace");
  const res = await page.request.get("/command-center/settings/integrations/import", { maxRedirects: 0 });
  expect([302, 303, 403]).toContain(res.status());
  const api = await page.request.get("/api/integrations/imports");
  expect(api.status()).toBe(403);
});
