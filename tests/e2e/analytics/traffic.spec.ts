import { expect, expectAccessibleAtWidths, expectToast, login, test } from "../fixtures.ts";

// Traffic Overview's Segments and Trends tabs: figures from the tracker and the leads, trends staff write.

test("staff add an industry trend, switch it off and on again; the seed's are labelled demo data", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/analytics/user-traffic?tab=trends");
  const active = page.getByRole("list", { name: "Active trends" });
  // The demo seed's trends say what they are.
  await expect(active.getByRole("listitem").first().getByText("Demo data")).toBeVisible();

  await page.getByRole("button", { name: "Add trend" }).click();
  const sheet = page.getByRole("dialog", { name: "Add trend" });
  await sheet.getByLabel("Source link").fill("not a link");
  await sheet.getByRole("button", { name: "Add trend" }).click();
  await expect(sheet.getByText("Enter the trend's title")).toBeVisible();
  await expect(
    sheet.getByText("Enter the source as a web address starting with https:// or http://"),
  ).toBeVisible();
  await sheet.getByLabel("Segment").selectOption("government");
  await sheet.getByLabel("Title").fill("Zero-trust mandates reach county IT");
  await sheet.getByLabel("Description").fill("County offices ask for identity-first access in every RFP.");
  await sheet.getByLabel("Direction").selectOption("rising");
  await sheet.getByLabel("Source link").fill("https://research.example/zero-trust");
  await sheet.getByRole("button", { name: "Add trend" }).click();
  await expectToast(page, "Trend added");
  const card = active.getByRole("listitem").filter({ hasText: "Zero-trust mandates reach county IT" });
  await expect(card.getByText("Rising")).toBeVisible();
  await expect(card.getByText("Demo data")).toHaveCount(0);
  await expect(card.getByRole("link", { name: /Source/ })).toHaveAttribute(
    "href",
    "https://research.example/zero-trust",
  );

  await card.getByRole("button", { name: "Edit Zero-trust mandates reach county IT" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Zero-trust mandates reach county IT" });
  await edit.getByLabel("Active (shown on the Trends tab)").uncheck();
  await edit.getByRole("button", { name: "Save trend" }).click();
  await expectToast(page, "Trend saved");
  await expect(card).toHaveCount(0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await page.getByText(/Inactive trends \(\d+\)/).click();
  const inactive = page.getByRole("list", { name: "Inactive trends" });
  await inactive.getByRole("button", { name: "Edit Zero-trust mandates reach county IT" }).click();
  await page.getByLabel("Active (shown on the Trends tab)").check();
  await page.getByRole("button", { name: "Save trend" }).click();
  await expectToast(page, "Trend saved");
  await expect(card).toBeVisible();
});

test("the Segments tab shows each segment's statistics with the arrow its percentage earns", async ({
  page,
}) => {
  await login(page, "employee");
  await page.goto("/command-center/analytics/user-traffic?tab=segments&days=90");
  await expect(page.getByRole("heading", { name: /Segment statistics/ })).toBeVisible();
  const general = page.getByRole("list", { name: "General statistics" });
  await expect(general.getByText("Share of visitors")).toBeVisible();
  await expect(general.getByText("Visitors who became leads")).toBeVisible();
  // Every percentage carries the verdict its arrow shows: above 50 good, else not.
  const shown = await page
    .locator("[aria-label$=' statistics'] li")
    .evaluateAll((items) => items.map((li) => li.textContent ?? ""));
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) {
    const percent = /(\d+(?:\.\d)?)%/.exec(text);
    if (!percent) continue;
    expect(text).toContain(Number(percent[1]) > 50 ? "(above 50 %)" : "(50 % or below)");
  }
  await expectAccessibleAtWidths(page);
});
