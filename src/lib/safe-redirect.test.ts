import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

const SITE = "https://agency.example";

/** Where a browser would actually go if it followed `location` from a page on SITE. */
const browserTarget = (location: string) => new URL(location, `${SITE}/auth`);

describe("safeRedirect: every redirect parameter stays on our site", () => {
  it("keeps our own paths with query and fragment", () => {
    expect(safeRedirect("/command-center?tab=team#x", SITE)).toBe("/command-center?tab=team#x");
    expect(safeRedirect(`${SITE}/profile`, SITE)).toBe("/profile");
  });

  it("refuses the tab-prefixed path browsers read as another host", () => {
    expect(safeRedirect("/\t/evil.example/x", SITE)).toBe("/");
    expect(safeRedirect("/\n/evil.example/x", SITE)).toBe("/");
    expect(safeRedirect("/\\evil.example", SITE)).toBe("/");
    expect(safeRedirect("//evil.example/x", SITE)).toBe("/");
  });

  it("refuses redirects to private and internal addresses", () => {
    for (const target of [
      "http://169.254.169.254/latest/meta-data/",
      "http://127.0.0.1:5432/",
      "http://localhost/admin",
      "http://10.0.0.1/",
      "http://[::1]/",
      `${SITE}@192.168.1.1/`,
      "//192.168.0.1",
      "http://agency.example.internal/",
    ]) {
      expect(safeRedirect(target, SITE), target).toBe("/");
    }
  });

  it("refuses other schemes and uses the fallback given", () => {
    expect(safeRedirect("javascript:alert(1)", SITE, "/admin")).toBe("/admin");
    expect(safeRedirect("data:text/html,x", SITE)).toBe("/");
    expect(safeRedirect(undefined, SITE, "/x")).toBe("/x");
    expect(safeRedirect("", SITE)).toBe("/");
  });

  it("never yields a location that leaves the site, whatever the input (generated)", () => {
    const pieces = fc.constantFrom(
      "/",
      "//",
      "\\",
      "\t",
      "\n",
      "\r",
      "\u0000",
      "evil.example",
      "@",
      ":",
      "http:",
      "https://",
      "%2f",
      "%5c",
      "?",
      "#",
      ".",
      "..",
      "agency.example",
      "javascript:",
      " ",
      "\u3002",
    );
    const input = fc.oneof(
      fc.string(),
      fc.array(pieces, { maxLength: 8 }).map((a) => a.join("")),
    );
    fc.assert(
      fc.property(input, (target) => {
        const out = safeRedirect(target, SITE);
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//")).toBe(false);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the property under test
        expect(out).not.toMatch(/[\u0000-\u001f\\]/);
        expect(browserTarget(out).origin).toBe(SITE);
      }),
      { numRuns: 2000 },
    );
  });
});
