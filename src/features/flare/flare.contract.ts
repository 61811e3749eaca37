import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { looseText, multilineText, text } from "#src/lib/text.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";
import { APPLY_LIMITS, FLARE_MESSAGES } from "./lib/messages.ts";

// The messages live in a zod-free module for the public pages.
export { FLARE_MESSAGES } from "./lib/messages.ts";

/**
 * Who may call a FLARE canvas endpoint: a browser holding the signed canvas cookie (the password
 * gate), or a signed-in employee. Enforced in front of every route by the permission middleware.
 */
export const FLARE_CANVAS = "gate:flare-canvas" as const;

/** Designs are saved as one JSON document; a 500-node design is far under this. */
export const DESIGN_BODY_MAX_BYTES = 4 * 1024 * 1024;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The live canvas socket (docs/decisions/036-flare-live-collaboration.md): a WebSocket upgrade on
 * the app's own server, behind the same gate as every canvas endpoint. A larger message closes it.
 */
export const COLLAB_PATH = "/api/flare/collab";
export const COLLAB_MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** Every /api/flare endpoint and who may call it (checked against the router by a test). */
export const flareEndpoints = [
  {
    method: "POST",
    path: "/api/flare/applications",
    permission: "public",
    summary: "The /flare/apply form: stores the application, its lead and the staff email",
  },
  {
    method: "POST",
    path: "/api/flare/gate",
    permission: "public",
    summary: "The canvas password gate: checks the password and sets the signed canvas cookie",
  },
  {
    method: "DELETE",
    path: "/api/flare/gate",
    permission: "public",
    summary: "Locks the canvas again in this browser (clears the canvas cookie)",
  },
  {
    method: "POST",
    path: "/api/flare/access-codes",
    permission: FLARE_CANVAS,
    summary: "Reserves a fresh access code for a project about to be created",
  },
  {
    method: "POST",
    path: "/api/flare/designs",
    permission: FLARE_CANVAS,
    summary: "Creates a project (design) with its reserved access code",
  },
  {
    method: "POST",
    path: "/api/flare/designs/access",
    permission: FLARE_CANVAS,
    summary: "Opens a project by its access code (rate-limited)",
  },
  {
    method: "POST",
    path: "/api/flare/designs/from-plan",
    permission: FLARE_CANVAS,
    summary: "Creates a project from a /startup plan, its features placed on the stages",
  },
  {
    method: "GET",
    path: "/api/flare/designs",
    permission: "employee",
    summary: "Every design for staff, newest change first, with search",
  },
  {
    method: "GET",
    path: "/api/flare/designs/:id",
    permission: FLARE_CANVAS,
    summary: "One design with every node and edge (holders of its access or staff)",
  },
  {
    method: "PUT",
    path: "/api/flare/designs/:id",
    permission: FLARE_CANVAS,
    summary: "Saves a design over the version it was based on (409 over a newer one)",
    body: { maxBytes: DESIGN_BODY_MAX_BYTES },
  },
  {
    method: "GET",
    path: "/api/flare/designs/:id/versions",
    permission: FLARE_CANVAS,
    summary: "The design's saved versions, newest first (holders of its access or staff)",
  },
  {
    method: "POST",
    path: "/api/flare/designs/:id/versions",
    permission: FLARE_CANVAS,
    summary: "Saves the shared canvas as a named version",
  },
  {
    method: "PATCH",
    path: "/api/flare/designs/:id/client",
    permission: FLARE_CANVAS,
    summary: "The welcome screen: client name and company of a project",
  },
  {
    method: "GET",
    path: "/api/flare/point-templates",
    permission: FLARE_CANVAS,
    summary: "Feature point templates (base points and complexity multipliers)",
  },
  {
    method: "POST",
    path: "/api/flare/analyses",
    permission: FLARE_CANVAS,
    summary: "AI import (analyze-project-input): requirement text to a summary and staged features",
  },
  {
    method: "POST",
    path: "/api/flare/designs/:id/attachments",
    permission: FLARE_CANVAS,
    summary: "Attaches a file to a feature (private storage, checked by content)",
    body: "multipart",
  },
  {
    method: "GET",
    path: "/api/flare/designs/:id/attachments/:fileId",
    permission: FLARE_CANVAS,
    summary: "Downloads a feature attachment (holders of the project's access or staff)",
  },
  {
    method: "POST",
    path: "/api/flare/designs/:id/wireframe-feedback",
    permission: FLARE_CANVAS,
    summary: "Stores 'Looks Good' / 'Needs Work' feedback on a screen's wireframe",
  },
] as const satisfies readonly EndpointDescriptor[];

