import { z } from "zod";
import { ANSWERS, type EndpointDescriptor, type EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { isUuid } from "#src/lib/uuid.ts";
import { isoDateTime, isoDay, okAnswer, rowId } from "#src/lib/wire.ts";
import { normalizeWebsiteUrl } from "./lib/website-url.ts";

// ---------------------------------------------------------------------------------------------
// Constants: stages, priorities, scores and their bands, defaults, the sample set.

/** Deal stages in pipeline order; won and lost are closed, the others active. */
export const DEAL_STAGES = [
  "qualification",
  "discovery",
  "proposal",
  "negotiation",
  "closing",
  "won",
  "lost",
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
/** The new-deal form offers only these; won and lost are reached by moving a deal. */
export const NEW_DEAL_STAGES = ["qualification", "discovery", "proposal", "negotiation", "closing"] as const;
export const CLOSED_STAGES: readonly DealStage[] = ["won", "lost"];
export const STAGE_LABELS: Record<DealStage, string> = {
  qualification: "Qualification",
  discovery: "Discovery",
  proposal: "Proposal",
  negotiation: "Negotiation",
  closing: "Closing",
  won: "Won",
  lost: "Lost",
};

/** The stage one step left or right, or null at either end (the arrow buttons' rule). */
export function adjacentStage(stage: DealStage, direction: "left" | "right"): DealStage | null {
  const i = DEAL_STAGES.indexOf(stage) + (direction === "left" ? -1 : 1);
  return DEAL_STAGES[i] ?? null;
}

export const DEAL_PRIORITIES = ["low", "medium", "high"] as const;
export type DealPriority = (typeof DEAL_PRIORITIES)[number];

export const LEAD_STATUSES = ["new", "qualified", "contacted", "converted", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** Staff may set these; 'converted' is reached only through Convert. */
export const SETTABLE_LEAD_STATUSES = ["new", "qualified", "contacted", "lost"] as const;

/** "reply": the lead answered (logged by staff); it counts toward engagement, not speed-to-lead. */
export const LEAD_ACTIVITY_TYPES = ["email", "call", "meeting", "reply", "other"] as const;

/** Score distribution buckets; also the inbox's score-band filter. */
export const SCORE_BANDS = [
  { value: "low", label: "Low (0-29)", min: 0, max: 29 },
  { value: "medium", label: "Medium (30-69)", min: 30, max: 69 },
  { value: "high", label: "High (70-100)", min: 70, max: 100 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]["value"];
export const scoreBandOf = (score: number): ScoreBand =>
  score >= 70 ? "high" : score >= 30 ? "medium" : "low";

/** Deal value buckets of the analytics panel. */
export const VALUE_BUCKETS = [
  { label: "<$10k", min: 0, max: 10_000 },
  { label: "$10k-$25k", min: 10_000, max: 25_000 },
  { label: "$25k-$50k", min: 25_000, max: 50_000 },
  { label: "$50k-$100k", min: 50_000, max: 100_000 },
  { label: ">$100k", min: 100_000, max: Number.POSITIVE_INFINITY },
] as const;
export const valueBucketOf = (value: number): (typeof VALUE_BUCKETS)[number]["label"] =>
  VALUE_BUCKETS.find((b) => value >= b.min && value < b.max)!.label;

export type Tone = "green" | "yellow" | "red" | "grey" | "blue";
/** Lead score badge: 70 or more green, 40 or more yellow, else red. */
export const leadScoreTone = (score: number): Tone =>
  score >= 70 ? "green" : score >= 40 ? "yellow" : "red";
/** Engagement badge: 75 or more green, 50 or more yellow, else grey. */
export const engagementTone = (score: number): Tone =>
  score >= 75 ? "green" : score >= 50 ? "yellow" : "grey";
/** Win probability (a fraction): green above 0.7, yellow above 0.4, else red. */
export const probabilityTone = (p: number): Tone => (p > 0.7 ? "green" : p > 0.4 ? "yellow" : "red");

/** New contact defaults. */
export const CONTACT_DEFAULTS = { engagementScore: 25, interactionCount: 0, lifecycleStage: "new" } as const;
export const LIFECYCLE_STAGES = ["new", "lead", "qualified", "opportunity", "customer", "inactive"] as const;
/** Win probability chart: first 10 deals with analytics, names cut at 15 characters. */
export const WIN_CHART_DEALS = 10;
export const WIN_CHART_NAME_CHARS = 15;

/** The sample data set: 5 companies and 20 deals. */
export const SAMPLE_DATA = {
  companies: 5,
  deals: 20,
  minValue: 10_000,
  maxValue: 59_999,
  minCloseDays: 30,
  maxCloseDays: 89,
} as const;

/** Page sizes: no screen loads every row. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const PIPELINE_COLUMN_LIMIT = 25;
export const SEARCH_LIMIT_PER_KIND = 5;

/** The criteria a lead scoring rule may combine (all of a rule's criteria must hold). */
export const SCORING_CRITERIA = {
  segment: { label: "Segment is", kind: "text" },
  captured_by: { label: "Captured by (capture point)", kind: "text" },
  business_email: { label: "Work email address", kind: "boolean" },
  has_phone: { label: "Phone number given", kind: "boolean" },
  has_company: { label: "Company named", kind: "boolean" },
  min_captures: { label: "At least this many captures", kind: "number" },
  min_capture_score: { label: "Capture tool's score at least", kind: "number" },
  max_capture_score: { label: "Capture tool's score at most", kind: "number" },
} as const;
export type ScoringCriterion = keyof typeof SCORING_CRITERIA;
export const SCORING_CRITERION_KEYS = Object.keys(SCORING_CRITERIA) as ScoringCriterion[];

/** Capture points (leads.source) with the names staff read. */
export const LEAD_SOURCES: Record<string, string> = {
  "madlib-form": "Home contact form",
  "contact-page": "Contact page",
  "resource-request": "Resource request",
  "startup-tool": "Startup scoping tool",
  "enterprise-analyzer": "Enterprise analyzer",
  "enterprise-consultation": "Enterprise consultation",
  "government-assessment": "Government assessment",
  intake: "Project intake",
  booking: "Meeting booking",
  "ventures-application": "Ventures application",
  "ventures-pitch": "Ventures pitch",
  "flare-application": "FLARE application",
};
export const sourceLabel = (source: string) => LEAD_SOURCES[source] ?? source;

// ---------------------------------------------------------------------------------------------
// Messages: the product's established wording first, then (after "Ours") our own for rules it left unworded.

export const CRM_MESSAGES = {
  invalidDealId: "Invalid deal ID",
  invalidCompanyId: "Invalid company ID",
  invalidContactId: "Invalid contact ID",
  invalidLeadId: "Invalid lead ID",
  dealNotFound: "Deal not found",
  contactNotFound: "Contact not found",
  companyNotFound: "Company not found",
  leadNotFound: "Lead not found",
  dealLoadError: "Error loading deal details",
  companyLoadError: (message: string) => `Error loading company: ${message}`,
  selectCompany: "Please select a company",
  companyNameOrWebsite: "Please provide either a company name or website URL",
  validUrl: "Please enter a valid URL",
  dealCreated: "Deal created successfully",
  dealCreateFailed: "Failed to create deal",
  dealUpdated: "Deal updated successfully",
  dealUpdateFailed: "Failed to update deal",
  dealDeleted: "Deal and all related data have been deleted successfully",
  dealDeleteFailed: "Failed to delete the deal. Please try again.",
  stageUpdated: "Deal stage updated successfully",
  stageUpdateFailed: "Failed to update deal stage",
  dealsLoadFailed: "Failed to load deals data",
  dealNavigateFailed: "Failed to navigate to deal details",
  samplesFailed: "Failed to create sample deals",
  noteAdded: "Note added successfully",
  noteFailed: "Failed to add note",
  noteEmpty: "Please write something before adding the note.",
  notesLoginRequired: "You must be logged in to add notes",
  fileUploaded: "File uploaded successfully",
  fileUploadFailed: "Failed to upload file",
  fileDeleted: "File deleted successfully",
  fileDeleteFailed: "Failed to delete file",
  fileDownloadFailed: "Failed to download file",
  uploadLoginRequired: "You must be logged in to upload files",
  fileNotFound: "File not found",
  taskAdded: "Task added successfully",
  taskFailed: "Failed to add task",
  taskUpdateFailed: "Failed to update task",
  taskTitleRequired: "Task title is required",
  taskNotFound: "Task not found",
  contactUpdated: "Contact updated successfully",
  contactUpdateFailed: "Failed to update contact",
  contactCreated: "Contact created successfully",
  contactCreateFailed: "Failed to create contact. Please try again.",
  contactsFetchFailed: "Failed to fetch contacts",
  contactFetchFailed: "Failed to fetch contact details",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  companyCreated: "Company created successfully",
  companyCreateFailed: "Failed to create company",
  companyUpdated: "Company updated successfully",
  companyUpdateFailed: "Failed to update company",
  noCompanies: "No companies found",
  loadingCompanies: "Loading companies...",
  enriched: "Company data enriched successfully",
  enrichFailed: "Failed to enrich company data",
  techScanDone: "Website technology analysis complete!",
  techScanFailed: "Failed to analyze website technologies",
  leadsFetchFailed: "Failed to fetch leads",
  leadStatsFailed: "Failed to load lead statistics",
  conversionRatesFailed: "Failed to load conversion rates",
  activityLogFailed: "Failed to log activity",
  authRequired: "Authentication required",
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  // Ours.
  invalidEmail: "Please enter a valid email address",
  tagEmpty: "Please enter a tag",
  tagExists: "That tag is already on this contact",
  inviteEmailRequired: "Please enter the email address of the colleague to invite",
  overviewLoadFailed: "Failed to load the sales overview",
  companiesLoadFailed: "Failed to load companies",
  companyDetailLoadError: "Error loading company details",
  leadLoadError: "Error loading lead details",
  formLoadFailed: "Failed to load the form",
  notStaff: "Only staff members (employee role) can join a deal team",
  alreadyOnTeam: "That colleague is already on this deal's team",
  teamMemberNotFound: "That colleague is not on this deal's team",
  dealNameRequired: "Deal name is required",
  stageRequired: "Please choose a stage",
  invalidStage: "Please choose one of the pipeline's stages",
  invalidValue: "The value must be a positive number",
  invalidDate: "Please enter a date as YYYY-MM-DD",
  noMove: (direction: string) => `This deal cannot move further ${direction}`,
  contactNotInCompany: "The contact must belong to the chosen company",
  leadAlreadyConverted: "This lead has already been converted",
  leadConverted: "Lead converted: contact, company and deal created",
  leadStatusUpdated: "Lead status updated",
  activityLogged: "Activity logged",
  activityDescriptionRequired: "Please describe the activity",
  ruleNameRequired: "Rule name is required",
  ruleNameTaken: "A rule with this name already exists",
  ruleCriteriaRequired: "A rule needs at least one criterion",
  ruleNotFound: "Scoring rule not found",
  ruleWeight: "The weight must be a whole number from -100 to 100",
  rulesSaved: (changed: number) =>
    changed === 1 ? "Rule saved: 1 lead was rescored" : `Rule saved: ${changed} leads were rescored`,
  samplesCreated: "Sample deals added (labelled as samples)",
  samplesExist: "Sample deals can only be added while there are no deals",
  samplesRemoved: (n: number) => `Removed ${n} sample deals and their sample companies and contacts`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  badQuery: "Invalid filter or page",
} as const;
const M = CRM_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Input schemas.

const LIMITS = { line: 200, url: 500, text: 10_000, tag: 40, tags: 30 } as const;

const line = (label: string, max: number = LIMITS.line) =>
  text({ label }).trim().max(max, M.tooLong(label, max));
/** An optional one-line field: blank reads as null. */
const optionalLine = (label: string, max: number = LIMITS.line) =>
  line(label, max)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
const optionalText = (label: string) =>
  multilineText({ label })
    .trim()
    .max(LIMITS.text, M.tooLong(label, LIMITS.text))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null));
const optionalEmail = line("Email", 254)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v ? v.toLowerCase() : null))
  .refine((v) => v == null || z.email().safeParse(v).success, M.invalidEmail);
