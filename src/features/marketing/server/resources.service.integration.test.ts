import { execFileSync } from "node:child_process";
import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLead } from "#src/features/crm/server/index.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { testMailContext } from "#src/platform/mail/mail-context.testing.ts";
import { createTestApp, TEST_ORIGIN } from "../../../../tests/helpers/test-app.ts";
import { RESOURCES } from "../content/resources.ts";
import {
  LEAD_MESSAGES as M,
  resourceRequestResultSchema,
  resourceRequestSchema,
} from "../marketing.contract.ts";
import { resourceRequests } from "./marketing.tables.ts";
import { renderResourcePdf, requestResource } from "./resources.service.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const REQUEST = "/api/marketing/resource-requests";

async function counts() {
  const n = async (table: any) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  const raw = async (table: string) =>
    Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as any).rows[0].n);
  return {
    requests: await n(resourceRequests),
    leads: await raw("leads"),
    activities: await raw("lead_activities"),
    mail: await n(mailOutbox),
  };
}

/** The text a reader extracts (poppler's pdftotext; the fonts are embedded subsets, so no raw strings). */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-", "-"], { input: pdf, encoding: "utf8" });
}

/** The /Title of the info dictionary, which stays readable when the streams are compressed. */
function pdfTitle(pdf: Buffer): string | undefined {
  const raw = pdf.toString("latin1");
  const ref = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  if (!ref) return /\/Title \(([^)]*)\)/.exec(raw)?.[1];
  return new RegExp(`(?:^|\\n)${ref} 0 obj\\s*\\(([^)]*)\\)`).exec(raw)?.[1];
}

describe("POST /api/marketing/resource-requests (the /thank-you offer)", () => {
  it("stores the request, records the lead and queues the email with the download link", async () => {
    const res = await t
      .client()
      .post(REQUEST, { segment: "enterprise", email: "Ops@Bigco.example", name: "Linus T" });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const body = resourceRequestResultSchema.parse(res.json);
    expect(body.message).toBe("Your resource is being prepared!");
    expect(body.detail).toBe("Check your email for the download link soon.");
    expect(body.resource).toEqual({
      slug: "enterprise-modernization-guide",
      title: "Modernizing Legacy Systems Without Stopping the Business",
      downloadPath: "/api/marketing/resources/enterprise-modernization-guide.pdf",
    });
    const [row] = await t.db.select().from(resourceRequests).where(eq(resourceRequests.id, body.id));
    expect(row).toMatchObject({
      segment: "enterprise",
      resourceSlug: "enterprise-modernization-guide",
      name: "Linus T",
      email: "Ops@Bigco.example",
    });
    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({
      source: "resource-request",
      segment: "enterprise",
      email: "ops@bigco.example",
      score: 15,
      sourceTable: "resource_requests",
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "Ops@Bigco.example"));
    expect(mail!.kind).toBe("lead-resource-link");
    expect(mail!.subject).toBe("Your guide: Modernizing Legacy Systems Without Stopping the Business");
    expect(mail!.text).toContain(`${TEST_ORIGIN}/api/marketing/resources/enterprise-modernization-guide.pdf`);
    // Sent to an unverified address: the visitor's typed name is not repeated.
    expect(mail!.text).toContain("Hello,");
    expect(mail!.text).not.toContain("Linus");
    expect(mail!.html).not.toContain("Linus");
  });

  it("attaches a repeat request from the same email to the existing lead", async () => {
    const before = await counts();
    const res = await t.client().post(REQUEST, { segment: "enterprise", email: "ops@BIGCO.example" });
    expect(res.status).toBe(201);
    const after = await counts();
    expect(after).toMatchObject({
      requests: before.requests + 1,
      leads: before.leads,
      activities: before.activities + 1,
      mail: before.mail + 1,
    });
  });

  it.each([
    ["an invalid email", { segment: "startup", email: "nope" }, "email", M.invalidEmail],
    ["no email", { segment: "startup" }, "email", M.invalidEmail],
    ["an unknown segment", { segment: "nonprofit", email: "a@b.example" }, "segment", M.chooseSegment],
    [
      "a name too long",
      { segment: "startup", email: "a@b.example", name: "n".repeat(201) },
      "name",
      M.tooLong("Name", 200),
    ],
  ])("refuses %s and stores nothing", async (_l, body, field, message) => {
    const before = await counts();
    const res = await t.client().post(REQUEST, body);
    expect(res.status).toBe(400);
    expect(res.json.fields[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it("refuses a filled honeypot", async () => {
    const before = await counts();
    const res = await t.client().post(REQUEST, { segment: "startup", email: "a@b.example", website: "x" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.automated);
    expect(await counts()).toEqual(before);
  });

  it("never answers hostile input with a 500, and stores nothing it refuses", async () => {
    const value = fc.oneof(
      fc.string({ unit: "binary", maxLength: 260 }),
      fc.constantFrom("startup", "enterprise", "government", "STARTUP", "__proto__"),
      fc.emailAddress(),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ segment: value, email: value, name: value }, { requiredKeys: [] }),
        async (body) => {
          const before = await counts();
          const res = await t.client().post(REQUEST, body);
          const expected = resourceRequestSchema.safeParse(body).success ? 201 : 400;
          expect(res.status, JSON.stringify(res.json)).toBe(expected);
          if (expected === 400) expect(await counts()).toEqual(before);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("rolls the request back when the lead cannot be recorded", async () => {
    const before = await counts();
    await expect(
      requestResource(
        t.db,
        { segment: "startup", email: "rollback@example.com" },
        {
          mail: testMailContext(),
          captureLead: async () => {
            throw new Error("no lead");
          },
        },
      ),
    ).rejects.toThrow("no lead");
    expect(await counts()).toEqual(before);
  });
});

describe("GET /api/marketing/resources/:slug.pdf", () => {
  it.each(RESOURCES.map((r) => [r.slug, r] as const))(
    "serves %s as a real PDF download",
    async (slug, resource) => {
      const res = await t.app.request(`/api/marketing/resources/${slug}.pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${slug}.pdf"`);
      const pdf = Buffer.from(await res.arrayBuffer());
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
      expect(pdfTitle(pdf)).toBe(resource.title);
    },
  );

  it("draws the title, every section heading and the company on the pages", async () => {
    for (const resource of RESOURCES) {
      const text = pdfText(
        await renderResourcePdf(resource, { companyName: "Ember Forge Labs", compress: false }),
      );
      expect(text).toContain(resource.title);
      for (const s of resource.sections) expect(text).toContain(s.heading);
      expect(text).toMatch(/Ember Forge Labs .+ Page 1 of \d/);
    }
  });

  it("answers an unknown resource with a JSON 404", async () => {
    for (const path of [
      "no-such-guide.pdf",
      "startup-mvp-playbook",
      "startup-mvp-playbook.txt",
      "..%2F..%2Fetc.pdf",
    ]) {
      const res = await t.client().get(`/api/marketing/resources/${path}`);
      expect(res.status, path).toBe(404);
      expect(res.json).toMatchObject({ error: M.resourceNotFound, code: "not_found" });
    }
  });
});
