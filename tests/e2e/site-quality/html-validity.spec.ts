import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "../fixtures.ts";

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

// Public pages the sitemap does not list (sign-in pages, pages reached with parameters, the 404).
const MORE_PAGES = [
  "/auth",
  "/admin/login",
  "/employee/login",
  "/discovery?name=Ada%20Lovelace&company=Acme",
  "/thank-you?segment=enterprise&variant=discovery",
  "/no-such-page",
];

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/**
 * Every public page, as the server renders it, passes the W3C Nu HTML checker with no error.
 * The checker (vnu-jar, Java) starts once for all pages: one JVM start costs seconds.
 */
test("every public page is valid HTML for the W3C Nu checker", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const xml = await (await request.get("/sitemap.xml")).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const pages = [...new Set([...fromSitemap, ...MORE_PAGES])];
  expect(fromSitemap.length).toBeGreaterThan(20);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-vnu-"));
  try {
    const files: string[] = [];
    const pageOf = new Map<string, string>();
    const withoutMain: string[] = [];
    for (const [i, page] of pages.entries()) {
      const res = await request.get(`${baseURL}${page}`);
      expect([200, 404], page).toContain(res.status());
      const html = await res.text();
      // The skip link ("Skip to content") targets #main: every page has exactly one.
      if ((html.match(/<main\b[^>]*\bid="main"/g) ?? []).length !== 1) withoutMain.push(page);
      const file = path.join(dir, `page-${String(i).padStart(3, "0")}.html`);
      fs.writeFileSync(file, html);
      files.push(file);
      pageOf.set(path.basename(file), page);
    }
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${pageOf.get(path.basename(m.url)) ?? m.url}:${m.lastLine ?? "?"} ${m.message}`);
    expect(errors).toEqual([]);
    expect(withoutMain).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