const optionalUuid = (message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null))
    .refine((v) => v == null || isUuid(v), message);
const isoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const optionalDate = z
  .union([z.string(), z.null()], { error: M.invalidDate })
  .optional()
  .transform((v) => (v === undefined ? undefined : v?.trim() ? v.trim() : null))
  .refine((v) => v == null || isoDate(v), M.invalidDate);
/** A money value typed as text or sent as a number; empty is null. */
const optionalMoney = z
  .union([z.number(), z.string(), z.null()], { error: M.invalidValue })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (v === null || (typeof v === "string" && v.trim() === "")) return null;
    const n = typeof v === "number" ? v : Number(v.replace(/[$,\s]/g, ""));
    if (!Number.isFinite(n) || n < 0 || n > 999_999_999_999) {
      ctx.addIssue({ code: "custom", message: M.invalidValue });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });

/** A website as typed, normalised by the website rule (lib/website-url.ts), or null when invalid. */
export function normalizeWebsite(input: string): string | null {
  const result = normalizeWebsiteUrl(input);
  return result.ok ? result.url : null;
}

/** The host of a website without "www.", the key Convert matches companies by. */
export function domainOf(website: string): string | null {
  try {
    return new URL(website).hostname.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

const optionalWebsite = text({ label: "Website" })
  .trim()
  .max(LIMITS.url, M.tooLong("Website", LIMITS.url))
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (!v) return null;
    const url = normalizeWebsite(v);
    if (!url) {
      ctx.addIssue({ code: "custom", message: M.validUrl });
      return z.NEVER;
    }
    return url;
  });