// ---------------------------------------------------------------------------------------------
// Constants: access codes, stages, priorities and the limits of a design.

export const ACCESS_CODE_LENGTH = 6;
export const ACCESS_CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const ACCESS_CODE_PATTERN = /^[A-Z0-9]{6}$/;

export const STAGES = ["alpha", "beta", "launch"] as const;
export type StageKey = (typeof STAGES)[number];
export const PRIORITIES = ["high", "medium", "low"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const DEFAULT_PRIORITY: Priority = "medium";

export const DESIGN_LIMITS = {
  nodes: 2000,
  edges: 4000,
  title: 120,
  label: 200,
  description: 2000,
  notes: 5000,
  code: 20000,
  listItems: 30,
  listItem: 300,
  attachments: 20,
  wireframeElements: 200,
  clientField: 120,
  analysisInput: 10_000,
  versionName: 80,
} as const;

// ---------------------------------------------------------------------------------------------
// Inputs

const line = (label: string, required: string, max: number) =>
  text({ error: required, label }).trim().min(1, required).max(max, FLARE_MESSAGES.tooLong(label, max));

export const gateSchema = z.object({
  password: z
    .string({ error: FLARE_MESSAGES.passwordRequired })
    .min(1, FLARE_MESSAGES.passwordRequired)
    .max(256, FLARE_MESSAGES.incorrectPassword),
});

export const accessCodeSchema = z
  .string({ error: FLARE_MESSAGES.codeRequired })
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.string().min(1, FLARE_MESSAGES.codeRequired).max(32, FLARE_MESSAGES.notFound));

export const accessProjectSchema = z.object({ code: accessCodeSchema });

export const createProjectSchema = z.object({
  title: line("Project title", FLARE_MESSAGES.titleRequired, DESIGN_LIMITS.title),
  /** The code the entry screen showed (reserved by POST /access-codes); a fresh one when absent. */
  accessCode: z
    .string()
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(ACCESS_CODE_PATTERN))
    .optional()
    .catch(undefined),
  clientName: text().trim().max(DESIGN_LIMITS.clientField).optional(),
  clientCompany: text().trim().max(DESIGN_LIMITS.clientField).optional(),
});

export const clientInfoSchema = z.object({
  clientName: line("Client name", FLARE_MESSAGES.clientRequired, DESIGN_LIMITS.clientField),
  clientCompany: line("Company name", FLARE_MESSAGES.clientRequired, DESIGN_LIMITS.clientField),
});
export type ClientInfoInput = z.output<typeof clientInfoSchema>;

export const fromPlanSchema = z.object({ analysisId: z.uuid({ error: FLARE_MESSAGES.planNotFound }) });

// ---------------------------------------------------------------------------------------------
// The design document: nodes of four types and the edges between them.

const nodeId = text().min(1).max(100);
const label = text().trim().max(DESIGN_LIMITS.label);
const prose = (max: number) => multilineText().max(max);
const finite = z.number().finite().min(-1_000_000).max(1_000_000);
const position = z.object({ x: finite, y: finite });
const stringList = z.array(text().max(DESIGN_LIMITS.listItem)).max(DESIGN_LIMITS.listItems);

export const attachmentSchema = z.object({
  id: z.uuid(),
  name: text().max(200),
  url: text().max(300),
});
export type FeatureAttachment = z.infer<typeof attachmentSchema>;

