import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";
import { isoDateTime, rowId } from "#src/lib/wire.ts";

/**
 * FLARE's hand-over to delivery: the rates admins set per segment, the proposal PDF made from a
 * saved design version, and "Start delivery" (a workspace project from a design version, kept in
 * step by differences staff accept). Staff only: a client holding the access code never reaches
 * these endpoints, and never sees the rates.
 */
export const DELIVERY_MESSAGES = {
  segmentRequired: "Choose the client's segment.",
  basisRequired: "Choose whether the rate is per point or per day.",
  rateWhole: "Rates are whole amounts of at least 0.",
  rateOrder: "The high rate must be at least the low rate.",
  pointsPerDay: "Points per day must be a whole number from 1 to 1,000.",
  hoursPerDay: "Hours per day must be a whole number from 1 to 24.",
  currency: "The currency is a three-letter code such as USD or EUR.",
  ratesSaved: "Rates saved.",
  ratesMissing: (segment: string) =>
    `No rates are set for ${segment} projects yet: an admin sets them in FLARE settings.`,
  lineTooLong: (max: number) => `Each line can be at most ${max} characters.`,
  tooManyLines: (max: number) => `At most ${max} lines.`,
  proposalReady: "Proposal created.",
  proposalNotFound: "That proposal does not exist.",
  emailRequired: "Enter the client's email address.",
  emailInvalid: "Enter a valid email address.",
  proposalSent: (email: string) => `Proposal sent to ${email}.`,
  workspaceRequired: "Choose the workspace to deliver in.",
  versionRequired: "The design version is missing; reload the canvas.",
  versionChanged:
    "The design has been saved again since you opened this dialog. Close it and open it again to see the latest version.",
  deliveryStarted: "Delivery started: the project is in the workspace.",
  deliveryExists: "This design is already in delivery; nothing new was created.",
  notStarted: "Delivery has not been started for this design.",
  nothingAccepted: "Choose at least one difference to apply.",
  unknownChange: "One of the chosen differences no longer applies; reload and choose again.",
  applied: (n: number) => `${n} ${n === 1 ? "difference" : "differences"} applied.`,
  emptyDesign: "Add features to a phase before starting delivery.",
} as const;
const DM = DELIVERY_MESSAGES;

export const SEGMENT_KEYS = ["startup", "enterprise", "government"] as const;
export type SegmentKey = (typeof SEGMENT_KEYS)[number];
export const SEGMENT_LABELS: Record<SegmentKey, string> = {
  startup: "Startup",
  enterprise: "Enterprise",
  government: "Government",
};
export const RATE_BASES = ["point", "day"] as const;
export type RateBasis = (typeof RATE_BASES)[number];

/** The delivery's lists: one per phase and one for the screens. */
export const DELIVERY_LISTS = ["alpha", "beta", "launch", "screens"] as const;
export type DeliveryListKey = (typeof DELIVERY_LISTS)[number];

export const PROPOSAL_LIMITS = { lines: 20, line: 300 } as const;

export const deliveryEndpoints = [
  {
    method: "GET",
    path: "/api/flare/rates",
    permission: "employee",
    summary: "The rates per segment the proposals price with (staff only, never a client)",
  },
  {
    method: "PUT",
    path: "/api/flare/rates/:segment",
    permission: "admin",
    summary: "Sets a segment's rates: per point or per day, low and high, points per day",
  },
  {
    method: "GET",
    path: "/api/flare/designs/:id/proposals",
    permission: "employee",
    summary: "The proposals made from a design, newest first",
  },
  {
    method: "POST",
    path: "/api/flare/designs/:id/proposals",
    permission: "employee",
    summary: "Makes the proposal PDF of the design's saved version and stores it with that version",
  },
  {
    method: "GET",
    path: "/api/flare/proposals/:proposalId/file",
    permission: "employee",
    summary: "Downloads a proposal PDF (private file)",
  },
  {
    method: "POST",
    path: "/api/flare/proposals/:proposalId/send",
    permission: "employee",
    summary: "Sends a proposal PDF to the client's email through the outbox",
  },
  {
    method: "GET",
    path: "/api/flare/designs/:id/delivery",
    permission: "employee",
    summary: "The design's delivery project, the differences waiting to be applied, the workspaces",
  },
  {
    method: "POST",
    path: "/api/flare/designs/:id/delivery",
    permission: "employee",
    summary: "Start delivery: a workspace project from a design version (once per design)",
  },
  {
    method: "POST",
    path: "/api/flare/designs/:id/delivery/apply",
    permission: "employee",
    summary: "Applies the differences staff accepted to the delivery project",
  },
] as const satisfies readonly EndpointDescriptor[];