/** An image address found on a site: kept as given (paths are case-sensitive), http(s) only. */
const optionalImageUrl = text({ label: "Logo URL" })
  .trim()
  .max(2048, M.tooLong("Logo URL", 2048))
  .nullish()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    if (!v) return null;
    try {
      const url = new URL(v);
      if (url.protocol === "https:" || url.protocol === "http:") return url.href;
    } catch {
      // falls through to the message
    }
    ctx.addIssue({ code: "custom", message: M.validUrl });
    return z.NEVER;
  });

export const websiteScanSchema = z.object({
  url: text({ label: "Website", error: M.validUrl })
    .max(LIMITS.url, M.validUrl)
    .transform((v, ctx) => {
      const url = normalizeWebsite(v);
      if (!url) {
        ctx.addIssue({ code: "custom", message: M.validUrl });
        return z.NEVER;
      }
      return url;
    }),
});

// Leads.

export const leadListQuerySchema = z.object({
  source: line("Source").optional(),
  segment: line("Segment").optional(),
  status: z.enum(LEAD_STATUSES, { error: M.badQuery }).optional(),
  band: z.enum(["low", "medium", "high"], { error: M.badQuery }).optional(),
  /** Engagement band: cold 0-19, warm 20-49, hot 50-100. */
  engagement: z.enum(["cold", "warm", "hot"], { error: M.badQuery }).optional(),
  /** "me": the caller's leads; "none": unassigned ones; else a colleague's id. */
  owner: text({ error: M.badQuery })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, M.badQuery)
    .optional(),
  q: line("Search").optional(),
  sort: z
    .enum(["created", "activity", "score", "engagement", "name"], { error: M.badQuery })
    .default("created"),
  dir: z.enum(["asc", "desc"], { error: M.badQuery }).default("desc"),
  page: z.coerce
    .number({ error: M.badQuery })
    .int(M.badQuery)
    .min(1, M.badQuery)
    .max(100_000, M.badQuery)
    .default(1),
  pageSize: z.coerce
    .number({ error: M.badQuery })
    .int(M.badQuery)
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), M.badQuery)
    .default(25),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export const pageQuerySchema = z.object({
  page: leadListQuerySchema.shape.page,
  pageSize: leadListQuerySchema.shape.pageSize,
});

export const leadStatusSchema = z.object({
  status: z.enum(SETTABLE_LEAD_STATUSES, { error: "Please choose new, qualified, contacted or lost" }),
});

export const leadActivitySchema = z.object({
  type: z.enum(LEAD_ACTIVITY_TYPES, { error: "Please choose email, call, meeting, reply or other" }),
  description: multilineText({ label: "Description", error: M.activityDescriptionRequired })
    .trim()
    .min(1, M.activityDescriptionRequired)
    .max(LIMITS.text, M.tooLong("Description", LIMITS.text)),
});

/** Convert: optional overrides of what the lead gives. */
export const convertLeadSchema = z.object({
  dealName: optionalLine("Deal name"),
  value: optionalMoney,
});

const criterionValue = z.union([
  z.string().trim().min(1).max(LIMITS.line),
  z.number().int().min(0).max(1000),
  z.boolean(),
]);
export const scoringRuleSchema = z.object({
  ruleName: line("Rule name", 120).min(1, M.ruleNameRequired),
  scoreWeight: z
    .number({ error: M.ruleWeight })
    .int(M.ruleWeight)
    .min(-100, M.ruleWeight)
    .max(100, M.ruleWeight),
  criteria: z
    .partialRecord(z.enum(SCORING_CRITERION_KEYS, { error: "Unknown criterion" }), criterionValue, {
      error: M.ruleCriteriaRequired,
    })
    .refine((c) => Object.keys(c).length > 0, M.ruleCriteriaRequired)
    .refine(
      (c) =>
        Object.entries(c).every(([k, v]) => {
          const kind = SCORING_CRITERIA[k as ScoringCriterion].kind;
          return kind === "text"
            ? typeof v === "string"
            : kind === "number"
              ? typeof v === "number"
              : typeof v === "boolean";
        }),
      "Each criterion needs a value of its kind (text, number or yes/no)",
    ),
  isActive: z.boolean().default(true),
});
export const scoringRuleUpdateSchema = scoringRuleSchema.partial();
export type ScoringRuleInput = z.infer<typeof scoringRuleSchema>;

// Deals.

const dealName = line("Deal name").min(1, M.dealNameRequired);
export const dealCreateSchema = z.object({
  name: z.string({ error: M.dealNameRequired }).pipe(dealName),
  value: optionalMoney,
  stage: z.enum(NEW_DEAL_STAGES, { error: M.stageRequired }).default("qualification"),
  priority: z.enum(DEAL_PRIORITIES, { error: "Please choose low, medium or high" }).default("medium"),
  companyId: z.string({ error: M.selectCompany }).refine((v) => isUuid(v), M.selectCompany),
  contactId: optionalUuid(M.invalidContactId),
  expectedCloseDate: optionalDate,
  notes: optionalText("Notes"),
});
export type DealCreateInput = z.infer<typeof dealCreateSchema>;

/** The deal detail's edit form: any stage may be chosen there (no ordering enforced). */
export const dealUpdateSchema = z.object({
  name: dealName.optional(),
  value: optionalMoney,
  stage: z.enum(DEAL_STAGES, { error: M.invalidStage }).optional(),
  priority: z.enum(DEAL_PRIORITIES, { error: "Please choose low, medium or high" }).optional(),
  companyId: optionalUuid(M.selectCompany),
  contactId: optionalUuid(M.invalidContactId),
  expectedCloseDate: optionalDate,
  notes: optionalText("Notes"),
});
export type DealUpdateInput = z.infer<typeof dealUpdateSchema>;

/** A pipeline move: an arrow (one step) or a drop on a column. */
export const stageMoveSchema = z.union(
  [
    z.object({ direction: z.enum(["left", "right"]) }),
    z.object({ stage: z.enum(DEAL_STAGES, { error: M.invalidStage }) }),
  ],
  { error: M.invalidStage },
);

export const dealListQuerySchema = z.object({
  page: leadListQuerySchema.shape.page,
  pageSize: leadListQuerySchema.shape.pageSize,
  stage: z.enum(DEAL_STAGES, { error: M.badQuery }).optional(),
  sort: z.enum(["created", "name", "value", "close", "stage"], { error: M.badQuery }).default("created"),
  dir: z.enum(["asc", "desc"], { error: M.badQuery }).default("desc"),
});
export const pipelineColumnQuerySchema = z.object({
  stage: z.enum(DEAL_STAGES, { error: M.badQuery }),
  offset: z.coerce
    .number({ error: M.badQuery })
    .int(M.badQuery)
    .min(0, M.badQuery)
    .max(1_000_000, M.badQuery)
    .default(0),
});

