import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { parseRange } from "#src/platform/http/download.ts";
import { minimalPdf } from "#src/platform/storage/test-files.testing.ts";
import { API_ENDPOINTS } from "#src/server.ts";
import { createTestApp, TEST_ORIGIN } from "../helpers/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const concrete = (path: string) =>
  path
    .replace(":fileId", "00000000-0000-4000-8000-000000000000")
    .replace(":userId", "someone")
    .replace(":role", "employee")
    .replace(":id", "00000000-0000-4000-8000-000000000000")
    .replace(":file", "startup-mvp-playbook.pdf")
    .replace(":slug", "mvp-launch-checklist")
    .replace("*", "get-session");

const allowList = (res: Response) => (res.headers.get("allow") ?? "").split(", ");

describe("a known API path asked with a method it does not serve", () => {
  it("answers 405 with an Allow header listing the methods the router serves there", async () => {
    const res = await t.app.request("/api/identity/me", { method: "PUT", headers: { origin: TEST_ORIGIN } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await res.json()).code).toBe("method_not_allowed");
  });

  it("holds for every declared endpoint: Allow names every method declared on the path", async () => {
    const byPath = new Map<string, Set<string>>();
    for (const e of API_ENDPOINTS) {
      const p = concrete(e.path);
      byPath.set(p, (byPath.get(p) ?? new Set()).add(e.method));
    }
    for (const [path, methods] of byPath) {
      const unserved = ["PATCH", "DELETE", "PUT", "POST"].find((m) => !methods.has(m))!;
      const res = await t.app.request(path, { method: unserved, headers: { origin: TEST_ORIGIN } });
      expect(res.status, `${unserved} ${path}`).toBe(405);
      for (const m of methods) expect(allowList(res), path).toContain(m);
      if (methods.has("GET")) expect(allowList(res), path).toContain("HEAD");
      expect(allowList(res), path).toContain("OPTIONS");
    }
  });

  it("answers OPTIONS with 204 and Allow, and an unknown path still with 404", async () => {
    const res = await t.app.request("/api/identity/profile", { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.get("allow")).toBe("GET, HEAD, PATCH, OPTIONS");
    expect((await t.app.request("/api/identity/nothing-here", { method: "OPTIONS" })).status).toBe(404);
    expect(
      (await t.app.request("/api/nothing", { method: "DELETE", headers: { origin: TEST_ORIGIN } })).status,
    ).toBe(404);
  });
});

describe("HEAD", () => {
  it("sends the headers GET would, with GET's Content-Length, and no body", async () => {
    const get = await t.app.request("/api/identity/admin-status");
    const body = new Uint8Array(await get.arrayBuffer());
    const head = await t.app.request("/api/identity/admin-status", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe(get.headers.get("content-type"));
    expect(head.headers.get("content-length")).toBe(String(body.byteLength));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it("on a compressed answer names the encoding, Vary and the compressed length", async () => {
    // A JSON answer over the 1 KiB threshold (smaller ones are sent whole, uncompressed).
    const headers = { "accept-encoding": "gzip" };
    const get = await t.app.request("/api/openapi.json", { headers });
    expect(get.headers.get("content-encoding")).toBe("gzip");
    expect(Number(get.headers.get("content-length"))).toBe((await get.arrayBuffer()).byteLength);
    const head = await t.app.request("/api/openapi.json", { method: "HEAD", headers });
    expect(head.headers.get("content-encoding")).toBe("gzip");
    expect(head.headers.get("vary")).toBe(get.headers.get("vary"));
    expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
  });
});

describe("downloads answer Range requests", () => {
  /** 200 whole, 206 for a range and a suffix, 416 beyond the end, If-Range mismatch → whole file. */
  async function expectRanges(url: string, headers: Record<string, string> = {}) {
    const whole = await t.app.request(url, { headers });
    expect(whole.status, url).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const all = new Uint8Array(await whole.arrayBuffer());
    const size = all.byteLength;
    expect(whole.headers.get("content-length")).toBe(String(size));

    const part = await t.app.request(url, { headers: { ...headers, range: "bytes=0-99" } });
    expect(part.status, url).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 0-99/${size}`);
    expect(part.headers.get("content-length")).toBe("100");
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(all.subarray(0, 100));

    const tail = await t.app.request(url, { headers: { ...headers, range: "bytes=-10" } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(all.subarray(size - 10));

    const resume = await t.app.request(url, { headers: { ...headers, range: `bytes=${size - 5}-` } });
    expect(resume.headers.get("content-range")).toBe(`bytes ${size - 5}-${size - 1}/${size}`);

    const beyond = await t.app.request(url, { headers: { ...headers, range: `bytes=${size}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${size}`);

    const stale = await t.app.request(url, {
      headers: { ...headers, range: "bytes=0-9", "if-range": '"another-version"' },
    });
    expect(stale.status).toBe(200);

    const head = await t.app.request(url, { method: "HEAD", headers: { ...headers, range: "bytes=0-9" } });
    expect(head.status).toBe(206);
    expect(head.headers.get("content-length")).toBe("10");
  }

  it("on a resource guide PDF", async () => {
    await expectRanges("/api/marketing/resources/startup-mvp-playbook.pdf");
  });

  it("on the enterprise report PDF", async () => {
    const created = await t.client().post("/api/enterprise/analyses", {
      selectedSystems: ["sap-s4hana"],
      email: "jane.doe@acme-manufacturing.com",
      companySize: "large",
      industry: "manufacturing",
    });
    expect(created.status).toBe(201);
    await expectRanges(`/api/enterprise/analyses/${created.json.id}/pdf`);
  });

  it("on the government assessment PDF", async () => {
    const created = await t.client().post("/api/government/analyses", {
      selectedRequirements: ["fedramp"],
      email: "cio@agency.example.gov",
      agencyType: "federal",
      dataClassification: "sensitive",
    });
    expect(created.status).toBe(201);
    await expectRanges(`/api/government/analyses/${created.json.id}/pdf`);
  });

  it("on a pitch deck (staff download)", async () => {
    const staff = t.client();
    expect(
      (await staff.post("/api/identity/sign-up", { email: "range@x.example", password: "secret-pass" }))
        .status,
    ).toBe(201);
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, "range@x.example"));
    await grantRole(t.db, u!.id, "employee", null);
    const form = new FormData();
    const fields = {
      companyName: "Lumen Ledger",
      founderName: "Ada Founder",
      email: "ada@lumen-ledger.example",
      website: "https://lumen-ledger.example",
      stage: "mvp",
      industry: "fintech",
      problem: "Small shops reconcile card payouts by hand every week.",
      solution: "A ledger that matches payouts to sales automatically.",
      traction: "12 paying pilot shops",
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    const pdf = new Uint8Array([...minimalPdf(), ...new Uint8Array(200).fill(0x20)]);
    form.set("pitchDeck", new File([pdf as BlobPart], "deck.pdf"));
    const pitch = await t.client().post("/api/ventures/pitches", form);
    expect(pitch.status).toBe(201);
    const cookie = [...staff.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    await expectRanges(`/api/ventures/pitches/${pitch.json.id}/deck`, { cookie });
  });
});

describe("parseRange", () => {
  it("reads one byte range and ignores what it cannot serve", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange("bytes=5-100", 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange("bytes=-100", 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=-0", 10)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,4-5", 10)).toBeNull();
    expect(parseRange("items=0-1", 10)).toBeNull();
    expect(parseRange("bytes=5-1", 10)).toBeNull();
    expect(parseRange(undefined, 10)).toBeNull();
  });
});

describe("Strict-Transport-Security", () => {
  const hsts = async (env: Record<string, string>, url: string, headers: Record<string, string> = {}) => {
    const app = await createTestApp({ database: t.database, env });
    const res = await app.app.request(url, { headers });
    return res.headers.get("strict-transport-security");
  };

  it("is never sent over plain http, even when PUBLIC_URL is https", async () => {
    expect(await hsts({}, "http://localhost/api/identity/admin-status")).toBeNull();
    const https = { PUBLIC_URL: "https://agency.example" };
    expect(await hsts(https, "http://agency.example/api/identity/admin-status")).toBeNull();
    // A client's own X-Forwarded-Proto is not believed without TRUST_PROXY.
    expect(
      await hsts(https, "http://agency.example/api/identity/admin-status", { "x-forwarded-proto": "https" }),
    ).toBeNull();
  });

  it("is sent on https requests, directly or through a trusted proxy", async () => {
    const https = { PUBLIC_URL: "https://agency.example" };
    expect(await hsts(https, "https://agency.example/api/identity/admin-status")).toContain("max-age=");
    const proxied = { ...https, TRUST_PROXY: "1" };
    expect(
      await hsts(proxied, "http://agency.example/api/identity/admin-status", {
        "x-forwarded-proto": "https",
      }),
    ).toContain("max-age=");
    expect(
      await hsts(proxied, "http://agency.example/api/identity/admin-status", {
        "x-forwarded-proto": "https, http",
      }),
    ).toBeNull();
  });
});