/** An upload's form fields besides the file: the feature of the saved design it belongs to. */
export const attachmentFieldsSchema = z.object({
  featureId: z.string({ error: FLARE_MESSAGES.featureNotFound }).min(1, FLARE_MESSAGES.featureNotFound),
});

export const featureDataSchema = z.object({
  label,
  description: prose(DESIGN_LIMITS.description).default(""),
  priority: z.enum(PRIORITIES).default(DEFAULT_PRIORITY),
  points: z.number().int().min(0).max(100_000).default(0),
  objectives: stringList.default([]),
  notes: prose(DESIGN_LIMITS.notes).default(""),
  attachments: z.array(attachmentSchema).max(DESIGN_LIMITS.attachments).default([]),
});
export type FeatureData = z.infer<typeof featureDataSchema>;

export const stageDataSchema = z.object({
  label,
  color: text().max(32),
  stage: z.enum(STAGES),
  features: z.array(nodeId).max(DESIGN_LIMITS.nodes).default([]),
});
export type StageData = z.infer<typeof stageDataSchema>;

export const WIREFRAME_ELEMENT_TYPES = ["container", "image", "input", "button", "navbar", "text"] as const;
export type WireframeElementType = (typeof WIREFRAME_ELEMENT_TYPES)[number];
export const DEVICES = ["mobile", "tablet", "desktop"] as const;
export type Device = (typeof DEVICES)[number];
export const DENSITIES = ["compact", "comfortable", "spacious"] as const;
export type Density = (typeof DENSITIES)[number];
export const EMPHASES = ["balanced", "content", "action"] as const;
export type Emphasis = (typeof EMPHASES)[number];

const dimension = z.number().finite().min(0).max(10_000);
export const wireframeElementSchema = z.object({
  id: text().min(1).max(60),
  type: z.enum(WIREFRAME_ELEMENT_TYPES),
  x: dimension,
  y: dimension,
  width: dimension,
  height: dimension,
  content: text().max(200),
  props: z.record(text().max(40), z.union([text().max(200), z.number().finite(), z.boolean()])).default({}),
});
export type WireframeElement = z.infer<typeof wireframeElementSchema>;

export const wireframeSchema = z.object({
  device: z.enum(DEVICES),
  density: z.enum(DENSITIES),
  emphasis: z.enum(EMPHASES),
  width: dimension,
  height: dimension,
  elements: z.array(wireframeElementSchema).max(DESIGN_LIMITS.wireframeElements),
  /** Set when the wireframe was generated or refined (ISO time). */
  lastUpdated: text().max(40),
  revision: z.number().int().min(0).max(1000).default(0),
  feedback: z.enum(["positive", "negative"]).optional(),
});
export type Wireframe = z.infer<typeof wireframeSchema>;

export const screenDataSchema = z.object({
  label,
  description: prose(DESIGN_LIMITS.description).default(""),
  screenType: text().max(60),
  features: z
    .object({ ui: stringList.default([]), backend: stringList.default([]), shared: stringList.default([]) })
    .default({ ui: [], backend: [], shared: [] }),
  wireframe: wireframeSchema.optional(),
  /** The layout's code (Get Code), shown cut at CODE_PREVIEW_CHARS on the node. */
  code: prose(DESIGN_LIMITS.code).optional(),
});
export type ScreenData = z.infer<typeof screenDataSchema>;

export const codeDataSchema = z.object({
  label,
  description: prose(DESIGN_LIMITS.description).default(""),
  code: prose(DESIGN_LIMITS.code).default(""),
  language: text().max(40).default("tsx"),
});
export type CodeData = z.infer<typeof codeDataSchema>;

