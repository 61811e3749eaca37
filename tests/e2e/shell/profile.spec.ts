import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, expectAccessible, expectToast, login, test } from "../fixtures.ts";
import { DEMO_URL } from "../ports.ts";

test("profile: a username and an avatar show in the header", async ({ page }) => {
  await login(page, "workspace");
  await page.goto("/profile");
  await expectAccessible(page);
  await page.getByLabel("Username").fill("W");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Username must be at least 2 characters")).toBeVisible();
  await page.getByLabel("Username").fill("Wren W.");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expectToast(page, "Profile updated");

  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "avatar-"));
  const fake = path.join(dir, "fake.png");
  fs.writeFileSync(fake, "this is not an image");
  await page.getByLabel(/Profile picture/).setInputFiles(fake);
  await expectToast(page, "This file type is not allowed.");
  const real = path.join(dir, "me.png");
  fs.writeFileSync(real, png);
  await page.getByLabel(/Profile picture/).setInputFiles(real);
  await expectToast(page, "Profile picture updated");
  await expect(page.getByRole("img", { name: "Your profile" })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator("header img").first()).toHaveAttribute("src", /\/api\/identity\/avatars\//);
});

test("settings: theme and password change", async ({ page }) => {
  await page.request.post("/api/identity/sign-up", {
    data: { email: "pw-change@example.org", password: "first-pass" },
    headers: { origin: DEMO_URL },
  });
  await page.goto("/settings");
  await expectAccessible(page);
  await page.getByLabel("Light", { exact: true }).check();
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByLabel("Current password").fill("wrong-pass");
  await page.getByLabel("New password", { exact: true }).fill("second-pass");
  await page.getByLabel("Confirm new password").fill("second-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Your current password is not correct.");
  await page.getByLabel("Current password").fill("first-pass");
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed");
  const res = await page.request.post("/api/identity/sign-in", {
    data: { email: "pw-change@example.org", password: "second-pass" },
    headers: { origin: DEMO_URL },
  });
  expect(res.status()).toBe(200);
});

test("profile and settings need a signed-in user", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fsettings&reason=login/);
});
