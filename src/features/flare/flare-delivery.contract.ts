import { z } from "zod";
import { EMAIL_PATTERN } from "#src/lib/email.ts";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { text } from "#src/lib/text.ts";

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
// Answers

export type RateDto = {
  segment: SegmentKey;
  basis: RateBasis;
  rateLow: number;
  rateHigh: number;
  pointsPerDay: number;
  hoursPerDay: number;
  currency: string;
  updatedAt: string;
};

export type PhaseFigures = { count: number; points: number };
/** What a proposal prints: the phases' points, the estimate and the price range from the rates. */
export type ProposalFigures = {
  segment: SegmentKey;
  basis: RateBasis;
  currency: string;
  rateLow: number;
  rateHigh: number;
  pointsPerDay: number;
  phases: Record<"alpha" | "beta" | "launch", PhaseFigures>;
  totalPoints: number;
  days: number;
  priceLow: number;
  priceHigh: number;
};

export type ProposalDto = {
  id: string;
  designVersion: number;
  segment: SegmentKey;
  filename: string;
  figures: ProposalFigures;
  assumptions: string[];
  exclusions: string[];
  createdBy: string;
  createdAt: string;
  sentTo: string | null;
  sentAt: string | null;
  downloadUrl: string;
};

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

export type DiffEntry = {
  nodeId: string;
  change: "added" | "changed" | "removed";
  kind: DeliveryItem["kind"];
  title: string;
  list: DeliveryListKey;
  /** For a change: which fields differ (title, description, points, priority, list, wireframe). */
  fields: string[];
};

export type DeliveryDto = {
  designVersion: number;
  delivery: {
    workspaceId: string;
    spaceId: string;
    segment: SegmentKey;
    startedVersion: number;
    appliedVersion: number;
    taskCount: number;
    listUrls: { key: DeliveryListKey; name: string; url: string }[];
  } | null;
  diff: DiffEntry[];
  /** Where staff may start it: the workspaces they belong to. */
  workspaces: { id: string; name: string }[];
};

export type StartDeliveryResultDto = { created: boolean; message: string; delivery: DeliveryDto };

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const deliveryEndpointSchemas = {
  "PUT /api/flare/rates/:segment": { body: rateInputSchema },
  "POST /api/flare/designs/:id/proposals": { body: proposalInputSchema },
  "POST /api/flare/proposals/:proposalId/send": { body: sendProposalSchema },
  "POST /api/flare/designs/:id/delivery": { body: startDeliverySchema },
  "POST /api/flare/designs/:id/delivery/apply": { body: applyDiffSchema },
} as const satisfies EndpointSchemas;
