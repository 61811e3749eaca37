import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { detectTechnologies } from "./technologies.ts";
import { TECH_CATEGORIES, TECHNOLOGY_RULES } from "./technology-rules.ts";

const names = (found: { name: string }[]) => found.map((t) => t.name).sort();
const byName = (found: ReturnType<typeof detectTechnologies>, name: string) =>
  found.find((t) => t.name === name);

describe("the rule table", () => {
  it("covers more than 40 real technologies, each named once, in a known category", () => {
    expect(TECHNOLOGY_RULES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(TECHNOLOGY_RULES.map((r) => r.name)).size).toBe(TECHNOLOGY_RULES.length);
    for (const rule of TECHNOLOGY_RULES) expect(TECH_CATEGORIES).toContain(rule.category);
  });

  it("implies only technologies it knows, and every rule can be found (by evidence or implication)", () => {
    const known = new Set(TECHNOLOGY_RULES.map((r) => r.name));
    const implied = new Set(TECHNOLOGY_RULES.flatMap((r) => r.implies ?? []));
    for (const name of implied) expect(known, name).toContain(name);
    for (const rule of TECHNOLOGY_RULES)
      expect(rule.evidence.length > 0 || implied.has(rule.name), rule.name).toBe(true);
  });

  it.each([
    "React",
    "Next.js",
    "Nuxt",
    "Vue.js",
    "Angular",
    "Svelte",
    "SvelteKit",
    "Gatsby",
    "Remix",
    "Astro",
    "jQuery",
    "Bootstrap",
    "Tailwind CSS",
    "WordPress",
    "Drupal",
    "Joomla",
    "Shopify",
    "Wix",
    "Squarespace",
    "Webflow",
    "Ghost",
    "HubSpot",
    "Google Analytics",
    "Google Tag Manager",
    "Plausible",
    "Matomo",
    "Segment",
    "Hotjar",
    "Mixpanel",
    "Cloudflare",
    "Fastly",
    "Akamai",
    "Amazon CloudFront",
    "Vercel",
    "Netlify",
    "GitHub Pages",
    "Heroku",
    "nginx",
    "Apache HTTP Server",
    "Express",
    "PHP",
    "ASP.NET",
    "Stripe",
    "Intercom",
    "Sentry",
  ])("has a rule for %s", (name) => {
    expect(TECHNOLOGY_RULES.some((r) => r.name === name)).toBe(true);
  });
});

