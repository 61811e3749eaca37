import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { INVALID_WEBSITE_URL, normalizeWebsiteUrl, websiteDomain } from "./website-url.ts";

describe("normalizeWebsiteUrl", () => {
  it.each([
    ["acme.com", "https://acme.com/"],
    ["  ACME.com/About  ", "https://acme.com/about"],
    ["http://Acme.com", "http://acme.com/"],
    ["HTTPS://www.acme.com:8443/x?y=1", "https://www.acme.com:8443/x?y=1"],
    ["//acme.com", "https://acme.com/"],
    ["acme.com:8080", "https://acme.com:8080/"],
    ["Bücher.de", "https://xn--bcher-kva.de/"],
    ["http://[::1]/", "http://[::1]/"],
  ])("%j becomes %s", (raw, url) => {
    expect(normalizeWebsiteUrl(raw)).toEqual({ ok: true, url });
  });

  it.each([
    "",
    "   ",
    "not a url",
    "http://",
    "https://",
    "ftp://acme.com",
    "mailto:a@b.c",
    "user:pw@acme.com",
    "https://user@acme.com",
    "javascript:alert(1)",
    "acme .com",
    "http://exa mple.com",
    "&?>",
    "http://a..b/",
  ])("refuses %j with 'Please enter a valid URL'", (raw) => {
    expect(normalizeWebsiteUrl(raw)).toEqual({ ok: false, message: "Please enter a valid URL" });
  });

  it("never throws, answers only http(s) URLs with a plain host, and accepts its own answers", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.domain(), fc.string({ unit: "grapheme" })), (raw) => {
        const result = normalizeWebsiteUrl(raw);
        if (!result.ok) expect(result.message).toBe(INVALID_WEBSITE_URL);
        else {
          expect(result.url).toMatch(/^https?:\/\/[^/]/);
          expect(normalizeWebsiteUrl(result.url).ok).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("accepts every domain name fast-check generates", () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(normalizeWebsiteUrl(domain).ok).toBe(true);
      }),
    );
  });
});

describe("websiteDomain", () => {
  it("gives the host without www., or null", () => {
    expect(websiteDomain("WWW.Acme.com/about")).toBe("acme.com");
    expect(websiteDomain("https://shop.acme.co.uk")).toBe("shop.acme.co.uk");
    expect(websiteDomain("nope nope")).toBeNull();
  });
});
