import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";
import {
  AGENCY_TYPES,
  checkGovernmentRequest,
  DATA_CLASSIFICATIONS,
  type GovernmentRequest,
  REQUIREMENTS,
} from "./lib/government-rules.ts";

// The keys, wording and request check are in lib/government-rules.ts (no schema, so the page can
// load them without zod: decision 041); every importer of this contract still finds them here.
export * from "./lib/government-rules.ts";

/** The request as a zod schema (for parseOrThrow): the checks above, one issue, in order. */
export const governmentRequestSchema = z.unknown().transform((raw, ctx): GovernmentRequest => {
  const r = checkGovernmentRequest(raw);
  if (!r.ok) {
    ctx.addIssue({ code: "custom", path: [r.field], message: r.message });
    return z.NEVER;
  }
  return r.value;
});

// ---------------------------------------------------------------------------------------------
// The result: priority, estimates, gaps, controls, actions, roadmap and benefits, the shape both
// engines must produce, plus the framework summary our engine adds (impact level,
// baseline and notes).

const text = (max: number) => z.string().min(1).max(max);

export const governmentResultSchema = z.object({
  priority: text(40),
  timelineEstimate: text(80),
  costEstimate: text(80),
  complianceGaps: z
    .array(z.object({ requirement: text(120), status: text(40), description: text(1200) }))
    .min(1)
    .max(40),
  securityControls: z
    .array(z.object({ name: text(200), status: text(40), impact: text(20) }))
    .min(1)
    .max(40),
  recommendedActions: z.array(text(600)).min(1).max(30),
  implementationRoadmap: z
    .array(
      z.object({
        phase: text(120),
        duration: text(60),
        focus: text(400),
        key_deliverables: z.array(text(300)).min(1).max(12),
      }),
    )
    .min(1)
    .max(10),
  benefits: z.array(text(400)).min(1).max(20),
  categorization: z
    .object({
      impactLevel: text(80),
      baseline: text(200),
      notes: z.array(text(600)).max(10),
    })
    .optional(),
});
export type GovernmentResult = z.infer<typeof governmentResultSchema>;

/** What POST /api/government/analyses answers. */
const governmentAnalysisDtoSchema = z.strictObject({
  id: rowId.nullable().describe("Null when the assessment could not be stored (then there is no PDF link)"),
  createdAt: isoDateTime,
  request: z.strictObject({
    selectedRequirements: z.array(z.enum(REQUIREMENTS)),
    email: z.string(),
    agencyType: z.enum(AGENCY_TYPES),
    dataClassification: z.enum(DATA_CLASSIFICATIONS),
  }),
  // The engines' own schema: the result has been parsed by it, so it holds none but its fields.
  result: governmentResultSchema,
  engine: z.strictObject({
    kind: z.enum(["built-in", "llm"]),
    name: z.string(),
    fallbackReason: z.string().optional(),
  }),
  saved: z.boolean(),
  warning: z.string().optional().describe("The save-failure message when saved is false"),
  mailQueued: z.boolean().describe("True when the email with the PDF attached is in the outbox"),
  pdfPath: z.string().nullable(),
});
export type GovernmentAnalysisDto = z.output<typeof governmentAnalysisDtoSchema>;

export const assessmentPdfPath = (id: string) => `/api/government/analyses/${id}/pdf`;

/** Every /api/government endpoint and who may call it (checked against the router by a test). */
export const governmentEndpoints = [
  {
    method: "POST",
    path: "/api/government/analyses",
    permission: "public",
    summary: "The compliance assessment: validates, analyses, stores, records the lead and emails the PDF",
  },
  {
    method: "GET",
    path: "/api/government/analyses/:id/pdf",
    permission: "public",
    summary: "A stored assessment as a PDF (by its unguessable id)",
  },
] as const satisfies readonly EndpointDescriptor[];

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const governmentEndpointSchemas = {
  "POST /api/government/analyses": { body: governmentRequestSchema, response: governmentAnalysisDtoSchema },
  "GET /api/government/analyses/:id/pdf": { response: ANSWERS.pdf },
} as const satisfies EndpointSchemas;