describe("detectTechnologies", () => {
  it("finds Next.js on Vercel behind its headers, payload and script paths, with React implied", () => {
    const found = detectTechnologies({
      url: "https://app.example.com/",
      headers: { "X-Vercel-Id": "fra1::abc", server: "Vercel", "x-powered-by": "Next.js" },
      html: `<html><head><script src="/_next/static/chunks/main-abc.js" defer></script></head>
        <body><div id="__next"></div><script id="__NEXT_DATA__" type="application/json">{}</script>
        <script src="https://js.stripe.com/v3/"></script></body></html>`,
    });
    expect(names(found)).toEqual(["Next.js", "React", "Stripe", "Vercel"]);
    const next = byName(found, "Next.js")!;
    expect(next.category).toBe("framework");
    expect(next.confidence).toBe(100);
    expect(next.evidence).toEqual([
      "header x-powered-by: Next.js",
      "HTML __NEXT_DATA__ script",
      "script /_next/static/chunks/main-abc.js",
    ]);
    expect(byName(found, "React")!.evidence).toEqual(["implied by Next.js"]);
    expect(byName(found, "Vercel")!.evidence).toEqual(["header x-vercel-id", "header server: Vercel"]);
    expect(byName(found, "Stripe")!.category).toBe("payments");
  });

  it("finds WordPress with its version, PHP, nginx and Cloudflare, analytics from scripts and cookies", () => {
    const found = detectTechnologies({
      url: "https://blog.example.org/",
      headers: {
        server: "cloudflare",
        "cf-ray": "8a1b2c3d4e5f-AMS",
        "x-powered-by": "PHP/8.2.12",
        link: '<https://blog.example.org/wp-json/>; rel="https://api.w.org/"',
      },
      cookies: ["__cf_bm", "_ga", "_ga_ABC123"],
      html: `<head><meta name="generator" content="WordPress 6.5.2">
        <link rel="stylesheet" href="/wp-content/themes/x/style.css">
        <script src="https://www.googletagmanager.com/gtag/js?id=G-ABC123" async></script>
        <script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script></head>`,
    });
    expect(names(found)).toEqual(["Cloudflare", "Google Analytics", "PHP", "WordPress", "jQuery"]);
    expect(byName(found, "WordPress")!.version).toBe("6.5.2");
    expect(byName(found, "PHP")!.version).toBe("8.2.12");
    expect(byName(found, "PHP")!.evidence).toEqual([
      "header x-powered-by: PHP/8.2.12",
      "implied by WordPress",
    ]);
    expect(byName(found, "Cloudflare")!.evidence).toEqual([
      "header cf-ray",
      "header server: cloudflare",
      "cookie __cf_bm",
    ]);
    // Sorted by category: cms, analytics, cdn, server, library.
    expect(found.map((t) => t.category)).toEqual(["cms", "analytics", "cdn", "server", "library"]);
  });

  it("finds Shopify, Angular with ng-version, Nuxt with Vue, GitHub Pages by address, Express and Fastly", () => {
    expect(
      names(
        detectTechnologies({
          url: "https://shop.example/",
          headers: { "x-shopid": "1" },
          html: '<link href="https://cdn.shopify.com/s/x.css">',
        }),
      ),
    ).toEqual(["Shopify"]);
    const angular = detectTechnologies({
      url: "https://a.example/",
      headers: {},
      html: '<app-root ng-version="17.3.1"></app-root>',
    });
    expect(angular).toEqual([
      {
        name: "Angular",
        category: "framework",
        confidence: 100,
        version: "17.3.1",
        evidence: ["HTML ng-version attribute"],
      },
    ]);
    expect(
      names(
        detectTechnologies({
          url: "https://n.example/",
          headers: { server: "Netlify" },
          html: "<script>window.__NUXT__={}</script>",
        }),
      ),
    ).toEqual(["Netlify", "Nuxt", "Vue.js"]);
    expect(
      names(
        detectTechnologies({
          url: "https://acme.github.io/docs/",
          headers: { server: "GitHub.com" },
          html: "",
        }),
      ),
    ).toEqual(["GitHub Pages"]);
    expect(
      names(
        detectTechnologies({
          url: "https://api.example/",
          headers: {
            "x-powered-by": "Express",
            "x-served-by": "cache-ams21023-AMS",
            "x-fastly-request-id": "f",
          },
          html: "",
        }),
      ),
    ).toEqual(["Express", "Fastly", "Node.js"]);
  });

  it("calls Tailwind only on enough utility classes, with a heuristic confidence", () => {
    const few = detectTechnologies({
      url: "https://t.example/",
      headers: {},
      html: '<div class="text-blue-500">',
    });
    expect(byName(few, "Tailwind CSS")).toBeUndefined();
    const many = detectTechnologies({
      url: "https://t.example/",
      headers: {},
      html: '<div class="bg-slate-900 text-slate-100 hover:text-sky-400 md:flex px-4">',
    });
    expect(byName(many, "Tailwind CSS")).toMatchObject({ confidence: 60, category: "library" });
    const sure = detectTechnologies({
      url: "https://t.example/",
      headers: {},
      html: "<style>*{--tw-ring-offset-width:0}</style>",
    });
    expect(byName(sure, "Tailwind CSS")!.confidence).toBe(100);
  });

  it("does not mistake Apache Tomcat for the Apache HTTP Server", () => {
    expect(
      names(
        detectTechnologies({ url: "https://j.example/", headers: { server: "Apache-Coyote/1.1" }, html: "" }),
      ),
    ).toEqual(["Apache Tomcat", "Java"]);
    expect(
      byName(
        detectTechnologies({
          url: "https://a.example/",
          headers: { server: "Apache/2.4.58 (Debian)" },
          html: "",
        }),
        "Apache HTTP Server",
      )!.version,
    ).toBe("2.4.58");
  });

  it("finds nothing on a bare page, and never throws on random input", () => {
    expect(detectTechnologies({ url: "https://plain.example/", headers: {}, html: "<p>Hello</p>" })).toEqual(
      [],
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 2000 }),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 20 }), fc.string()),
        fc.array(fc.string()),
        (html, headers, cookies) => {
          for (const t of detectTechnologies({ url: "https://x.example/", headers, html, cookies })) {
            expect(t.confidence).toBeGreaterThan(0);
            expect(t.confidence).toBeLessThanOrEqual(100);
            expect(t.evidence.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
