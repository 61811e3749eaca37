import { type Browser, test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import axe from "axe-core";
import { DEMO_PORT, DEMO_URL, FRESH_PORT } from "./ports.ts";
import { startServer } from "./servers.ts";

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

/**
 * A new account signed in on `page` (through the sign-up API), its address verified through the
 * link of the verification email in the outbox (read as the admin), and the given roles granted
 * by the admin: the way a real new colleague gets an account.
 */
export async function newVerifiedUser(
  page: Page,
  browser: Browser,
  roles: string[] = [],
  baseURL = DEMO_URL,
) {
  const email = `user-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = "new-user-pass";
  const res = await page.request.post(`${baseURL}/api/identity/sign-up`, {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
  const me = await (await page.request.get(`${baseURL}/api/identity/me`)).json();
  const adminContext = await browser.newContext({ baseURL });
  try {
    const admin = await adminContext.newPage();
    await login(admin, "admin", baseURL);
    await admin.goto("/command-center/outbox");
    const item = admin.getByRole("listitem").filter({ hasText: `To ${email}` });
    await item.getByText("Verify your email").click();
    const href = await item.getByRole("link", { name: /verify-email/ }).getAttribute("href");
    expect((await page.request.get(href!)).ok()).toBe(true);
    for (const role of roles) {
      const grant = await admin.request.put(`/api/identity/users/${me.user.id}/roles/${role}`, {
        headers: { origin: baseURL },
      });
      expect(grant.status(), await grant.text()).toBe(200);
    }
  } finally {
    await adminContext.close();
  }
  return { email, password, id: me.user.id as string };
}

/** The WCAG 2.1 A and AA rules: what every axe check of the suite runs. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Puts axe-core into every frame of the page that does not have it yet (ours are all same-origin).
 * @axe-core/playwright evaluates axe's 570 KB source twice in every frame for each check; here it
 * is evaluated once per document, so the checks of one page load (both themes, both widths) share it.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (present) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => {
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ["<same_origin>"] });
    });
  }
}

/** axe finds nothing serious or critical on the page as it stands (or in the part `include` selects). */
export async function expectAccessible(page: Page, { include }: { include?: string } = {}) {
  // A toast or dialog mid-transition has blended colours that fail contrast for a few frames:
  // let running animations finish first (reduced motion makes them near-instant, not absent).
  // Endless ones (a spinner with motion allowed) are skipped, and the wait is capped at 2 s.
  await page.evaluate(() => {
    const ending = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  // Bands with `content-visibility: auto` (the home page's) that have not been near the viewport keep
  // stale computed colours in Chromium after a theme switch (the old theme's text on the new
  // background) until they render; a visitor never sees that, as they render on the way into view.
  // Check the page as it looks once laid out in full, with the app's own switch (full-layout.ts),
  // after it has rendered that way once.
  await page.evaluate(() => {
    document.documentElement.dataset.fullLayout = "";
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await injectAxe(page);
  // axe.run in the top frame checks the frames inside it too (each has axe, see injectAxe). Only
  // violations are reported (passes are not needed here and cost time to serialise).
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const results = await (window as unknown as { axe: typeof axe }).axe.run(include ?? document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
    },
    { tags: AXE_TAGS, include },
  );
  expect(violations).toEqual([]);
}

/**
 * axe in both themes on one page load: the page as served, then with the other theme switched on the
 * way the theme toggle does it (the `dark` class on <html>, which is all a theme is), then back. A
 * failure names the theme it was found in.
 */
export async function expectAccessibleInBothThemes(page: Page) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  for (const theme of dark ? ["dark", "light"] : ["light", "dark"]) {
    await page.evaluate((t) => document.documentElement.classList.toggle("dark", t === "dark"), theme);
    await base.step(`axe in the ${theme} theme`, () => expectAccessible(page));
  }
  await page.evaluate((d) => document.documentElement.classList.toggle("dark", d), dark);
}

/** The widths every page matrix checks: a laptop and a phone. */
export const WIDTHS = [1280, 390] as const;

/**
 * axe in both themes at each width (1280 and 390 px), on one page load: the viewport is resized as a
 * visitor narrowing the window would, which spares a navigation and a hydration per width (a page
 * must hold at any width it is resized to anyway). `fits`: nothing is wider than the screen, so the
 * page never scrolls sideways. `each` runs at every width after the checks (a screenshot, say).
 */
export async function expectAccessibleAtWidths(
  page: Page,
  { fits = false, each }: { fits?: boolean; each?: (width: number) => Promise<void> } = {},
) {
  const height = page.viewportSize()?.height ?? 900;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height });
    // Media queries apply at once; what measures itself (a chart, the canvas) hears of the new size
    // from a ResizeObserver before the next frame and renders again in a task after it.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(resolve))),
        ),
    );
    await base.step(`at ${width} px`, async () => {
      await expectAccessibleInBothThemes(page);
      if (fits) {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${page.url()} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      }
      await each?.(width);
    });
  }
}

/**
 * Picks up the focused drag handle with Space and waits until the drag listens for the arrow keys:
 * first `announced` (the pick-up's live-region text) must be in the page, then one more task.
 * dnd-kit's keyboard sensor adds its keydown listener in a `setTimeout` queued at the pick-up, and
 * React may show the announcement before that timer runs: an arrow pressed in between is lost (seen
 * on a busy machine). A timer queued after the announcement runs after dnd-kit's.
 */
export async function pickUpWithKeyboard(page: Page, announced: Locator) {
  await page.keyboard.press("Space");
  await expect(announced).toBeAttached();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/** The toast region shows exactly this message. */
export async function expectToast(page: Page, text: string) {
  // The newest: an earlier toast with the same text may still be leaving.
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: text }).last()).toBeVisible();
}

type WorkerFixtures = {
  /** This worker's demo-mode server (demo accounts and content, as after `npm start`). */
  demoServer: string;
  /** This worker's first-run server (no admin yet), started only for the specs that ask for it. */
  freshServer: string;
};

// How long a page may take to hydrate before the test fails; generous for a busy two-core machine.
const HYDRATION_TIMEOUT_MS = 10_000;

/**
 * Waits until React has hydrated the page in `page` (and every lazily loaded part it server-rendered):
 * what `page.goto` does by itself here, for a page reached by a click on a link.
 */
export async function waitForHydration(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      // The page, and every lazily loaded part it server-rendered (data-hydrates → data-ready),
      // except those inside an island that waits to be seen or used (`data-deferred`,
      // `<Island hydrate="visible">`, decision 051): scrolled to or acted on, such an island
      // drops `data-deferred` and its parts count again (`islandReady` waits for one).
      () =>
        document.documentElement.dataset.hydrated === "true" &&
        [...document.querySelectorAll("[data-hydrates]:not([data-ready])")].every((el) =>
          el.closest("[data-deferred]"),
        ),
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS },
    );
  } catch (err) {
    const state = await page
      .evaluate(() => ({
        hydrated: document.documentElement.dataset.hydrated ?? "(not set)",
        waiting: [...document.querySelectorAll("[data-hydrates]:not([data-ready])")]
          .filter((el) => !el.closest("[data-deferred]"))
          .map((el) => el.getAttribute("data-hydrates") || el.tagName.toLowerCase()),
      }))
      .catch(() => null);
    throw new Error(
      `${page.url()} did not finish hydrating within ${HYDRATION_TIMEOUT_MS / 1000} s ` +
        `(html[data-hydrated]=${state?.hydrated ?? "?"}; parts not ready: ${state?.waiting.join(", ") || "none"}). ` +
        `Cause: ${(err as Error).message.split("\n")[0]}`,
    );
  }
}

/**
 * Makes `page.goto` and `page.reload` wait until React has hydrated the page (and every lazily
 * loaded part it server-rendered), as a person would wait for the page to load. The `page` fixture
 * does this; a page from a second browser context (another user) needs it too. An island that
 * hydrates when it comes into view is not waited for: `islandReady` scrolls to it and waits.
 */
export function withHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const hydrated = async (res: Response | null) => {
    // A PDF, a JSON answer or a download has nothing to hydrate.
    if (res && !(res.headers()["content-type"] ?? "").includes("text/html")) return;
    await waitForHydration(page);
  };
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await hydrated(res);
    return res;
  };
  page.reload = async (options) => {
    const res = await reload(options);
    await hydrated(res);
    return res;
  };
  return page;
}

/**
 * Each worker runs its own servers on its own ports and data folders (ports.ts), so workers never
 * see each other's leads, rate limits or sign-ins. Pages are used once React has hydrated, as a
 * person would after the page has loaded.
 */
export const test = base.extend<object, WorkerFixtures>({
  demoServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer(DEMO_PORT, { demo: true });
      await use(server.url);
      await server.stop();
    },
    { scope: "worker", auto: true, timeout: 240_000 },
  ],
  freshServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use) => {
      const server = await startServer(FRESH_PORT, { demo: false });
      await use(server.url);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ demoServer }, use) => {
    await use(demoServer);
  },
  page: async ({ page }, use) => {
    await use(withHydration(page));
  },
});
export { expect };

/**
 * Brings island `name` (`data-island`) into view and waits until it and the lazily loaded parts
 * inside it are hydrated: for an island that hydrates when it comes into view
 * (`<Island hydrate="visible">`, decision 051), which `page.goto` does not wait for.
 */
export async function islandReady(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`);
  await island.locator("> *").first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute("data-ready", "true");
  await expect(island.locator("[data-hydrates]:not([data-ready])")).toHaveCount(0);
}

/**
 * A full-page screenshot for a person to look at, written only when SHOTS names a folder
 * (`SHOTS=/tmp/shots npx playwright test …`): the suite itself does not spend time on them.
 */
export async function shotForReview(page: Page, name: string) {
  if (!process.env.SHOTS) return;
  await page.screenshot({
    path: `${process.env.SHOTS}/${name.replace(/[^\w.-]+/g, "-")}.png`,
    fullPage: true,
  });
}