export const noteSchema = z.object({
  content: multilineText({ label: "Note", error: M.noteEmpty })
    .trim()
    .min(1, M.noteEmpty)
    .max(LIMITS.text, M.tooLong("Note", LIMITS.text)),
});

export const taskSchema = z.object({
  title: text({ label: "Title", error: M.taskTitleRequired })
    .trim()
    .min(1, M.taskTitleRequired)
    .max(LIMITS.line, M.tooLong("Title", LIMITS.line)),
  description: optionalText("Description"),
  dueDate: optionalDate,
  assignedTo: z
    .union([text({ label: "Assignee" }).max(100), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});
export const taskUpdateSchema = z.object({
  status: z.enum(["pending", "completed"], { error: "Please choose pending or completed" }).optional(),
  title: taskSchema.shape.title.optional(),
  description: taskSchema.shape.description,
  dueDate: optionalDate,
});

export const teamInviteSchema = z.object({
  email: text({ label: "Email", error: M.inviteEmailRequired })
    .trim()
    .min(1, M.inviteEmailRequired)
    .max(254, M.invalidEmail)
    .transform((v) => v.toLowerCase())
    .pipe(z.email(M.invalidEmail)),
});

// Companies and contacts.

const companyFields = {
  name: optionalLine("Name"),
  websiteUrl: optionalWebsite,
  industry: optionalLine("Industry"),
  description: optionalText("Description"),
  logoUrl: optionalImageUrl,
  employeeCount: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v === null || v === "") return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
        ctx.addIssue({ code: "custom", message: "The employee count must be a whole number" });
        return z.NEVER;
      }
      return n;
    }),
  location: optionalLine("Location"),
  address: optionalText("Address"),
  phones: z.array(line("Phone", 40).min(1)).max(10).optional(),
  emails: z
    .array(line("Email", 254).pipe(z.email(M.invalidEmail)))
    .max(10)
    .optional(),
  socialLinks: z
    .partialRecord(
      z.enum(["linkedin", "twitter", "facebook", "instagram", "github", "youtube"]),
      z.string().max(LIMITS.url),
    )
    .optional(),
};
export const companyCreateSchema = z
  .object(companyFields)
  .refine((v) => Boolean(v.name || v.websiteUrl), { message: M.companyNameOrWebsite, path: ["name"] });
export type CompanyCreateInput = z.infer<typeof companyCreateSchema>;
export const companyUpdateSchema = z.object(companyFields).partial();
export type CompanyUpdateInput = z.infer<typeof companyUpdateSchema>;

export const companyListQuerySchema = z.object({
  q: line("Search").optional(),
  sort: z.enum(["created", "name", "industry", "employees"], { error: M.badQuery }).default("created"),
  dir: z.enum(["asc", "desc"], { error: M.badQuery }).default("desc"),
  page: leadListQuerySchema.shape.page,
  pageSize: leadListQuerySchema.shape.pageSize,
});

const tagSchema = text({ label: "Tag", error: M.tagEmpty })
  .trim()
  .min(1, M.tagEmpty)
  .max(LIMITS.tag, M.tooLong("Tag", LIMITS.tag));
const contactFields = {
  firstName: z.string({ error: M.firstNameRequired }).pipe(line("First name").min(1, M.firstNameRequired)),
  lastName: z.string({ error: M.lastNameRequired }).pipe(line("Last name").min(1, M.lastNameRequired)),
  email: optionalEmail,
  phone: optionalLine("Phone", 40),
  jobTitle: optionalLine("Job title"),
  department: optionalLine("Department"),
  companyId: optionalUuid(M.invalidCompanyId),
  tags: z.array(tagSchema).max(LIMITS.tags).optional(),
  socialProfiles: z
    .partialRecord(z.enum(["linkedin", "twitter", "github"]), z.string().max(LIMITS.url))
    .optional(),
  notes: optionalText("Notes"),
  lifecycleStage: z.enum(LIFECYCLE_STAGES, { error: "Unknown lifecycle stage" }).optional(),
};
export const contactCreateSchema = z.object(contactFields);
export type ContactCreateInput = z.infer<typeof contactCreateSchema>;
export const contactUpdateSchema = z.object(contactFields).partial();
export type ContactUpdateInput = z.infer<typeof contactUpdateSchema>;
export const contactTagSchema = z.object({ tag: tagSchema });

export const contactListQuerySchema = z.object({
  q: line("Search").optional(),
  companyId: z.string().refine(isUuid, M.invalidCompanyId).optional(),
  sort: z.enum(["name", "created", "industry"], { error: M.badQuery }).default("name"),
  dir: z.enum(["asc", "desc"], { error: M.badQuery }).default("asc"),
  page: leadListQuerySchema.shape.page,
  pageSize: leadListQuerySchema.shape.pageSize,
});

export const activityFeedQuerySchema = z.object({
  entityType: z.enum(["deal", "lead", "company", "contact", "scoring_rule"], { error: M.badQuery }),
  entityId: z.string().refine(isUuid, M.badQuery),
});

export const searchQuerySchema = z.object({
  q: text({ label: "Search" }).max(100, M.tooLong("Search", 100)).default(""),
});

const socialLinksSchema = z.partialRecord(
  z.enum(["linkedin", "twitter", "github", "facebook", "instagram", "youtube"]),
  z.string().max(2048),
);
/** Quick Fill from Website: the address and what the form holds so far. */
export const websiteLookupSchema = websiteScanSchema.extend({
  current: z
    .object({
      name: z.string().max(LIMITS.line).nullish(),
      logoUrl: z.string().max(2048).nullish(),
      description: z.string().max(LIMITS.text).nullish(),
      industry: z.string().max(LIMITS.line).nullish(),
      socialLinks: socialLinksSchema.optional(),
      emails: z.array(z.string().max(254)).max(20).optional(),
      phones: z.array(z.string().max(40)).max(20).optional(),
    })
    .default({}),
});
/** Enrich Data: the conflicting fields the user chose to take from the website. */
export const enrichSchema = z.object({
  accept: z.array(z.string().max(40)).max(20).default([]),
});
export const techScanSchema = z.object({ url: websiteScanSchema.shape.url.optional() });

export const EXPORT_KINDS = ["contacts", "companies", "deals"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// DTOs: what the endpoints answer, as zod schemas of the JSON as sent (times as ISO strings, days
// as YYYY-MM-DD). The OpenAPI document publishes them and every API and browser test holds each
// answer to its schema (src/platform/http/response-check.ts); the types are their output.

/** A count of rows or records. */
const tally = z.number().int().min(0);
/** A whole-number score (fit, engagement, capture). */
const points = z.number().int();
const nullableText = z.string().nullable();
/** The sentence the page shows after an action. */
const message = z.string();
const scoreBand = z.enum(["low", "medium", "high"]);
const dealStage = z.enum(DEAL_STAGES);
const taskStatus = z.enum(["pending", "completed"]);
const socialNetwork = z.enum(["linkedin", "twitter", "github", "facebook", "instagram", "youtube"]);

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };
/** A page of a list the sample data set can be in: how many of `total` are samples. */
export type PageWithSamples<T> = Page<T> & { samples: number };