export const designNodeSchema = z.discriminatedUnion("type", [
  z.object({ id: nodeId, type: z.literal("feature"), position, data: featureDataSchema }),
  z.object({ id: nodeId, type: z.literal("stage"), position, data: stageDataSchema }),
  z.object({ id: nodeId, type: z.literal("screen"), position, data: screenDataSchema }),
  z.object({ id: nodeId, type: z.literal("code"), position, data: codeDataSchema }),
]);
export type DesignNode = z.infer<typeof designNodeSchema>;
export type NodeType = DesignNode["type"];

export const designEdgeSchema = z.object({
  id: nodeId,
  source: nodeId,
  target: nodeId,
  type: z.literal("smoothstep").default("smoothstep"),
});
export type DesignEdge = z.infer<typeof designEdgeSchema>;

export const saveDesignSchema = z.object({
  /** The version this save is based on; a save over a newer version is refused (409). */
  baseVersion: z.number().int().min(1),
  nodes: z.array(designNodeSchema).max(DESIGN_LIMITS.nodes, FLARE_MESSAGES.tooManyNodes(DESIGN_LIMITS.nodes)),
  edges: z.array(designEdgeSchema).max(DESIGN_LIMITS.edges),
  clientName: text().trim().max(DESIGN_LIMITS.clientField).optional(),
  clientCompany: text().trim().max(DESIGN_LIMITS.clientField).optional(),
});
export type SaveDesignInput = z.output<typeof saveDesignSchema>;

export const saveVersionSchema = z.object({
  name: line("Version name", FLARE_MESSAGES.versionNameRequired, DESIGN_LIMITS.versionName),
});
export type SaveVersionInput = z.output<typeof saveVersionSchema>;

// ---------------------------------------------------------------------------------------------
// Answers, as they travel (the endpoints' response schemas; times are ISO strings).

/** A saved version as the version list shows it. */
const designVersionSchema = z.strictObject({
  id: rowId,
  version: z.number().int(),
  name: z.string(),
  savedBy: z.string().describe('A staff member\'s email, or "Guest" for a client on the canvas'),
  nodeCount: z.number().int(),
  createdAt: isoDateTime,
});
export type DesignVersionDto = z.output<typeof designVersionSchema>;

/**
 * A design as the canvas page has it: its title, code and client. The nodes and edges come in the
 * shared document (LiveCanvasDto), not twice.
 */
export type CanvasDesignDto = Pick<DesignDto, "id" | "title" | "accessCode" | "clientName" | "clientCompany">;

/** What the canvas page gives the live canvas: the shared document and who this person is. */
export type LiveCanvasDto = {
  /** The shared document as one base64 Yjs update, for the first paint before the socket syncs. */
  state: string;
  me: { name: string; color: string };
};

/** A feature as the stored features map holds it, derived from the nodes and edges on every save. */
const featureEntrySchema = z.strictObject({
  id: z.string(),
  type: z.literal("feature"),
  position: z.strictObject({ x: z.number(), y: z.number() }),
  data: z.strictObject({
    label: z.string(),
    description: z.string(),
    priority: z.enum(PRIORITIES),
    points: z.number().int(),
    notes: z.string(),
  }),
});
export type FeatureEntry = z.output<typeof featureEntrySchema>;
/** Each stage's feature node ids, derived from the edges on every save. */
const stageListsSchema = z.record(z.enum(STAGES), z.array(z.string()));
export type StageLists = z.output<typeof stageListsSchema>;

/**
 * A design with its whole document. Every node and edge passed the save body's schemas on the way
 * in (a save, or the shared document read back through them), so the same schemas describe them.
 */
