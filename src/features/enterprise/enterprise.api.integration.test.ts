import { count, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { findLead } from "#src/features/crm/server/index.ts";
import { mailOutbox } from "#src/platform/mail/mail.tables.ts";
import { createTestApp } from "../../../tests/helpers/test-app.ts";
import { systemById } from "./content/systems.ts";
import {
  consultationRequestSchema,
  enterpriseAnalysisRequestSchema,
  enterpriseAnalysisResultSchema,
  ENTERPRISE_MESSAGES as M,
  reportFilename,
} from "./enterprise.contract.ts";
import { enterpriseAnalyses, enterpriseConsultations } from "./server/enterprise.tables.ts";

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

const ANALYSES = "/api/enterprise/analyses";
const CONSULTATIONS = "/api/enterprise/consultations";

const valid = {
  selectedSystems: ["sap-s4hana", "salesforce-sales-cloud", "ibm-db2"],
  email: "jane.doe@acme-manufacturing.com",
  companySize: "large",
  industry: "manufacturing",
  businessChallenges: "Legacy batch interfaces and manual spreadsheets between ERP and CRM.",
  deploymentPreference: "hybrid",
  integrationComplexity: "moderate",
  budgetRange: "high",
  timeframe: "standard",
};

async function counts() {
  const n = async (table: any) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  const raw = async (table: string) =>
    Number(((await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as any).rows[0].n);
  return {
    analyses: await n(enterpriseAnalyses),
    consultations: await n(enterpriseConsultations),
    leads: await raw("leads"),
    mail: await n(mailOutbox),
  };
}

async function pdfOf(id: string) {
  const res = await t.app.request(`/api/enterprise/analyses/${id}/pdf`);
  const buf = new Uint8Array(await res.arrayBuffer());
  return { res, buf };
}

describe("POST /api/enterprise/analyses", () => {
  // The server runs the same ordered checks as the form and reports only the first broken rule,
  // with the visitor-facing message of that rule.
  it("checks the fields in a fixed order and answers with the first broken rule's message", async () => {
    const c = t.client();
    const steps: [Record<string, unknown>, string, string][] = [
      [{}, "selectedSystems", M.systemsRequired],
      [{ selectedSystems: [] }, "selectedSystems", M.systemsRequired],
      [{ selectedSystems: ["sap-s4hana"] }, "email", M.emailRequired],
      [{ selectedSystems: ["sap-s4hana"], email: "  " }, "email", M.emailRequired],
      [{ selectedSystems: ["sap-s4hana"], email: "jane@gmail.com" }, "email", M.emailInvalid],
      [{ selectedSystems: ["sap-s4hana"], email: "jane@yahoo.co.uk" }, "email", M.emailInvalid],
      [{ selectedSystems: ["sap-s4hana"], email: "not-an-email" }, "email", M.emailInvalid],
      [{ selectedSystems: ["sap-s4hana"], email: "jane@acme.com" }, "companySize", M.sizeRequired],
      [
        { selectedSystems: ["sap-s4hana"], email: "jane@acme.com", companySize: "huge" },
        "companySize",
        M.sizeRequired,
      ],
      [
        { selectedSystems: ["sap-s4hana"], email: "jane@acme.com", companySize: "small" },
        "industry",
        M.industryRequired,
      ],
    ];
    const before = await counts();
    for (const [body, field, message] of steps) {
      const res = await c.post(ANALYSES, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error).toBe(message);
      expect(res.json.fields[field]).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });

  it("rejects systems that are not in the catalogue and options outside the lists", async () => {
    const c = t.client();
    let res = await c.post(ANALYSES, { ...valid, selectedSystems: ["sap-s4hana", "made-up"] });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.unknownSystem);
    res = await c.post(ANALYSES, { ...valid, timeframe: "tomorrow" });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(M.invalidOption("timeframe"));
  });

  it("runs the analysis, stores it with its lead and answers with the report", async () => {
    const before = await counts();
    const res = await t.client().post(ANALYSES, valid);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.message).toBe(M.analysisSuccess);
    expect(res.json.engine).toMatchObject({ kind: "built-in", name: "built-in" });
    const result = enterpriseAnalysisResultSchema.parse(res.json.result);
    expect(result.recommendations.map((r) => r.systemId)).toEqual([
      "sap-s4hana",
      "salesforce-sales-cloud",
      "ibm-db2",
    ]);
    expect(result.industry).toBe("Manufacturing");
    expect(result.recommendations[0]!.caseStudy.source).toMatch(/^\/case-study\//);

    const [row] = await t.db.select().from(enterpriseAnalyses).where(eq(enterpriseAnalyses.id, res.json.id));
    expect(row).toMatchObject({
      systems: valid.selectedSystems,
      companySize: "large",
      industry: "manufacturing",
      email: valid.email,
      businessChallenges: valid.businessChallenges,
      deploymentPreference: "hybrid",
      integrationComplexity: "moderate",
      budgetRange: "high",
      timeframe: "standard",
      engine: "built-in",
    });
    expect(row!.analysisResult).toEqual(res.json.result);
    expect(row!.leadId).toBeTruthy();

    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({
      source: "enterprise-analyzer",
      segment: "enterprise",
      email: valid.email,
      company: "Acme Manufacturing",
      score: 10 + 30 + 25,
      sourceTable: "enterprise_analyses",
      sourceId: res.json.id,
    });
    const after = await counts();
    expect(after.analyses).toBe(before.analyses + 1);
  });

  it("stores empty optional fields as null", async () => {
    const res = await t.client().post(ANALYSES, {
      selectedSystems: ["hubspot-crm"],
      email: "ops@northwind.example",
      companySize: "small",
      industry: "retail",
      businessChallenges: "",
      deploymentPreference: "",
      integrationComplexity: "",
      budgetRange: "",
      timeframe: "",
    });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(enterpriseAnalyses).where(eq(enterpriseAnalyses.id, res.json.id));
    expect(row).toMatchObject({
      businessChallenges: null,
      deploymentPreference: null,
      integrationComplexity: null,
      budgetRange: null,
      timeframe: null,
    });
    expect(res.json.result.recommendations[0].impact).toMatchObject({
      timeframe: "3-6 months",
      roi: "250% ROI over 2 years",
    });
  });

  it("only logs a failed save: the result is still returned, the lead still recorded, the PDF still served", async () => {
    const errors = vi.spyOn(t.services.logger, "error");
    await t.db.execute(sql`alter table enterprise_analyses rename to enterprise_analyses_away`);
    try {
      const res = await t.client().post(ANALYSES, { ...valid, email: "save-fails@globex.example" });
      expect(res.status, JSON.stringify(res.json)).toBe(201);
      expect(res.json.message).toBe(M.analysisSuccess);
      expect(res.json.result.recommendations).toHaveLength(3);
      expect(errors).toHaveBeenCalledWith(
        expect.objectContaining({ analysisId: res.json.id }),
        expect.stringContaining("could not be saved"),
      );
      const lead = (
        (await t.db.execute(
          sql`select source, company from leads where email = 'save-fails@globex.example'`,
        )) as any
      ).rows[0];
      expect(lead).toEqual({ source: "enterprise-analyzer", company: "Globex" });
      await t.db.execute(sql`alter table enterprise_analyses_away rename to enterprise_analyses`);
      const { res: pdf } = await pdfOf(res.json.id);
      expect(pdf.status).toBe(200);
    } finally {
      await t.db.execute(sql`alter table if exists enterprise_analyses_away rename to enterprise_analyses`);
      errors.mockRestore();
    }
  });

  it("is rate-limited per address with a clear message", async () => {
    const strict = await createTestApp({ env: { RATE_LIMIT_SCALE: "0.2" } });
    try {
      const c = strict.client();
      expect((await c.post(ANALYSES, valid)).status).toBe(201);
      expect((await c.post(ANALYSES, valid)).status).toBe(201);
      const res = await c.post(ANALYSES, valid);
      expect(res.status).toBe(429);
      expect(res.json.error).toBe(M.rateLimited);
    } finally {
      await strict.close();
    }
  });
});

describe("GET /api/enterprise/analyses/:id/pdf", () => {
  it("serves the report as a letter-size PDF named after the industry and the date, with the report's text", async () => {
    const created = await t.client().post(ANALYSES, valid);
    const { res, buf } = await pdfOf(created.json.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="manufacturing_Systems_Modernization_${today}.pdf"`,
    );
    expect(reportFilename("manufacturing", new Date())).toBe(
      `manufacturing_Systems_Modernization_${today}.pdf`,
    );

    const doc = await getDocumentProxy(buf.slice());
    const page = await doc.getPage(1);
    const { width, height } = page.getViewport({ scale: 1 });
    expect([Math.round(width), Math.round(height)]).toEqual([612, 792]);

    const { text } = await extractText(buf.slice(), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const id of valid.selectedSystems) expect(flat).toContain(systemById(id)!.name);
    for (const r of created.json.result.recommendations) expect(flat).toContain(r.title.replace(/\s+/g, " "));
    expect(flat).toContain("Manufacturing Systems Modernization Report");
    expect(flat).toContain("Predictive maintenance");
    expect(flat).toContain("Overall equipment effectiveness");
    expect(flat).toContain("Custom $100K+ (recommended)");
    expect(flat).toContain("Generated by the built-in engine");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nope", "1; drop table leads"]) {
      const { res, buf } = await pdfOf(encodeURIComponent(id));
      expect(res.status, id).toBe(404);
      expect(JSON.parse(new TextDecoder().decode(buf)).error).toBe(M.analysisNotFound);
    }
  });
});

describe("POST /api/enterprise/consultations", () => {
  it("needs a name and an email", async () => {
    const c = t.client();
    const before = await counts();
    for (const body of [
      {},
      { name: "Jane" },
      { email: "jane@acme.com" },
      { name: "  ", email: "jane@acme.com" },
    ]) {
      const res = await c.post(CONSULTATIONS, body);
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(M.consultationRequired);
    }
    expect((await c.post(CONSULTATIONS, { name: "Jane", email: "jane@" })).json.error).toBe(
      M.consultationEmailInvalid,
    );
    expect(
      (await c.post(CONSULTATIONS, { name: "Jane", email: "jane@acme.com", phone: "abc" })).json.error,
    ).toBe(M.consultationPhoneInvalid);
    expect(await counts()).toEqual(before);
  });

  it("stores the request linked to its analysis, records the lead and emails the staff", async () => {
    const analysis = await t.client().post(ANALYSES, valid);
    const before = await counts();
    const res = await t.client().post(CONSULTATIONS, {
      name: "Jane Doe",
      email: "jane.doe@acme-manufacturing.com",
      phone: "+1 (202) 555-0199",
      analysisId: analysis.json.id,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.message).toBe(M.consultationSuccess);
    const [row] = await t.db
      .select()
      .from(enterpriseConsultations)
      .where(eq(enterpriseConsultations.id, res.json.id));
    expect(row).toMatchObject({ name: "Jane Doe", phone: "+1 (202) 555-0199", analysisId: analysis.json.id });
    const lead = await findLead(t.db, { id: row!.leadId! });
    expect(lead).toMatchObject({ name: "Jane Doe", segment: "enterprise", company: "Acme Manufacturing" });
    const after = await counts();
    expect(after.consultations).toBe(before.consultations + 1);
    expect(after.mail).toBe(before.mail + 1);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "lead-enterprise-consultation"));
    expect(mail!.to).toBe(t.services.config.staffEmail);
    expect(mail!.text).toContain("SAP S/4HANA");
    expect(mail!.text).toContain("1 business day");
  });

  it("accepts a request without an analysis or phone", async () => {
    const res = await t.client().post(CONSULTATIONS, { name: "Sam", email: "sam@initech.example" });
    expect(res.status).toBe(201);
  });
});

describe("hostile input (property-based): never a 500", () => {
  const hostileValue = fc.oneof(
    fc.string(),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.constantFrom(
      "",
      " ",
      "\u0000",
      "'; drop table leads; --",
      "<script>alert(1)</script>",
      "💥".repeat(600),
    ),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.string(), fc.constantFrom("sap-s4hana", "ibm-db2")), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  );

  it("analysis: one field replaced by a random value", async () => {
    const fields = Object.keys(valid) as (keyof typeof valid)[];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), hostileValue, async (field, value) => {
        // What the server receives: JSON turns Infinity and NaN into null.
        const body = JSON.parse(JSON.stringify({ ...valid, [field]: value }));
        const res = await t.client().request("POST", ANALYSES, JSON.stringify(body));
        const expected = enterpriseAnalysisRequestSchema.safeParse(body).success ? 201 : 400;
        expect(res.status, JSON.stringify({ body, res: res.json })).toBe(expected);
      }),
      { numRuns: 80 },
    );
  });

  it("any JSON value as the body of either endpoint", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(ANALYSES, CONSULTATIONS), fc.jsonValue(), async (url, body) => {
        const res = await t.client().request("POST", url, JSON.stringify(body));
        const schema = url === ANALYSES ? enterpriseAnalysisRequestSchema : consultationRequestSchema;
        expect(res.status, JSON.stringify({ body, res: res.json })).toBe(
          schema.safeParse(body).success ? 201 : 400,
        );
      }),
      { numRuns: 80 },
    );
  });

  it("consultation: random fields", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ name: hostileValue, email: hostileValue, phone: hostileValue, analysisId: hostileValue }),
        async (body) => {
          const res = await t.client().request("POST", CONSULTATIONS, JSON.stringify(body));
          expect(res.status).toBeLessThan(500);
          expect([201, 400]).toContain(res.status);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("not JSON at all gives 400", async () => {
    const res = await t.client().request("POST", ANALYSES, "{not json");
    expect(res.status).toBe(400);
  });
});
