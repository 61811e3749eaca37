import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeEntities, scanHtml } from "./html-scan.ts";

describe("scanHtml", () => {
  it("reads title, lang, base, meta, link, anchors, scripts and JSON-LD", () => {
    const scan = scanHtml(`<!DOCTYPE html><HTML lang="en-GB"><head>
      <TITLE>Caf&eacute; &amp; Co &mdash; Home</TITLE>
      <base href="https://cdn.example.com/">
      <meta property="og:site_name" content="Café &amp; Co">
      <meta name=description content=Coffee>
      <link rel="Apple-Touch-Icon" sizes="180x180" href="/icon.png">
      <script src="/app.js" defer></script>
      <script type="application/ld+json">{"@type":"Organization","name":"</script-ish"}</script>
      <style>a::before { content: "<a href='/not-a-link'>" }</style>
      </head><body class="page home"><a href='/about'>About</a><a href=/x>X</a><area href="/map"></body></HTML>`);
    expect(scan.title).toBe("Café & Co — Home");
    expect(scan.lang).toBe("en-GB");
    expect(scan.baseHref).toBe("https://cdn.example.com/");
    expect(scan.metas).toEqual([
      { name: "og:site_name", content: "Café & Co" },
      { name: "description", content: "Coffee" },
    ]);
    expect(scan.links).toEqual([
      { rel: ["apple-touch-icon"], href: "/icon.png", sizes: "180x180", type: "" },
    ]);
    expect(scan.scriptSrcs).toEqual(["/app.js"]);
    expect(scan.jsonLd).toEqual(['{"@type":"Organization","name":"</script-ish"}']);
    expect(scan.anchors).toEqual(["/about", "/x", "/map"]);
    expect([...scan.classes]).toEqual(["page", "home"]);
  });

  it("skips comments, doctype, processing instructions and text that only looks like tags", () => {
    const scan = scanHtml(
      `<!-- <a href="/commented"> --><?xml version="1.0"?><p>1 < 2 and 3 <> 4</p><textarea><a href="/in-textarea"></textarea><a href="/real">`,
    );
    expect(scan.anchors).toEqual(["/real"]);
  });

  it("survives unterminated tags, quotes, comments and raw text", () => {
    for (const html of [
      '<a href="/x',
      "<!-- open",
      "<script>never closed",
      "<title>t",
      "<meta content='x",
      "<",
      "<a",
    ]) {
      expect(() => scanHtml(html)).not.toThrow();
    }
    expect(scanHtml("<title>Only a title").title).toBe("Only a title");
  });

  it("never throws on random input, tag soup included", () => {
    const tagSoup = fc
      .array(
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            "<",
            ">",
            "<!--",
            "-->",
            "</",
            "<script>",
            "</script>",
            "<title>",
            "=",
            '"',
            "'",
            "&",
            "&#x",
            "<a href=",
            "<meta ",
          ),
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(""));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: "binary" }), tagSoup), (html) => {
        scanHtml(html);
      }),
      { numRuns: 3000 },
    );
  });

  it("stays linear on a hostile page (many unclosed raw-text elements)", () => {
    const html = "<script>".repeat(20_000) + "<a href='/x'>".repeat(20_000);
    const scan = scanHtml(html);
    expect(scan.anchors).toEqual([]); // all inside the first unclosed script
  });
});

describe("decodeEntities", () => {
  it("decodes numeric and common named references, leaves unknown ones, replaces invalid code points", () => {
    expect(decodeEntities("&lt;b&gt; &#65;&#x42; &nbsp;&copy; &unknown; &#0; &#xD800; &#99999999;")).toBe(
      "<b> AB \u00a0© &unknown; \uFFFD \uFFFD \uFFFD",
    );
  });
});