// ---------------------------------------------------------------------------------------------
// Inputs

export const segmentSchema = z.enum(SEGMENT_KEYS, { error: DM.segmentRequired });

const whole = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const rateInputSchema = z
  .object({
    basis: z.enum(RATE_BASES, { error: DM.basisRequired }),
    rateLow: whole(DM.rateWhole, 0, 10_000_000),
    rateHigh: whole(DM.rateWhole, 0, 10_000_000),
    pointsPerDay: whole(DM.pointsPerDay, 1, 1000),
    hoursPerDay: whole(DM.hoursPerDay, 1, 24),
    currency: z
      .string({ error: DM.currency })
      .transform((s) => s.trim().toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{3}$/, DM.currency)),
  })
  .refine((v) => v.rateHigh >= v.rateLow, { path: ["rateHigh"], message: DM.rateOrder });
export type RateInput = z.output<typeof rateInputSchema>;

const proposalLines = z
  .array(text().trim().max(PROPOSAL_LIMITS.line, DM.lineTooLong(PROPOSAL_LIMITS.line)), {
    error: DM.tooManyLines(PROPOSAL_LIMITS.lines),
  })
  .max(PROPOSAL_LIMITS.lines, DM.tooManyLines(PROPOSAL_LIMITS.lines))
  .transform((lines) => lines.filter((l) => l.length > 0))
  .default([]);

export const proposalInputSchema = z.object({
  segment: segmentSchema,
  assumptions: proposalLines,
  exclusions: proposalLines,
});
export type ProposalInput = z.output<typeof proposalInputSchema>;

export const sendProposalSchema = z.object({
  email: z
    .string({ error: DM.emailRequired })
    .transform((s) => s.trim())
    .pipe(
      z.string().min(1, DM.emailRequired).max(254, DM.emailInvalid).regex(EMAIL_PATTERN, DM.emailInvalid),
    ),
});

const version = z.number({ error: DM.versionRequired }).int(DM.versionRequired).min(1, DM.versionRequired);

export const startDeliverySchema = z.object({
  workspaceId: z.uuid({ error: DM.workspaceRequired }),
  segment: segmentSchema,
  version,
});
export type StartDeliveryInput = z.output<typeof startDeliverySchema>;

export const applyDiffSchema = z.object({
  version,
  accept: z
    .array(z.string().min(1).max(100), { error: DM.nothingAccepted })
    .min(1, DM.nothingAccepted)
    .max(4000),
});
export type ApplyDiffInput = z.output<typeof applyDiffSchema>;

// ---------------------------------------------------------------------------------------------
// Answers, as they travel (the endpoints' response schemas; times are ISO strings).

const currencySchema = z
  .string()
  .regex(/^[A-Z]{3}$/)
  .describe("ISO 4217 code");
const rateSchema = z.strictObject({
  segment: z.enum(SEGMENT_KEYS),
  basis: z.enum(RATE_BASES),
  rateLow: z.number().int(),
  rateHigh: z.number().int(),
  pointsPerDay: z.number().int(),
  hoursPerDay: z.number().int(),
  currency: currencySchema,
  updatedAt: isoDateTime,
});
export type RateDto = z.output<typeof rateSchema>;

const phaseFiguresSchema = z.strictObject({ count: z.number().int(), points: z.number().int() });
export type PhaseFigures = z.output<typeof phaseFiguresSchema>;
/** What a proposal prints: the phases' points, the estimate and the price range from the rates. */
const proposalFiguresSchema = z.strictObject({
  segment: z.enum(SEGMENT_KEYS),
  basis: z.enum(RATE_BASES),
  currency: currencySchema,
  rateLow: z.number().int(),
  rateHigh: z.number().int(),
  pointsPerDay: z.number().int(),
  phases: z.record(z.enum(["alpha", "beta", "launch"]), phaseFiguresSchema),
  totalPoints: z.number().int(),
  days: z.number().int(),
  priceLow: z.number(),
  priceHigh: z.number(),
});
export type ProposalFigures = z.output<typeof proposalFiguresSchema>;