const designSchema = z.strictObject({
  id: rowId,
  title: z.string(),
  accessCode: z.string(),
  initialRequirements: z.string().nullable().describe("The first description the AI import analysed"),
  clientName: z.string().nullable(),
  clientCompany: z.string().nullable(),
  nodes: z.array(designNodeSchema),
  edges: z.array(designEdgeSchema),
  features: z.record(z.string(), featureEntrySchema).describe("The feature nodes by id, derived on save"),
  stages: stageListsSchema,
  version: z.number().int().describe("The saved version; a save names it as its baseVersion"),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DesignDto = z.output<typeof designSchema>;

const saveResultSchema = z.strictObject({
  version: z.number().int(),
  updatedAt: isoDateTime,
  message: z.string(),
});
export type SaveResultDto = z.output<typeof saveResultSchema>;
const createdProjectSchema = z.strictObject({ id: rowId, accessCode: z.string(), message: z.string() });
export type CreatedProjectDto = z.output<typeof createdProjectSchema>;
const accessCodeAnswer = z.strictObject({ code: z.string().regex(ACCESS_CODE_PATTERN) });
export type AccessCodeDto = z.output<typeof accessCodeAnswer>;
/** The staff list's search: title, client, company or access code (the service trims and cuts it). */
export const designListQuerySchema = z.object({ q: z.string().default("") });

const designSummarySchema = z.strictObject({
  id: rowId,
  title: z.string(),
  accessCode: z.string(),
  clientName: z.string().nullable(),
  clientCompany: z.string().nullable(),
  nodeCount: z.number().int(),
  updatedAt: isoDateTime,
});
export type DesignSummaryDto = z.output<typeof designSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Point templates (table feature_point_templates)

const pointTemplateSchema = z.strictObject({
  id: rowId,
  name: z.string(),
  description: z.string(),
  basePoints: z.number(),
  multipliers: z.record(z.string(), z.number()).describe("Complexity name to multiplier"),
});
export type PointTemplateDto = z.output<typeof pointTemplateSchema>;

// ---------------------------------------------------------------------------------------------
// AI import (analyze-project-input)

export const analysisRequestSchema = z.object({
  input: multilineText({ error: FLARE_MESSAGES.describeProject })
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, FLARE_MESSAGES.describeProject)
        .max(
          DESIGN_LIMITS.analysisInput,
          FLARE_MESSAGES.tooLong("The description", DESIGN_LIMITS.analysisInput),
        ),
    ),
  designId: z.string({ error: FLARE_MESSAGES.designIdRequired }).min(1, FLARE_MESSAGES.designIdRequired),
});

