import type { Page } from "@playwright/test";
import { expect, expectAccessible, expectAccessibleInBothThemes, test } from "../fixtures.ts";

// The suite's accessibility checks are only as good as the helper they all call: it must find a
// serious violation, inside a same-origin frame too, and in the theme that has it. The pages are
// answered by the browser itself, at the app's own origin (so frames are same-origin), and say they
// are hydrated as the app's pages do (the page fixture waits for that).
const page = (body: string, style = "") =>
  `<!doctype html><html lang="en" data-hydrated="true"><head><title>axe self-test</title><style>${style}</style></head><body><main><h1>Self-test</h1><p class="faint">Readable in the light theme.</p>${body}</main></body></html>`;

async function serve(p: Page, pages: Record<string, string>) {
  for (const [path, html] of Object.entries(pages)) {
    await p.route(`**${path}`, (route) => route.fulfill({ contentType: "text/html", body: html }));
  }
  await p.goto(Object.keys(pages)[0]!);
}

test.describe("the axe check", () => {
  test("passes a clean page in both themes", async ({ page: p }) => {
    await serve(p, { "/__axe/clean": page("") });
    await expectAccessibleInBothThemes(p);
  });

  test("names a serious violation in the page", async ({ page: p }) => {
    await serve(p, { "/__axe/button": page(`<button type="button"></button>`) });
    await expect(expectAccessible(p)).rejects.toThrow(/button-name/);
  });

  test("finds a violation inside a same-origin frame", async ({ page: p }) => {
    await serve(p, {
      "/__axe/outer": page(`<iframe title="inner" src="/__axe/inner"></iframe>`),
      "/__axe/inner": page(`<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">`),
    });
    await expect(p.frameLocator("iframe").locator("img")).toBeAttached();
    await expect(expectAccessible(p)).rejects.toThrow(/image-alt/);
  });

  test("finds a contrast failure that only the other theme has", async ({ page: p }) => {
    await serve(p, { "/__axe/dark": page("", ".dark .faint { color: #777; background: #666 }") });
    await expect(expectAccessible(p)).resolves.toBeUndefined();
    await expect(expectAccessibleInBothThemes(p)).rejects.toThrow(/color-contrast/);
  });
});
