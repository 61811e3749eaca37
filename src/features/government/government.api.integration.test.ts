import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { extractText } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findLead, leadDedupeKey } from "#src/features/crm/server/index.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { GOV_MESSAGES as M } from "./government.contract.ts";
import { governmentAnalyses } from "./server/government.tables.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;
let t: App;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.services.rateLimiter.reset();
});

const URL = "/api/government/analyses";
const valid = {
  selectedRequirements: ["fedramp", "section508"],
  email: "cio@agency.example.gov",
  agencyType: "federal",
  dataClassification: "sensitive",
};

const rowCount = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from government_analyses`)) as any).rows[0].n);

async function pdfText(buf: Uint8Array): Promise<string> {
  const { text } = await extractText(buf, { mergePages: true });
  return text;
}

describe("POST /api/government/analyses", () => {
  it("checks the fields in a fixed order and answers with the first broken rule's message", async () => {
    const c = t.client();
    const cases: [unknown, string][] = [
      [{}, M.requirementRequired],
      [{ ...valid, selectedRequirements: [] }, M.requirementRequired],
      [
        { selectedRequirements: [], email: "", agencyType: "", dataClassification: "" },
        M.requirementRequired,
      ],
      [{ ...valid, email: "" }, M.emailRequired],
      [{ ...valid, email: "   ", agencyType: "", dataClassification: "" }, M.emailRequired],
      [{ ...valid, agencyType: "", dataClassification: "" }, M.agencyRequired],
      [{ ...valid, agencyType: "galactic" }, M.agencyRequired],
      [{ ...valid, dataClassification: "" }, M.classificationRequired],
      [{ ...valid, dataClassification: "cosmic" }, M.classificationRequired],
      [{ ...valid, email: "not-an-email" }, M.invalidEmail],
      [{ ...valid, selectedRequirements: ["fedramp", "hipaa"] }, M.unknownRequirement],
    ];
    for (const [body, message] of cases) {
      const res = await c.post(URL, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect(await rowCount()).toBe(0);
  });

  it("stores the assessment, records the lead and queues the email with the PDF attached", async () => {
    const res = await t
      .client()
      .post(URL, { ...valid, selectedRequirements: ["section508", "fedramp", "fedramp"] });
    expect(res.status).toBe(201);
    const dto = res.json;
    expect(dto.saved).toBe(true);
    expect(dto.mailQueued).toBe(true);
    expect(dto.engine).toEqual({ kind: "built-in", name: "built-in" });
    expect(dto.request.selectedRequirements).toEqual(["fedramp", "section508"]);
    expect(dto.result.categorization.impactLevel).toBe("FIPS 199 Moderate");
    expect(dto.pdfPath).toBe(`/api/government/analyses/${dto.id}/pdf`);

    const [row] = await t.db.select().from(governmentAnalyses).where(eq(governmentAnalyses.id, dto.id));
    expect(row).toMatchObject({
      requirements: ["fedramp", "section508"],
      agencyType: "federal",
      dataClassification: "sensitive",
      email: valid.email,
      engine: "built-in",
    });
    expect(row!.analysisResult).toEqual(dto.result);

    const lead = await findLead(t.db, { dedupeKey: leadDedupeKey({ email: valid.email }) });
    expect(lead).toMatchObject({
      source: "government-assessment",
      segment: "government",
      email: valid.email,
    });
    expect(row!.leadId).toBe(lead!.id);

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, valid.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.kind).toBe("government-assessment");
    expect(mail.subject).toContain("FedRAMP");
    expect(mail.attachments).toHaveLength(1);
    const att = mail.attachments[0]!;
    expect(att.contentType).toBe("application/pdf");
    expect(att.filename).toMatch(/^compliance-assessment-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = await pdfText(new Uint8Array(Buffer.from(att.contentBase64!, "base64")));
    expect(text).toContain("Government Compliance Assessment");
    expect(text).toContain("FedRAMP");
    expect(text).toContain("Section 508 Accessibility");
    expect(text).toContain("Compliance Gap Analysis");
    expect(text).toContain(dto.result.costEstimate);
  });

  it("serves the stored assessment as a PDF, and 404 for unknown or malformed ids", async () => {
    const { json } = await t.client().post(URL, { ...valid, email: "pdf@agency.example.gov" });
    const res = await t.app.request(json.pdfPath);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="compliance-assessment-/);
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain("FedRAMP");
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1'%20or%201=1"]) {
      const miss = await t.client().get(`/api/government/analyses/${id}/pdf`);
      expect(miss.status).toBe(404);
      expect(miss.json.error).toBe(M.notFound);
    }
  });

  it("still answers with the result, and a warning, when the assessment cannot be saved", async () => {
    const before = await rowCount();
    await t.db.execute(sql`alter table government_analyses rename to government_analyses_away`);
    try {
      const res = await t.client().post(URL, { ...valid, email: "unsaved@agency.example.gov" });
      expect(res.status).toBe(201);
      expect(res.json.saved).toBe(false);
      expect(res.json.id).toBeNull();
      expect(res.json.pdfPath).toBeNull();
      expect(res.json.warning).toBe(M.saveFailed);
      expect(res.json.result.complianceGaps.length).toBeGreaterThan(0);
      // The promised email is still queued on its own; no lead without a stored assessment.
      expect(res.json.mailQueued).toBe(true);
      const lead = await findLead(t.db, {
        dedupeKey: leadDedupeKey({ email: "unsaved@agency.example.gov" }),
      });
      expect(lead).toBeNull();
    } finally {
      await t.db.execute(sql`alter table government_analyses_away rename to government_analyses`);
    }
    expect(await rowCount()).toBe(before);
  });

  it("answers that the assessment could not be generated, and stores nothing, when the engine fails", async () => {
    const before = await rowCount();
    const ai = t.services.ai;
    t.services.ai = {
      llmEnabled: false,
      run: async () => {
        throw new Error("engine down");
      },
    };
    try {
      const res = await t.client().post(URL, { ...valid, email: "failed@agency.example.gov" });
      expect(res.status).toBe(502);
      expect(res.json.error).toBe(M.functionError);
      expect(res.json.code).toBe("assessment_failed");
    } finally {
      t.services.ai = ai;
    }
    expect(await rowCount()).toBe(before);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "failed@agency.example.gov"));
    expect(mails).toHaveLength(0);
  });

  it("limits one address to a few assessments, with a clear message", async () => {
    const limited = await createTestApp();
    try {
      const c = limited.client();
      for (let i = 0; i < 10; i++) expect((await c.post(URL, valid)).status).toBe(201);
      const res = await c.post(URL, valid);
      expect(res.status).toBe(429);
      expect(res.json.error).toBe(M.rateLimited);
    } finally {
      await limited.close();
    }
    // Ten full assessments with their PDFs: about 2 s on a quiet machine, over 30 s on a busy one.
  }, 90_000);

  describe("hostile bodies (property-based): never a 500", () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.constantFrom(
        "",
        " ",
        "\u0000",
        "'; drop table leads; --",
        "<script>",
        "fedramp",
        "federal",
        "secret",
      ),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string(), fc.constantFrom("fedramp", "fisma", "__proto__")), { maxLength: 12 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
    );
    const fields = Object.keys(valid) as (keyof typeof valid)[];

    it("one field replaced by a random value", async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), hostile, async (field, value) => {
          const res = await t.client().request("POST", URL, JSON.stringify({ ...valid, [field]: value }));
          expect([201, 400]).toContain(res.status);
          expect(typeof (res.status === 201 ? res.json.result.priority : res.json.error)).toBe("string");
        }),
        { numRuns: 80 },
      );
    });

    it("any JSON value, or no JSON at all, as the body", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue().map((v) => JSON.stringify(v)),
            fc.string(),
          ),
          async (raw) => {
            const res = await t.client().request("POST", URL, raw);
            expect(res.status, raw).toBe(400);
          },
        ),
        { numRuns: 80 },
      );
    });
  });
});
