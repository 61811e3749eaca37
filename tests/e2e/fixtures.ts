import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { DEMO_URL } from "./ports.ts";

export const ACCOUNTS = {
  admin: { email: "admin@demo.agency.example", password: "demo-admin-pass" },
  employee: { email: "employee@demo.agency.example", password: "demo-employee-pass" },
  workspace: { email: "workspace@demo.agency.example", password: "demo-workspace-pass" },
} as const;

/** Signs in through the API (sharing the page's cookies); only the sign-in specs use the forms. */
export async function login(page: Page, who: keyof typeof ACCOUNTS, baseURL = DEMO_URL) {
  const res = await page.request.post(`${baseURL}/api/identity/sign-in`, {
    data: { ...ACCOUNTS[who], portal: "general" },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** axe finds nothing serious or critical on the page as it stands. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual(
    [],
  );
}

/** The toast region shows exactly this message. */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text })).toBeVisible();
}

/** Pages are used once React has hydrated, as a person would after the page has loaded. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () =>
      page
        .waitForFunction(
          // The page, and every lazily loaded part it server-rendered (data-hydrates → data-ready).
          () =>
            document.documentElement.dataset.hydrated === "true" &&
            !document.querySelector("[data-hydrates]:not([data-ready])"),
          undefined,
          { timeout: 15_000 },
        )
        .catch(() => {});
    page.goto = async (url, options) => {
      const res = await goto(url, options);
      await hydrated();
      return res;
    };
    page.reload = async (options) => {
      const res = await reload(options);
      await hydrated();
      return res;
    };
    await use(page);
  },
});
export { expect };
