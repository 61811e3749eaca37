import { expect, test } from "../fixtures.ts";

// The built server's pages, asked the way curl and crawlers ask (RFC 9110 methods), no browser needed.
test.describe("pages answer every HTTP method correctly", () => {
  test("a write to a page answers 405 with Allow; OPTIONS 204 with Allow", async ({ request }) => {
    for (const method of ["POST", "PUT", "DELETE"]) {
      const res = await request.fetch("/about", { method, maxRedirects: 0 });
      expect(res.status(), method).toBe(405);
      expect(res.headers().allow).toBe("GET, HEAD, OPTIONS");
    }
    const options = await request.fetch("/services", { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers().allow).toBe("GET, HEAD, OPTIONS");
    // An unknown path stays a 404 whatever the method.
    expect((await request.fetch("/no-such-page", { method: "POST" })).status()).toBe(404);
  });

  test("HEAD sends GET's Content-Type, Vary and Content-Length without a body", async ({ request }) => {
    const headers = { "accept-encoding": "identity" };
    const get = await request.get("/about", { headers });
    const head = await request.head("/about", { headers });
    expect(head.status()).toBe(200);
    expect(head.headers()["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.headers().vary).toBe(get.headers().vary);
    // The nonce differs per response, but its length does not.
    expect(Number(head.headers()["content-length"])).toBe((await get.body()).byteLength);
    expect((await head.body()).byteLength).toBe(0);
  });
});
