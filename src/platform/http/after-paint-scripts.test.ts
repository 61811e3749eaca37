import { Readable } from "node:stream";
import vm from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterPaintScripts, PRELOADS_PER_TASK } from "./after-paint-scripts.ts";

const NONCE = "abc123==";
const MODULE_BODY = `;\nimport * as route0 from "/assets/root-1.js";\nwindow.__reactRouterManifest = {"x":"</div>é"};\nimport("/assets/entry.client-1.js");`;
const PAGE =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/root.css"/></head><body><main>Héllo ✓</main>` +
  `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-1.js" nonce="${NONCE}"/>` +
  `<script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_BODY}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`;

async function run(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  for await (const c of Readable.from(chunks).pipe(afterPaintScripts(NONCE))) out.push(Buffer.from(c));
  return Buffer.concat(out).toString("utf8");
}

function payloadOf(html: string) {
  const m = html.match(/\}\)\((\{"preloads".*\})\)<\/script>/);
  expect(m, html).toBeTruthy();
  return JSON.parse(m![1]!) as { preloads: string[]; body: string };
}

describe("afterPaintScripts", () => {
  it("moves the preloads and the module script into one after-paint loader, leaving the rest", async () => {
    const html = await run([Buffer.from(PAGE)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain("<main>Héllo ✓</main>");
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`);
    expect(html).toContain("streamController.close();</script></body></html>");
    expect(payloadOf(html)).toEqual({
      preloads: ["/assets/entry.client-1.js", "/assets/root-1.js"],
      body: MODULE_BODY,
    });
    // Nothing in the payload can close the script element early.
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).toContain("requestAnimationFrame(function(){setTimeout(go,0)})");
  });

  it("adds the preloads a few per task after the first frame, then the module script with the nonce", async () => {
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const page = PAGE.replace(
      /(<link rel="modulepreload"[^>]*>)+/,
      hrefs.map((h) => `<link rel="modulepreload" href="${h}" nonce="${NONCE}"/>`).join(""),
    );
    const html = await run([Buffer.from(page)]);
    const loader = html.match(/<script nonce="[^"]*">(\(function\(p\)[\s\S]*?)<\/script>/)?.[1];
    expect(loader).toBeTruthy();

    // A document with just what the loader touches; timers and frames run when the test says.
    const appended: { where: string; el: Record<string, string> }[] = [];
    const queue: (() => void)[] = [];
    const document = {
      currentScript: { nonce: NONCE },
      createElement: () => ({}),
      head: { appendChild: (el: Record<string, string>) => appended.push({ where: "head", el }) },
      body: { appendChild: (el: Record<string, string>) => appended.push({ where: "body", el }) },
    };
    const later = (fn: () => void) => queue.push(fn);
    vm.runInNewContext(loader!, { document, requestAnimationFrame: later, setTimeout: later });
    expect(appended).toHaveLength(0);

    const perTask: number[] = [];
    while (queue.length) {
      const before = appended.length;
      queue.shift()!();
      perTask.push(appended.length - before);
    }
    // The frame, then one task per batch of preloads; the module script comes with the last batch.
    expect(perTask).toEqual([0, PRELOADS_PER_TASK, PRELOADS_PER_TASK, 2]);
    expect(appended.slice(0, -1).map((a) => [a.where, a.el.rel, a.el.href, a.el.nonce])).toEqual(
      hrefs.map((h) => ["head", "modulepreload", h, NONCE]),
    );
    const script = appended.at(-1)!;
    expect([script.where, script.el.type, script.el.nonce, script.el.textContent]).toEqual([
      "body",
      "module",
      NONCE,
      MODULE_BODY,
    ]);
  });

  it("gives the same page however the stream is cut, even inside a tag or a character", async () => {
    const bytes = Buffer.from(PAGE);
    const expected = await run([bytes]);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const chunks = points.slice(1).map((end, i) => bytes.subarray(points[i]!, end));
          expect(await run(chunks)).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("gives the same page when cut in two at any byte", async () => {
    const bytes = Buffer.from(PAGE);
    const expected = await run([bytes]);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
  });

  it("passes a chunk without its markup on as the same bytes, without re-encoding", async () => {
    const plain = Buffer.from("<main><p>Héllo</p><p>a > b</p></main>");
    const out: unknown[] = [];
    const transform = afterPaintScripts(NONCE);
    transform.on("data", (c) => out.push(c));
    await new Promise((resolve) => transform.write(plain, resolve));
    expect(out[0]).toBe(plain);
    // A chunk ending inside a tag or a character is held back instead.
    const cut = await run([
      Buffer.from('<p>x</p><link rel="modulep'),
      Buffer.from('reload" href="/a.js"/><p>ok</p>'),
    ]);
    expect(cut).toBe("<p>x</p><p>ok</p>");
  });

  it("passes on what one synchronous pass wrote as one chunk, and each later pass as its own", async () => {
    const transform = afterPaintScripts(NONCE);
    const out: Buffer[] = [];
    transform.on("data", (c: Buffer) => out.push(c));
    for (const piece of ["<main>", "<p>one</p>", "<p>two</p>"]) transform.write(Buffer.from(piece));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.map(String)).toEqual(["<main><p>one</p><p>two</p>"]);
    transform.write(Buffer.from("<p>later</p>"));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.map(String)).toEqual(["<main><p>one</p><p>two</p>", "<p>later</p>"]);
    transform.end(Buffer.from("</main>"));
    await new Promise((resolve) => transform.on("end", resolve));
    expect(Buffer.concat(out).toString()).toBe("<main><p>one</p><p>two</p><p>later</p></main>");
  });

  it("passes a page without React Router's scripts through unchanged", async () => {
    const page = "<html><body><p>a < b and c > d</p><script>1</script></body></html>";
    expect(await run([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });
});