const proposalSchema = z.strictObject({
  id: rowId,
  designVersion: z.number().int().describe("The saved design version the proposal was made from"),
  segment: z.enum(SEGMENT_KEYS),
  filename: z.string(),
  figures: proposalFiguresSchema,
  assumptions: z.array(z.string()),
  exclusions: z.array(z.string()),
  createdBy: z.string().describe("The staff member's email"),
  createdAt: isoDateTime,
  sentTo: z.string().nullable(),
  sentAt: isoDateTime.nullable(),
  downloadUrl: z.string(),
});
export type ProposalDto = z.output<typeof proposalSchema>;

/** A feature or screen as a delivery task sees it. */
export type DeliveryItem = {
  nodeId: string;
  kind: "feature" | "screen";
  list: DeliveryListKey;
  title: string;
  description: string;
  points: number;
  priority: "high" | "medium" | "low";
  /** A fingerprint of the screen's wireframe (null without one): a redraw is a change. */
  wireframe: string | null;
};

const diffEntrySchema = z.strictObject({
  nodeId: z.string(),
  change: z.enum(["added", "changed", "removed"]),
  kind: z.enum(["feature", "screen"]),
  title: z.string(),
  list: z.enum(DELIVERY_LISTS),
  fields: z
    .array(z.string())
    .describe("For a change: which fields differ (title, description, points, priority, list, wireframe)"),
});
export type DiffEntry = z.output<typeof diffEntrySchema>;

const deliverySchema = z.strictObject({
  designVersion: z.number().int(),
  delivery: z
    .strictObject({
      workspaceId: rowId,
      spaceId: rowId,
      segment: z.enum(SEGMENT_KEYS),
      startedVersion: z.number().int(),
      appliedVersion: z.number().int(),
      taskCount: z.number().int(),
      listUrls: z.array(z.strictObject({ key: z.enum(DELIVERY_LISTS), name: z.string(), url: z.string() })),
    })
    .nullable()
    .describe("Null until delivery is started"),
  diff: z.array(diffEntrySchema),
  workspaces: z
    .array(z.strictObject({ id: rowId, name: z.string() }))
    .describe("Where staff may start it: the workspaces they belong to"),
});
export type DeliveryDto = z.output<typeof deliverySchema>;

const startDeliveryResultSchema = z.strictObject({
  created: z.boolean().describe("False when the design was already in delivery"),
  message: z.string(),
  delivery: deliverySchema,
});
export type StartDeliveryResultDto = z.output<typeof startDeliveryResultSchema>;

const proposalAnswer = z.strictObject({ proposal: proposalSchema, message: z.string() });

/**
 * What each endpoint's handler validates, and what it answers: the OpenAPI document (a test holds
 * the handlers to both).
 */
export const deliveryEndpointSchemas = {
  "GET /api/flare/rates": { response: z.strictObject({ rates: z.array(rateSchema) }) },
  "PUT /api/flare/rates/:segment": {
    body: rateInputSchema,
    response: z.strictObject({ rate: rateSchema, message: z.string() }),
  },
  "GET /api/flare/designs/:id/proposals": {
    response: z.strictObject({ proposals: z.array(proposalSchema) }),
  },
  "POST /api/flare/designs/:id/proposals": { body: proposalInputSchema, response: proposalAnswer },
  "GET /api/flare/proposals/:proposalId/file": { response: ANSWERS.pdf },
  "POST /api/flare/proposals/:proposalId/send": { body: sendProposalSchema, response: proposalAnswer },
  "GET /api/flare/designs/:id/delivery": { response: deliverySchema },
  "POST /api/flare/designs/:id/delivery": { body: startDeliverySchema, response: startDeliveryResultSchema },
  "POST /api/flare/designs/:id/delivery/apply": {
    body: applyDiffSchema,
    response: deliverySchema.extend({ message: z.string() }),
  },
} as const satisfies EndpointSchemas;
