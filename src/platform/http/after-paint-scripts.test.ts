import { Readable } from "node:stream";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { afterPaintScripts } from "./after-paint-scripts.ts";

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

  it("passes a page without React Router's scripts through unchanged", async () => {
    const page = "<html><body><p>a < b and c > d</p><script>1</script></body></html>";
    expect(await run([Buffer.from(page.slice(0, 20)), Buffer.from(page.slice(20))])).toBe(page);
  });
});
