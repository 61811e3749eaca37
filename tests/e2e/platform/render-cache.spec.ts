import { expect, login, test } from "../fixtures.ts";

test("an anonymous visitor's second visit comes from the render cache and runs its scripts", async ({
  page,
}) => {
  await page.goto("/services");
  const second = await page.goto("/services");
  const headers = second?.headers() ?? {};
  expect(headers["x-render-cache"]).toBe("hit");
  expect(headers["content-security-policy"]).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
  expect(headers["cache-control"]).toContain("s-maxage=");
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  const etag = headers.etag ?? "";
  const revalidated = await page.request.get("/services", { headers: { "if-none-match": etag } });
  expect(revalidated.status()).toBe(304);
});

test("a signed-in visitor never receives cached HTML", async ({ page }) => {
  await page.goto("/");
  await page.goto("/");
  await login(page, "admin");
  for (let visit = 0; visit < 2; visit++) {
    const res = await page.goto("/");
    expect(res?.headers()["x-render-cache"]).toBeUndefined();
    expect(res?.headers()["content-security-policy"]).toMatch(/'nonce-[^']+'/);
  }
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  await expect(page.getByRole("button", { name: /account|avery|admin/i }).first()).toBeVisible();
});
