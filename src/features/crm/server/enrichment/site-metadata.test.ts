import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanTitle, extractSiteMetadata } from "./site-metadata.ts";

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <title>Acme Robotics | Industrial automation for everyone</title>
  <meta name="description" content="  Acme Robotics builds   industrial robots and
    manufacturing software. ">
  <meta name="keywords" content="robots, manufacturing, automation, SaaS">
  <link rel="icon" href="/favicon-32.png" sizes="32x32">
  <link rel="icon" href="/favicon-192.png" sizes="192x192">
  <link rel="apple-touch-icon" href="/apple-touch-icon.png">
  <meta property="og:image" content="/og.jpg">
  <script type="application/ld+json">
    {"@context":"https://schema.org","@graph":[
      {"@type":"WebSite","name":"Acme site"},
      {"@type":"Corporation","name":"Acme Robotics Inc.","logo":"https://acme.example/logo.svg",
       "sameAs":["https://www.linkedin.com/company/acme-robotics/","https://github.com/acme-robotics"],
       "email":"hello@acme.example","telephone":"+1 202 555 0143"}]}
  </script>
  <script type="application/ld+json">{ broken json </script>
</head>
<body>
  <a href="https://twitter.com/intent/tweet?text=hi">Share</a>
  <a href="https://x.com/AcmeRobotics?ref=footer">X</a>
  <a href="https://www.facebook.com/sharer/sharer.php?u=x">Share</a>
  <a href="https://www.facebook.com/acmerobotics/">Facebook</a>
  <a href="https://instagram.com/acme.robotics">Instagram</a>
  <a href="https://www.youtube.com/@acmerobotics">YouTube</a>
  <a href="https://www.youtube.com/watch?v=abc">A video</a>
  <a href="https://www.linkedin.com/in/someone-else">Someone</a>
  <a href="mailto:Sales@Acme.example?subject=Hi">Sales</a>
  <a href="mailto:not-an-email">Broken</a>
  <a href="tel:+1-202-555-0100">Call</a>
  <a href="tel:12">Too short</a>
</body>
</html>`;

describe("extractSiteMetadata", () => {
  it("reads a company's page", () => {
    const meta = extractSiteMetadata(PAGE, "https://www.acme.example/");
    expect(meta).toEqual({
      name: "Acme Robotics Inc.",
      logoUrl: "https://www.acme.example/apple-touch-icon.png",
      description: "Acme Robotics builds industrial robots and manufacturing software.",
      industry: "Manufacturing",
      industryHints: [
        { industry: "Software & Technology", evidence: '"saas" in the keywords' },
        { industry: "Manufacturing", evidence: '"manufacturing" in the keywords' },
        { industry: "Manufacturing", evidence: '"industrial" in the title' },
        { industry: "Software & Technology", evidence: '"software" in the description' },
        { industry: "Manufacturing", evidence: '"industrial" in the description' },
      ],
      keywords: ["robots", "manufacturing", "automation", "SaaS"],
      socialLinks: {
        linkedin: "https://www.linkedin.com/company/acme-robotics",
        github: "https://github.com/acme-robotics",
        twitter: "https://x.com/AcmeRobotics",
        facebook: "https://www.facebook.com/acmerobotics",
        instagram: "https://instagram.com/acme.robotics",
        youtube: "https://www.youtube.com/@acmerobotics",
      },
      emails: ["sales@acme.example", "hello@acme.example"],
      phones: ["+1-202-555-0100", "+1 202 555 0143"],
      language: "en",
    });
  });

  it("prefers og:site_name, then application-name, then the cleaned title", () => {
    const head = (tags: string) => `<head>${tags}<title>Home - Globex Corporation</title></head>`;
    expect(
      extractSiteMetadata(head('<meta property="og:site_name" content="Globex">'), "https://globex.com/")
        .name,
    ).toBe("Globex");
    expect(
      extractSiteMetadata(head('<meta name="application-name" content="Globex App">'), "https://globex.com/")
        .name,
    ).toBe("Globex App");
    expect(extractSiteMetadata(head(""), "https://globex.com/").name).toBe("Globex Corporation");
  });

  it("picks the largest icon, then the schema.org logo, then og:image, all made absolute (base href too)", () => {
    const url = "https://site.example/a/b";
    expect(
      extractSiteMetadata(
        '<link rel="icon" href="s.png" sizes="16x16"><link rel="shortcut icon" href="l.png" sizes="64x64">',
        url,
      ).logoUrl,
    ).toBe("https://site.example/a/l.png");
    expect(
      extractSiteMetadata('<meta property="og:image" content="//img.example/og.png">', url).logoUrl,
    ).toBe("https://img.example/og.png");
    expect(
      extractSiteMetadata(
        '<base href="https://cdn.example/x/"><link rel="icon" href="i.svg" sizes="any">',
        url,
      ).logoUrl,
    ).toBe("https://cdn.example/x/i.svg");
    expect(extractSiteMetadata('<link rel="icon" href="javascript:alert(1)">', url).logoUrl).toBeNull();
  });

  it("hints industries from schema.org types and declared industry", () => {
    const meta = extractSiteMetadata(
      '<script type="application/ld+json">{"@type":["Restaurant","LocalBusiness"],"name":"Chez Nous","industry":"Hospitality"}</script>',
      "https://chez.example/",
    );
    expect(meta.industry).toBe("Hospitality & Food");
    expect(meta.industryHints).toEqual([
      { industry: "Hospitality & Food", evidence: 'schema.org industry "Hospitality"' },
      { industry: "Hospitality & Food", evidence: "schema.org @type Restaurant" },
    ]);
    expect(meta.name).toBe("Chez Nous");
  });

  it("gives empty fields for an empty page", () => {
    expect(extractSiteMetadata("", "https://empty.example/")).toEqual({
      name: null,
      logoUrl: null,
      description: null,
      industry: null,
      industryHints: [],
      keywords: [],
      socialLinks: {},
      emails: [],
      phones: [],
      language: null,
    });
  });

  it("never throws on random HTML and keeps every URL it returns absolute http(s)", () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "<title>",
        "</title>",
        "<meta name='description' content='",
        "<meta property='og:site_name' content=",
        "<link rel=icon href=",
        "<a href='mailto:",
        "<a href='tel:",
        "<a href='https://x.com/",
        "<script type='application/ld+json'>",
        '{"@type":"Organization","sameAs":[',
        "</script>",
        "<base href='",
        "'>",
        '">',
      ),
    );
    const html = fc.array(fragment, { maxLength: 30 }).map((parts) => parts.join(""));
    fc.assert(
      fc.property(html, fc.webUrl(), (page, url) => {
        const meta = extractSiteMetadata(page, url);
        for (const link of [meta.logoUrl, ...Object.values(meta.socialLinks)])
          if (link !== null) expect(link).toMatch(/^https?:\/\//);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("cleanTitle", () => {
  it.each([
    ["Acme | Widgets for everyone", "acme.com", "Acme"],
    ["Home - Acme Corp", "acmecorp.com", "Acme Corp"],
    ["Widgets that work — Acme", "www.acme.co.uk", "Acme"],
    ["Welcome to Initech", "initech.com", "Initech"],
    ["Home", "example.com", null],
    ["Product · Features · Pricing", "unknown.io", "Product"],
  ])("%j on %s → %j", (title, host, expected) => {
    expect(cleanTitle(title, host)).toBe(expected);
  });
});