const pageOf = <T extends z.ZodType>(row: T) =>
  z.strictObject({
    rows: z.array(row),
    total: tally,
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
const pageWithSamplesOf = <T extends z.ZodType>(row: T) =>
  z.strictObject({ ...pageOf(row).shape, samples: tally.describe("How many of total are sample records") });

const leadRowDto = z.strictObject({
  id: rowId,
  name: nullableText,
  email: nullableText,
  company: nullableText,
  source: z.string().describe("The first capture point, e.g. madlib-form"),
  segment: nullableText,
  status: z.enum(LEAD_STATUSES),
  /** The fit score (the scoring rules) and why. */
  leadScore: points,
  leadScoreReasons: z.array(z.string()),
  /** The engagement score (later visits, tool uses, replies; decaying) and why, point by point. */
  engagementScore: points,
  engagementReasons: z.array(z.string()),
  ownerId: nullableText,
  ownerName: nullableText.describe("Filled by the lead list and the lead page (null elsewhere)"),
  firstResponseAt: isoDateTime.nullable().describe("The first staff action; null while the lead waits"),
  lastActivityAt: isoDateTime,
  createdAt: isoDateTime,
});
export type LeadRowDto = z.output<typeof leadRowDto>;

const timelineEntryDto = z.strictObject({
  id: z.string().min(1),
  type: z.string().describe("capture, page_view, status_change, converted, merged or a logged activity"),
  source: z.string(),
  title: z.string(),
  /** What the visitor submitted and what the tool answered, as label/value lines. */
  lines: z.array(z.strictObject({ label: z.string(), value: z.string() })),
  /** Links to the tool's result (a report PDF, a pitch deck download). */
  links: z.array(z.strictObject({ label: z.string(), href: z.string() })),
  score: points.nullable(),
  description: nullableText,
  performedBy: nullableText,
  createdAt: isoDateTime,
});
export type TimelineEntryDto = z.output<typeof timelineEntryDto>;

/** How a visit arrived: landing page, referring site, UTM parameters. */
const touchDto = z.strictObject({
  at: isoDateTime,
  landingPage: z.string(),
  referrerHost: nullableText,
  utmSource: nullableText,
  utmMedium: nullableText,
  utmCampaign: nullableText,
  utmTerm: nullableText,
  utmContent: nullableText,
});
export type TouchDto = z.output<typeof touchDto>;

/** A lead's attribution: its first and last touch, and how many tab sessions are linked to it. */
const leadAttributionDto = z.strictObject({
  firstTouch: touchDto.nullable(),
  lastTouch: touchDto.nullable(),
  linkedSessions: tally,
});
export type LeadAttributionDto = z.output<typeof leadAttributionDto>;

const leadDetailDto = z.strictObject({
  ...leadRowDto.shape,
  attribution: leadAttributionDto,
  phone: nullableText,
  captureScore: points,
  captureScoreReasons: z.array(z.string()),
  convertedAt: isoDateTime.nullable(),
  convertedContactId: rowId.nullable(),
  convertedCompanyId: rowId.nullable(),
  convertedDealId: rowId.nullable(),
  timeline: z.array(timelineEntryDto),
});
export type LeadDetailDto = z.output<typeof leadDetailDto>;

const leadActivityRowDto = z.strictObject({
  id: rowId,
  leadId: rowId,
  leadName: nullableText,
  type: z.string(),
  source: z.string(),
  description: nullableText,
  performedBy: nullableText,
  createdAt: isoDateTime,
});
export type LeadActivityRowDto = z.output<typeof leadActivityRowDto>;

const convertResultDto = z.strictObject({
  leadId: rowId,
  contactId: rowId,
  companyId: rowId,
  dealId: rowId,
  companyMatched: z.boolean(),
  contactMatched: z.boolean(),
  message,
});
export type ConvertResultDto = z.output<typeof convertResultDto>;

const leadAnalyticsDto = z.strictObject({
  total: tally,
  byStatus: z.record(z.enum(LEAD_STATUSES), tally),
  qualificationRate: z
    .number()
    .min(0)
    .max(1)
    .describe("Qualified (or converted) / all leads; 0 without leads"),
  conversionRate: z.number().min(0).max(1).describe("Converted / qualified (or converted) leads"),
  scoreDistribution: z.array(z.strictObject({ band: scoreBand, label: z.string(), count: tally })),
  bySource: z.array(z.strictObject({ source: z.string(), label: z.string(), count: tally })),
  bySegment: z.array(z.strictObject({ segment: z.string(), count: tally })),
  overTime: z
    .array(
      z.strictObject({
        week: isoDay.describe("The week's Monday (UTC)"),
        total: tally,
        bySource: z.record(z.string(), tally),
        bySegment: z.record(z.string(), tally),
      }),
    )
    .describe("Leads per week, the last 12 weeks, by source and by segment"),
});
export type LeadAnalyticsDto = z.output<typeof leadAnalyticsDto>;

const scoringRuleDto = z.strictObject({
  id: rowId,
  ruleName: z.string(),
  scoreWeight: z.number().int(),
  criteria: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type ScoringRuleDto = z.output<typeof scoringRuleDto>;

const rescoreResultDto = z.strictObject({
  rule: scoringRuleDto,
  message,
  leadsScored: tally,
  leadsChanged: tally,
  bandChanges: z
    .array(z.strictObject({ band: scoreBand, before: tally, after: tally }))
    .describe("How many leads each band held before and after"),
  examples: z
    .array(z.strictObject({ leadId: rowId, name: nullableText, before: points, after: points }))
    .describe("The largest changes"),
  ms: tally.describe("How long the rescoring took"),
});
export type RescoreResultDto = z.output<typeof rescoreResultDto>;

const dealCardDto = z.strictObject({
  id: rowId,
  name: z.string(),
  value: z.number().nullable(),
  stage: dealStage,
  priority: z.enum(DEAL_PRIORITIES),
  expectedCloseDate: isoDay.nullable(),
  contactName: nullableText,
  companyId: rowId.nullable(),
  companyName: nullableText,
  leadCompany: nullableText.describe("The company named on the lead the deal came from"),
  probability: z.number().min(0).max(1).nullable(),
  isSample: z.boolean(),
  createdAt: isoDateTime,
});
export type DealCardDto = z.output<typeof dealCardDto>;

/** A batch of one pipeline column's deals. */
const pipelineBatchDto = z.strictObject({
  deals: z.array(dealCardDto),
  nextOffset: tally.nullable().describe("Offset of the next batch; null when the column is complete"),
});

const pipelineColumnDto = z.strictObject({
  stage: dealStage,
  count: tally,
  total: z.number(),
  ...pipelineBatchDto.shape,
});
export type PipelineColumnDto = z.output<typeof pipelineColumnDto>;

const pipelineDto = z.strictObject({
  columns: z.array(pipelineColumnDto),
  totalValue: z.number(),
  wonValue: z.number(),
  dealCount: tally,
  sampleCount: tally,
});
export type PipelineDto = z.output<typeof pipelineDto>;

const dealAnalyticsDto = z.strictObject({
  pipelineValueByStage: z.array(z.strictObject({ stage: dealStage, label: z.string(), value: z.number() })),
  winProbability: z.array(
    z.strictObject({ dealId: rowId, name: z.string(), probability: z.number().min(0).max(1) }),
  ),
  stageDistribution: z.array(z.strictObject({ stage: dealStage, label: z.string(), count: tally })),
  valueDistribution: z.array(z.strictObject({ bucket: z.string(), count: tally })),
});
export type DealAnalyticsDto = z.output<typeof dealAnalyticsDto>;

const intelligenceDto = z.strictObject({
  probabilityScore: z.number().min(0).max(1),
  predictedCloseDate: isoDay.nullable(),
  suggestedActions: z.array(z.strictObject({ priority: z.enum(DEAL_PRIORITIES), action: z.string() })),
  competitorAnalysis: z.strictObject({ competitive_advantages: z.array(z.string()) }),
  priceRecommendations: z
    .strictObject({
      minimum_price: z.number(),
      recommended_price: z.number(),
      optimal_price: z.number(),
      justification: z.string(),
    })
    .nullable(),
  factors: z.array(z.strictObject({ label: z.string(), effect: z.string() })),
  engine: z.string().describe("The engine that answered: built-in, or the language model's"),
  computedAt: isoDateTime,
});
export type IntelligenceDto = z.output<typeof intelligenceDto>;

const personRefDto = z.strictObject({ id: rowId, name: z.string(), email: z.string() });
export type PersonRefDto = z.output<typeof personRefDto>;
const teamMemberDto = z.strictObject({ ...personRefDto.shape, role: z.string() });

const leadHistoryDto = z.strictObject({
  lead: leadRowDto,
  timeline: z.array(timelineEntryDto),
});
export type LeadHistoryDto = z.output<typeof leadHistoryDto>;

const dealDetailDto = z.strictObject({
  deal: z.strictObject({
    ...dealCardDto.shape,
    notes: nullableText,
    contactId: rowId.nullable(),
    leadId: rowId.nullable(),
    ownerName: nullableText,
    leadSource: nullableText.describe("The capture point of the lead it was converted from"),
    utmSource: nullableText,
    utmMedium: nullableText,
    utmCampaign: nullableText,
    updatedAt: isoDateTime,
  }),
  company: z
    .strictObject({ id: rowId, name: z.string(), logoUrl: nullableText, websiteUrl: nullableText })
    .nullable(),
  contact: z
    .strictObject({ id: rowId, firstName: z.string(), lastName: z.string(), email: nullableText })
    .nullable(),
  activities: z.array(
    z.strictObject({
      id: rowId,
      type: z.string(),
      description: z.string(),
      authorName: nullableText,
      createdAt: isoDateTime,
    }),
  ),
  notes: z.array(
    z.strictObject({ id: rowId, content: z.string(), authorName: nullableText, createdAt: isoDateTime }),
  ),
  documents: z.array(
    z.strictObject({
      id: rowId,
      name: z.string(),
      fileType: z.string(),
      size: tally,
      sizeMb: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  tasks: z.array(
    z.strictObject({
      id: rowId,
      title: z.string(),
      description: nullableText,
      dueDate: isoDay.nullable(),
      status: taskStatus,
      assignedTo: personRefDto.nullable(),
      createdAt: isoDateTime,
    }),
  ),
  team: z.array(teamMemberDto),
  intelligence: intelligenceDto.nullable(),
  leadHistory: leadHistoryDto.nullable(),
  canDelete: z.boolean(),
  llmEnabled: z.boolean(),
});
export type DealDetailDto = z.output<typeof dealDetailDto>;

const companyRowDto = z.strictObject({
  id: rowId,
  name: z.string(),
  websiteUrl: nullableText,
  domain: nullableText,
  industry: nullableText,
  description: nullableText,
  logoUrl: nullableText,
  employeeCount: tally.nullable(),
  location: nullableText,
  engagementScore: points,
  contactCount: tally,
  dealCount: tally,
  isSample: z.boolean(),
  createdAt: isoDateTime,
});
export type CompanyRowDto = z.output<typeof companyRowDto>;

const contactRowDto = z.strictObject({
  id: rowId,
  firstName: z.string(),
  lastName: z.string(),
  email: nullableText,
  phone: nullableText,
  jobTitle: nullableText,
  department: nullableText,
  companyId: rowId.nullable(),
  companyName: nullableText,
  companyIndustry: nullableText,
  tags: z.array(z.string()),
  engagementScore: points,
  interactionCount: tally,
  // Not an enum: imported contacts keep the lifecycle stage their file gave.
  lifecycleStage: z.string(),
  createdAt: isoDateTime,
  /** A record of the sample data set (shown labelled Sample). */
  isSample: z.boolean(),
});
export type ContactRowDto = z.output<typeof contactRowDto>;

const contactDetailDto = z.strictObject({
  ...contactRowDto.shape,
  socialProfiles: z.record(z.string(), z.string()),
  notes: nullableText,
  avatarUrl: nullableText,
  customFields: z.record(z.string(), z.string()),
  // Free-form: no screen writes it yet; kept as stored.
  communicationPreferences: z.record(z.string(), z.unknown()),
  leadId: rowId.nullable(),
  updatedAt: isoDateTime,
  deals: z.array(dealCardDto),
  leadHistory: leadHistoryDto.nullable(),
});
export type ContactDetailDto = z.output<typeof contactDetailDto>;

/** A website technology scan: what was found, on which evidence, and when. */
const technologyScanDto = z.strictObject({
  requestedUrl: z.string(),
  finalUrl: z.string().describe("Where the page was read from, after redirects"),
  status: z.number().int().describe("The HTTP status the site answered with"),
  technologies: z.array(
    z.strictObject({
      name: z.string(),
      category: z.string().describe("framework, cms, ecommerce, analytics, cdn, hosting…"),
      confidence: z.number().min(0).max(100),
      version: nullableText,
      evidence: z.array(z.string()),
    }),
  ),
  scannedAt: isoDateTime,
});
export type TechnologyScanDto = z.output<typeof technologyScanDto>;

const companyDetailDto = z.strictObject({
  ...companyRowDto.shape,
  address: nullableText,
  contactInfo: z.strictObject({ phones: z.array(z.string()), emails: z.array(z.string()) }),
  socialLinks: z.record(z.string(), z.string()),
  technologies: technologyScanDto.nullable().describe("The last website technology scan"),
  updatedAt: isoDateTime,
  contacts: z.array(contactRowDto),
  deals: z.array(dealCardDto),
  stats: z.strictObject({
    contacts: tally,
    deals: tally,
    openValue: z.number(),
    wonValue: z.number(),
    lastActivityAt: isoDateTime.nullable(),
  }),
  leadHistories: z.array(leadHistoryDto),
});
export type CompanyDetailDto = z.output<typeof companyDetailDto>;

const activityFeedItemDto = z.strictObject({
  id: rowId,
  kind: z.enum(["deal_activity", "lead_activity", "audit"]),
  action: z.string(),
  description: z.string(),
  actor: nullableText,
  createdAt: isoDateTime,
});
export type ActivityFeedItemDto = z.output<typeof activityFeedItemDto>;

/** One hit of the header search: the record, a second line, and its page. */
const searchHitDto = z.strictObject({
  type: z.enum(["lead", "contact", "company", "deal"]),
  id: rowId,
  title: z.string(),
  subtitle: nullableText,
  href: z.string(),
});

/** Quick Fill and Enrich Data: a company field the website may fill. */
const enrichableField = z.union([
  z.enum(["name", "logoUrl", "description", "industry", "emails", "phones"]),
  z.templateLiteral(["socialLinks.", socialNetwork]),
]);
const fieldValue = z.union([z.string(), z.array(z.string())]);
/** The company fields the website may fill, as the site gives them. */
const enrichableCompanyDto = z.strictObject({
  name: nullableText,
  logoUrl: nullableText,
  description: nullableText,
  industry: nullableText,
  socialLinks: z.partialRecord(socialNetwork, z.string()),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
});
/** Each field: fill (empty before), unchanged, or conflict (both differ: the user decides). */
const companyUpdateProposalDto = z.strictObject({
  fields: z.array(
    z.discriminatedUnion("action", [
      z.strictObject({ field: enrichableField, action: z.literal("fill"), found: fieldValue }),
      z.strictObject({
        field: enrichableField,
        action: z.literal("unchanged"),
        current: fieldValue.nullable(),
      }),
      z.strictObject({
        field: enrichableField,
        action: z.literal("conflict"),
        current: fieldValue,
        found: fieldValue,
      }),
    ]),
  ),
  fills: enrichableCompanyDto.partial().describe("Only the fills: what keeping existing values writes"),
  conflicts: tally,
});

// The answers of actions: the record they wrote and the sentence to show.
const messageAnswer = z.strictObject({ message });
const createdAnswer = z.strictObject({ id: rowId, message });
const dealAnswer = z.strictObject({ deal: dealCardDto, message });
const companyAnswer = z.strictObject({ company: companyRowDto, message });
const contactAnswer = z.strictObject({ contact: contactRowDto, message });
const sampleAnswer = z.strictObject({ deals: tally, message });
const scanAnswer = z.strictObject({ scan: technologyScanDto, message });

// ---------------------------------------------------------------------------------------------
// Page paths.

export const crmPaths = {
  sales: "/admin/sales",
  lead: (id: string) => `/command-center/sales/leads/${id}`,
  deal: (id: string) => `/admin/deals/${id}`,
  newDeal: (companyId?: string) => (companyId ? `/admin/deals/new?company=${companyId}` : "/admin/deals/new"),
  company: (id: string) => `/admin/companies/${id}`,
  contact: (id: string) => `/admin/contacts/${id}`,
  newContact: (companyId?: string) =>
    companyId ? `/admin/contacts/new?company=${companyId}` : "/admin/contacts/new",
  pipeline: "/command-center/sales/deals",
} as const;

// ---------------------------------------------------------------------------------------------
// Endpoints.

const e = (
  method: EndpointDescriptor["method"],
  path: string,
  summary: string,
  permission: "employee" | "admin" = "employee",
  extra: Partial<EndpointDescriptor> = {},
): EndpointDescriptor => ({ method, path: `/api/crm${path}`, permission, summary, ...extra });

/** Every /api/crm endpoint and who may call it: reading and working need employee; deleting deals and editing scoring rules need admin. */
export const crmEndpoints: readonly EndpointDescriptor[] = [
  e("GET", "/leads", "Lead inbox: filters (source, segment, status, score band), sort, pages"),
  e("GET", "/leads/:id", "One lead with its timeline of captures and activities"),
  e("PATCH", "/leads/:id", "Sets a lead's status"),
  e("POST", "/leads/:id/activities", "Logs an email, call, meeting or other activity on a lead"),
  e(
    "POST",
    "/leads/:id/convert",
    "Converts a lead into a contact, a company (matched by email domain) and a deal",
  ),
  e("GET", "/lead-activities", "Recent activities of all leads, newest first"),
  e(
    "GET",
    "/lead-analytics",
    "Qualification and conversion rates, score distribution, leads by source and segment",
  ),
  e("GET", "/scoring-rules", "The lead scoring rules"),
  e("POST", "/scoring-rules", "Adds a scoring rule and rescores every lead", "admin"),
  e("PATCH", "/scoring-rules/:id", "Changes a scoring rule and rescores every lead", "admin"),
  e("GET", "/pipeline", "Deal pipeline: each stage's count, total and first deals; Total and Won Value"),
  e("GET", "/pipeline/column", "More deals of one pipeline column"),
  e("GET", "/deals", "Deal list view, paged"),
  e("POST", "/deals", "Creates a deal"),
  e("GET", "/deal-analytics", "The four charts of the deal analytics panel"),
  e("POST", "/deal-samples", "Adds the labelled sample deals (only while there are no deals)"),
  e("DELETE", "/deal-samples", "Removes every sample deal, company and contact in one action", "admin"),
  e("GET", "/deals/:id", "Deal detail: overview, activities, notes, files, tasks, team, intelligence"),
  e("PATCH", "/deals/:id", "Edits a deal (any stage)"),
  e("DELETE", "/deals/:id", "Deletes a deal and its analytics, activities, notes, tasks and files", "admin"),
  e("POST", "/deals/:id/stage", "Moves a deal one step or to a dropped column, recording the move"),
  e("POST", "/deals/:id/intelligence", "Recomputes Deal Intelligence (the LLM when configured)"),
  e("POST", "/deals/:id/notes", "Adds a note to a deal"),
  e("POST", "/deals/:id/tasks", "Adds a task to a deal"),
  e("PATCH", "/deals/:id/tasks/:taskId", "Completes, reopens or edits a deal task"),
  e("POST", "/deals/:id/documents", "Uploads a file to a deal (private storage)", "employee", {
    body: "multipart",
  }),
  e("GET", "/deals/:id/documents/:docId", "Downloads a deal's file"),
  e("DELETE", "/deals/:id/documents/:docId", "Deletes a deal's file"),
  e("POST", "/deals/:id/team", "Adds a colleague to a deal's team and emails them"),
  e("DELETE", "/deals/:id/team/:userId", "Removes a colleague from a deal's team"),
  e("GET", "/companies", "Companies: search across fields, sort, pages"),
  e("POST", "/companies", "Creates a company"),
  e("GET", "/companies/:id", "Company detail with contacts, deals, quick stats and lead history"),
  e("PATCH", "/companies/:id", "Edits a company"),
  e(
    "POST",
    "/website-lookup",
    "Quick Fill from Website: reads a site (SSRF-safe) and compares it with the form",
  ),
  e(
    "POST",
    "/companies/:id/enrich",
    "Enrich Data: fills a company's empty fields from its website; conflicts only when accepted",
  ),
  e("POST", "/companies/:id/tech-scan", "Scans the company's website for technologies and keeps the result"),
  e("POST", "/tech-scan", "Scans any website for technologies (headers, HTML, scripts, cookies)"),
  e("GET", "/contacts", "Contacts: search, sort by name, created date or industry, pages"),
  e("POST", "/contacts", "Creates a contact"),
  e("GET", "/contacts/:id", "Contact detail with deals and lead history"),
  e("PATCH", "/contacts/:id", "Edits a contact (adds one to its interaction count)"),
  e("POST", "/contacts/:id/tags", "Adds a tag to a contact"),
  e("GET", "/activity", "Activity feed of one record (deal, lead or audit log)"),
  e("GET", "/search", "Header search across leads, contacts, companies and deals"),
  e("GET", "/export/:kind", "CSV export of contacts, companies or deals"),
  e("GET", "/staff", "Staff members, for task assignment and deal teams", "employee", { employeeData: true }),
];

/**
 * What each endpoint's handler validates and what it answers: the OpenAPI document's inputs and
 * success answers (a test holds the handlers to the inputs, every test run to the answers).
 */
export const crmEndpointSchemas = {
  "GET /api/crm/leads": { query: leadListQuerySchema, response: pageOf(leadRowDto) },
  "GET /api/crm/leads/:id": { response: leadDetailDto },
  "PATCH /api/crm/leads/:id": {
    body: leadStatusSchema,
    response: z.strictObject({ lead: leadRowDto, message }),
  },
  "POST /api/crm/leads/:id/activities": {
    body: leadActivitySchema,
    response: z.strictObject({ activity: leadActivityRowDto, message }),
  },
  "POST /api/crm/leads/:id/convert": { body: convertLeadSchema, response: convertResultDto },
  "GET /api/crm/lead-activities": { query: pageQuerySchema, response: pageOf(leadActivityRowDto) },
  "GET /api/crm/lead-analytics": { response: leadAnalyticsDto },
  "GET /api/crm/scoring-rules": { response: z.strictObject({ rules: z.array(scoringRuleDto) }) },
  "POST /api/crm/scoring-rules": { body: scoringRuleSchema, response: rescoreResultDto },
  "PATCH /api/crm/scoring-rules/:id": { body: scoringRuleUpdateSchema, response: rescoreResultDto },
  "GET /api/crm/pipeline": { response: pipelineDto },
  "GET /api/crm/pipeline/column": { query: pipelineColumnQuerySchema, response: pipelineBatchDto },
  "GET /api/crm/deals": { query: dealListQuerySchema, response: pageOf(dealCardDto) },
  "POST /api/crm/deals": { body: dealCreateSchema, response: dealAnswer },
  "GET /api/crm/deal-analytics": { response: dealAnalyticsDto },
  "POST /api/crm/deal-samples": { response: sampleAnswer },
  "DELETE /api/crm/deal-samples": { response: sampleAnswer },
  "GET /api/crm/deals/:id": { response: dealDetailDto },
  "PATCH /api/crm/deals/:id": { body: dealUpdateSchema, response: dealAnswer },
  "DELETE /api/crm/deals/:id": { response: messageAnswer },
  "POST /api/crm/deals/:id/stage": {
    body: stageMoveSchema,
    response: z.strictObject({ deal: dealCardDto, from: dealStage, to: dealStage, message }),
  },
  "POST /api/crm/deals/:id/intelligence": {
    response: z.strictObject({ intelligence: intelligenceDto.nullable() }),
  },
  "POST /api/crm/deals/:id/notes": { body: noteSchema, response: createdAnswer },
  "POST /api/crm/deals/:id/tasks": { body: taskSchema, response: createdAnswer },
  "PATCH /api/crm/deals/:id/tasks/:taskId": {
    body: taskUpdateSchema,
    response: z.strictObject({ id: rowId, status: taskStatus }),
  },
  "POST /api/crm/deals/:id/documents": {
    response: z.strictObject({ id: rowId, name: z.string(), size: tally, sizeMb: z.string(), message }),
  },
  "GET /api/crm/deals/:id/documents/:docId": { response: ANSWERS.file },
  "DELETE /api/crm/deals/:id/documents/:docId": { response: messageAnswer },
  "POST /api/crm/deals/:id/team": {
    body: teamInviteSchema,
    response: z.strictObject({ member: teamMemberDto, message }),
  },
  "DELETE /api/crm/deals/:id/team/:userId": { response: okAnswer },
  "GET /api/crm/companies": { query: companyListQuerySchema, response: pageWithSamplesOf(companyRowDto) },
  "POST /api/crm/companies": { body: companyCreateSchema, response: companyAnswer },
  "GET /api/crm/companies/:id": { response: companyDetailDto },
  "PATCH /api/crm/companies/:id": { body: companyUpdateSchema, response: companyAnswer },
  "POST /api/crm/website-lookup": {
    body: websiteLookupSchema,
    response: z.strictObject({
      finalUrl: z.string(),
      proposal: companyUpdateProposalDto,
      found: enrichableCompanyDto.describe("What the site says, for the form to fill itself"),
    }),
  },
  "POST /api/crm/companies/:id/enrich": {
    body: enrichSchema,
    response: z.strictObject({
      proposal: companyUpdateProposalDto,
      applied: z.array(z.string()).describe("The company's fields this call wrote"),
      message,
    }),
  },
  "POST /api/crm/companies/:id/tech-scan": { body: techScanSchema, response: scanAnswer },
  "POST /api/crm/tech-scan": { body: techScanSchema, response: scanAnswer },
  "GET /api/crm/contacts": { query: contactListQuerySchema, response: pageWithSamplesOf(contactRowDto) },
  "POST /api/crm/contacts": { body: contactCreateSchema, response: contactAnswer },
  "GET /api/crm/contacts/:id": { response: contactDetailDto },
  "PATCH /api/crm/contacts/:id": { body: contactUpdateSchema, response: contactAnswer },
  "POST /api/crm/contacts/:id/tags": {
    body: contactTagSchema,
    response: z.strictObject({ contact: contactRowDto }),
  },
  "GET /api/crm/activity": {
    query: activityFeedQuerySchema,
    response: z.strictObject({ items: z.array(activityFeedItemDto) }),
  },
  "GET /api/crm/search": {
    query: searchQuerySchema,
    response: z.strictObject({ results: z.array(searchHitDto) }),
  },
  "GET /api/crm/export/:kind": { response: ANSWERS.csv },
  "GET /api/crm/staff": { response: z.strictObject({ staff: z.array(personRefDto) }) },
} as const satisfies EndpointSchemas;
