import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchWebPage } from "#src/platform/web-fetch/index.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { CRM_MESSAGES as M } from "./crm.contract.ts";
import { staffClient } from "./crm-test-helpers.testing.ts";
import { companies } from "./server/crm.tables.ts";
import { websiteAccess } from "./server/enrich.service.ts";

/** A company's website, served by the test: a home page with metadata, and a redirect into a private network. */
const HOME = `<!doctype html><html lang="en"><head>
<title>Lumen Ledger | Payout reconciliation</title>
<meta property="og:site_name" content="Lumen Ledger">
<meta name="description" content="Lumen Ledger matches card payouts to sales for small shops.">
<link rel="icon" href="/logo.png">
<script src="https://js.stripe.com/v3/"></script>
<script src="/_next/static/chunks/main.js"></script>
</head><body><div id="__next"><a href="https://www.linkedin.com/company/lumen-ledger">LinkedIn</a>
<a href="mailto:hello@lumen-ledger.example">Email</a></div></body></html>`;

let server: Server;
let origin: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
let employee: TestClient;
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/to-metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "x-powered-by": "Next.js" }).end(HOME);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  // The safe fetch refuses loopback; this test lets its own site (and only it) through.
  websiteAccess.deps = {
    fetchPage: (url) =>
      fetchWebPage(url, { allowPrivateTargetForTests: (x) => x.address === "127.0.0.1" && x.port === port }),
  };
  t = await createTestApp();
  employee = await staffClient(t, ["employee"]);
});
afterAll(async () => {
  websiteAccess.deps = undefined;
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe("Quick Fill from Website, Enrich Data and the technology scan", () => {
  it("reads a site for the new-company form: fills what is empty, asks about the rest", async () => {
    const res = await employee.post("/api/crm/website-lookup", { url: origin, current: { name: "Lumen" } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.found).toMatchObject({
      name: "Lumen Ledger",
      description: "Lumen Ledger matches card payouts to sales for small shops.",
    });
    const name = res.json.proposal.fields.find((f: { field: string }) => f.field === "name");
    expect(name).toEqual({ field: "name", action: "conflict", current: "Lumen", found: "Lumen Ledger" });
    expect(res.json.proposal.fills.description).toMatch(/card payouts/);
    expect((await employee.post("/api/crm/website-lookup", { url: "not a url" })).json.error).toBe(
      M.validUrl,
    );
  });

  it("enriches a company without overwriting a different value unless it was accepted", async () => {
    const [company] = await t.db
      .insert(companies)
      .values({ name: "Lumen", websiteUrl: `${origin}/`, domain: "lumen-ledger.example", industry: "Retail" })
      .returning();
    const first = await employee.post(`/api/crm/companies/${company!.id}/enrich`, {});
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    expect(first.json.message).toBe(M.enriched);
    const [after] = await t.db.select().from(companies).where(eq(companies.id, company!.id));
    expect(after!.name).toBe("Lumen");
    expect(after!.description).toMatch(/card payouts/);
    expect(after!.socialLinks.linkedin).toBe("https://www.linkedin.com/company/lumen-ledger");
    expect(first.json.proposal.conflicts).toBeGreaterThan(0);
    const accepted = await employee.post(`/api/crm/companies/${company!.id}/enrich`, { accept: ["name"] });
    expect(accepted.json.applied).toContain("name");
    const [renamed] = await t.db.select().from(companies).where(eq(companies.id, company!.id));
    expect(renamed!.name).toBe("Lumen Ledger");
    const feed = await employee.get(`/api/crm/activity?entityType=company&entityId=${company!.id}`);
    expect(feed.json.items[0].description).toMatch(/^Company data enriched: /);

    const scan = await employee.post(`/api/crm/companies/${company!.id}/tech-scan`, {});
    expect(scan.status).toBe(200);
    expect(scan.json.message).toBe(M.techScanDone);
    const names = scan.json.scan.technologies.map((x: { name: string }) => x.name);
    expect(names).toEqual(expect.arrayContaining(["Next.js", "Stripe"]));
    const [scanned] = await t.db.select().from(companies).where(eq(companies.id, company!.id));
    expect((scanned!.technologies as { technologies: unknown[] }).technologies.length).toBe(names.length);
  });

  it("refuses a site that redirects into a private network, and bad addresses", async () => {
    const res = await employee.post("/api/crm/tech-scan", { url: `${origin}/to-metadata` });
    expect(res.status).toBe(422);
    expect(res.json.error).toMatch(/private network|cannot be fetched/);
    expect((await employee.post("/api/crm/tech-scan", { url: "" })).json.error).toBe(M.validUrl);
    websiteAccess.deps = undefined;
    const direct = await employee.post("/api/crm/tech-scan", { url: origin });
    expect(direct.status).toBe(422);
    expect(direct.json.error).toMatch(/this server itself/);
  });
});