const itemText = (max: number) => z.string().trim().min(1).max(max);
export const analysisItemSchema = z.object({
  name: itemText(120),
  description: itemText(400),
  priority: z.enum(PRIORITIES),
  points: z.number().int().min(1).max(1000),
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

export const flareAnalysisSchema = z.object({
  projectSummary: z.object({
    title: itemText(120),
    description: itemText(1200),
    objectives: z.array(itemText(300)).min(1).max(8),
  }),
  features: z.object({
    alpha: z.array(analysisItemSchema).max(12),
    beta: z.array(analysisItemSchema).max(12),
    launch: z.array(analysisItemSchema).max(12),
  }),
});
export type FlareAnalysis = z.infer<typeof flareAnalysisSchema>;

export type AnalysisResultDto = {
  analysis: FlareAnalysis;
  engine: { kind: "built-in" | "llm"; name: string; fallbackReason?: string };
  message: string;
};
const analysisResultSchema = z.strictObject({
  analysis: flareAnalysisSchema,
  engine: z.strictObject({
    kind: z.enum(["built-in", "llm"]),
    name: z.string().describe('"built-in" or the LLM model id'),
    fallbackReason: z.string().optional().describe("Why the built-in engine answered instead of the LLM"),
  }),
  message: z.string(),
});

/** Staged progress messages of the AI import, shown while the work runs. */
export const ANALYSIS_STEPS = [
  "Processing project requirements",
  "Analyzing market trends",
  "Generating technical recommendations",
  "Calculating timeline and budget",
] as const;
export const ANALYSIS_STEP_MS = 4_000;

// ---------------------------------------------------------------------------------------------
// Wireframe feedback

export const wireframeFeedbackSchema = z.object({
  screenId: nodeId,
  verdict: z.enum(["positive", "negative"]),
});

// ---------------------------------------------------------------------------------------------
// /flare/apply

const loose = (multiline: boolean, label: string) => looseText({ multiline, label });

export const flareApplicationSchema = z.object({
  name: loose(false, "Name").pipe(
    z
      .string()
      .min(1, FLARE_MESSAGES.applyNameRequired)
      .max(APPLY_LIMITS.line, FLARE_MESSAGES.tooLong("Name", APPLY_LIMITS.line)),
  ),
  email: loose(false, "Email")
    .pipe(
      z
        .string()
        .min(1, FLARE_MESSAGES.applyEmailRequired)
        .max(APPLY_LIMITS.email, FLARE_MESSAGES.invalidEmail),
    )
    .refine((v) => EMAIL_PATTERN.test(v), FLARE_MESSAGES.invalidEmail),
  company: loose(false, "Company").pipe(
    z.string().max(APPLY_LIMITS.line, FLARE_MESSAGES.tooLong("Company", APPLY_LIMITS.line)),
  ),
  stage: loose(false, "Stage").pipe(z.string().max(60)),
  idea: loose(true, "Your idea").pipe(
    z
      .string()
      .min(1, FLARE_MESSAGES.applyIdeaRequired)
      .max(APPLY_LIMITS.text, FLARE_MESSAGES.tooLong("Your idea", APPLY_LIMITS.text)),
  ),
});
export type FlareApplication = z.output<typeof flareApplicationSchema>;
const applicationResultSchema = z.strictObject({ id: rowId, message: z.string() });
export type FlareApplicationResultDto = z.output<typeof applicationResultSchema>;

const messageOnly = z.strictObject({ message: z.string() });

/**
 * What each endpoint's handler validates, and what it answers: the OpenAPI document (a test holds
 * the handlers to both).
 */
export const flareEndpointSchemas = {
  "POST /api/flare/applications": { body: flareApplicationSchema, response: applicationResultSchema },
  "POST /api/flare/gate": { body: gateSchema, response: messageOnly },
  "DELETE /api/flare/gate": { response: messageOnly },
  "POST /api/flare/access-codes": { response: accessCodeAnswer },
  "POST /api/flare/designs": { body: createProjectSchema, response: createdProjectSchema },
  "POST /api/flare/designs/access": {
    body: accessProjectSchema,
    response: z.strictObject({ id: rowId.describe("The design this browser now holds") }),
  },
  "POST /api/flare/designs/from-plan": { body: fromPlanSchema, response: createdProjectSchema },
  "GET /api/flare/designs": {
    query: designListQuerySchema,
    response: z.strictObject({ designs: z.array(designSummarySchema) }),
  },
  "GET /api/flare/designs/:id": { response: designSchema },
  "PUT /api/flare/designs/:id": { body: saveDesignSchema, response: saveResultSchema },
  "GET /api/flare/designs/:id/versions": {
    response: z.strictObject({ versions: z.array(designVersionSchema) }),
  },
  "POST /api/flare/designs/:id/versions": {
    body: saveVersionSchema,
    response: saveResultSchema.extend({ name: z.string() }),
  },
  "PATCH /api/flare/designs/:id/client": {
    body: clientInfoSchema,
    response: z.strictObject({ clientName: z.string(), clientCompany: z.string() }),
  },
  "GET /api/flare/point-templates": {
    response: z.strictObject({ templates: z.array(pointTemplateSchema) }),
  },
  "POST /api/flare/analyses": { body: analysisRequestSchema, response: analysisResultSchema },
  "POST /api/flare/designs/:id/attachments": {
    body: attachmentFieldsSchema,
    response: z.strictObject({
      attachment: z.strictObject({
        id: rowId,
        name: z.string(),
        url: z.string().describe("Where to download it; add the entry to the feature's attachments"),
      }),
      message: z.string(),
    }),
  },
  "GET /api/flare/designs/:id/attachments/:fileId": { response: ANSWERS.file },
  "POST /api/flare/designs/:id/wireframe-feedback": { body: wireframeFeedbackSchema, response: messageOnly },
} as const satisfies EndpointSchemas;
