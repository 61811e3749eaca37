import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas } from "#src/lib/endpoints.ts";
import { multilineText, text } from "#src/lib/text.ts";
import { isUuid } from "#src/lib/uuid.ts";
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
// DTOs.

export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };
/** A page of a list the sample data set can be in: how many of `total` are samples. */
export type PageWithSamples<T> = Page<T> & { samples: number };

export type LeadRowDto = {
  id: string;
  name: string | null;
  email: string | null;
  company: string | null;
  source: string;
  segment: string | null;
  status: string;
  /** The fit score (the scoring rules) and why. */
  leadScore: number;
  leadScoreReasons: string[];
  /** The engagement score (later visits, tool uses, replies; decaying) and why, point by point. */
  engagementScore: number;
  engagementReasons: string[];
  ownerId: string | null;
  /** Filled by the lead list and the lead page (null elsewhere). */
  ownerName: string | null;
  /** Speed-to-lead: the first staff action; null while the lead is still waiting. */
  firstResponseAt: string | null;
  lastActivityAt: string;
  createdAt: string;
};

export type TimelineEntryDto = {
  id: string;
  type: string;
  source: string;
  title: string;
  /** What the visitor submitted and what the tool answered, as label/value lines. */
  lines: { label: string; value: string }[];
  /** Links to the tool's result (a report PDF, a pitch deck download). */
  links: { label: string; href: string }[];
  score: number | null;
  description: string | null;
  performedBy: string | null;
  createdAt: string;
};

/** How a visit arrived: landing page, referring site, UTM parameters. */
export type TouchDto = {
  at: string;
  landingPage: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

/** A lead's attribution: its first and last touch, and how many tab sessions are linked to it. */
export type LeadAttributionDto = {
  firstTouch: TouchDto | null;
  lastTouch: TouchDto | null;
  linkedSessions: number;
};

export type LeadDetailDto = LeadRowDto & {
  attribution: LeadAttributionDto;
  phone: string | null;
  captureScore: number;
  captureScoreReasons: string[];
  convertedAt: string | null;
  convertedContactId: string | null;
  convertedCompanyId: string | null;
  convertedDealId: string | null;
  timeline: TimelineEntryDto[];
};

export type LeadActivityRowDto = {
  id: string;
  leadId: string;
  leadName: string | null;
  type: string;
  source: string;
  description: string | null;
  performedBy: string | null;
  createdAt: string;
};

export type ConvertResultDto = {
  leadId: string;
  contactId: string;
  companyId: string;
  dealId: string;
  companyMatched: boolean;
  contactMatched: boolean;
  message: string;
};

export type LeadAnalyticsDto = {
  total: number;
  byStatus: Record<LeadStatus, number>;
  /** qualified / all leads, 0–1 (0 when there are none). */
  qualificationRate: number;
  /** converted / qualified, 0–1 (0 when none are qualified). */
  conversionRate: number;
  scoreDistribution: { band: ScoreBand; label: string; count: number }[];
  bySource: { source: string; label: string; count: number }[];
  bySegment: { segment: string; count: number }[];
  /** Leads per week (last 12 weeks), split by source and by segment. */
  overTime: {
    week: string;
    total: number;
    bySource: Record<string, number>;
    bySegment: Record<string, number>;
  }[];
};

export type ScoringRuleDto = {
  id: string;
  ruleName: string;
  scoreWeight: number;
  criteria: Record<string, string | number | boolean>;
  isActive: boolean;
  position: number;
};

export type RescoreResultDto = {
  rule: ScoringRuleDto;
  message: string;
  leadsScored: number;
  leadsChanged: number;
  /** How many leads left each band and entered it. */
  bandChanges: { band: ScoreBand; before: number; after: number }[];
  /** The largest changes, for the admin to see what the rule did. */
  examples: { leadId: string; name: string | null; before: number; after: number }[];
  ms: number;
};

export type DealCardDto = {
  id: string;
  name: string;
  value: number | null;
  stage: DealStage;
  priority: DealPriority;
  expectedCloseDate: string | null;
  contactName: string | null;
  companyId: string | null;
  companyName: string | null;
  leadCompany: string | null;
  probability: number | null;
  isSample: boolean;
  createdAt: string;
};

export type PipelineColumnDto = {
  stage: DealStage;
  count: number;
  total: number;
  deals: DealCardDto[];
  /** Offset of the next batch, or null when the column is complete. */
  nextOffset: number | null;
};

export type PipelineDto = {
  columns: PipelineColumnDto[];
  totalValue: number;
  wonValue: number;
  dealCount: number;
  sampleCount: number;
};

export type DealAnalyticsDto = {
  pipelineValueByStage: { stage: DealStage; label: string; value: number }[];
  winProbability: { dealId: string; name: string; probability: number }[];
  stageDistribution: { stage: DealStage; label: string; count: number }[];
  valueDistribution: { bucket: string; count: number }[];
};

export type IntelligenceDto = {
  probabilityScore: number;
  predictedCloseDate: string | null;
  suggestedActions: { priority: "high" | "medium" | "low"; action: string }[];
  competitorAnalysis: { competitive_advantages: string[] };
  priceRecommendations: {
    minimum_price: number;
    recommended_price: number;
    optimal_price: number;
    justification: string;
  } | null;
  factors: { label: string; effect: string }[];
  engine: string;
  computedAt: string;
};

export type PersonRefDto = { id: string; name: string; email: string };

export type DealDetailDto = {
  deal: DealCardDto & {
    notes: string | null;
    contactId: string | null;
    leadId: string | null;
    ownerName: string | null;
    /** Where the lead it was converted from came from: capture point and first-touch UTM values. */
    leadSource: string | null;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    updatedAt: string;
  };
  company: { id: string; name: string; logoUrl: string | null; websiteUrl: string | null } | null;
  contact: { id: string; firstName: string; lastName: string; email: string | null } | null;
  activities: {
    id: string;
    type: string;
    description: string;
    authorName: string | null;
    createdAt: string;
  }[];
  notes: { id: string; content: string; authorName: string | null; createdAt: string }[];
  documents: {
    id: string;
    name: string;
    fileType: string;
    size: number;
    sizeMb: string;
    createdAt: string;
  }[];
  tasks: {
    id: string;
    title: string;
    description: string | null;
    dueDate: string | null;
    status: "pending" | "completed";
    assignedTo: PersonRefDto | null;
    createdAt: string;
  }[];
  team: (PersonRefDto & { role: string })[];
  intelligence: IntelligenceDto | null;
  leadHistory: LeadHistoryDto | null;
  canDelete: boolean;
  llmEnabled: boolean;
};

export type LeadHistoryDto = {
  lead: LeadRowDto;
  timeline: TimelineEntryDto[];
};

export type CompanyRowDto = {
  id: string;
  name: string;
  websiteUrl: string | null;
  domain: string | null;
  industry: string | null;
  description: string | null;
  logoUrl: string | null;
  employeeCount: number | null;
  location: string | null;
  engagementScore: number;
  contactCount: number;
  dealCount: number;
  isSample: boolean;
  createdAt: string;
};

export type ContactRowDto = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  jobTitle: string | null;
  department: string | null;
  companyId: string | null;
  companyName: string | null;
  companyIndustry: string | null;
  tags: string[];
  engagementScore: number;
  interactionCount: number;
  lifecycleStage: string;
  createdAt: string;
  /** A record of the sample data set (shown labelled Sample). */
  isSample: boolean;
};

export type ContactDetailDto = ContactRowDto & {
  socialProfiles: Record<string, string>;
  notes: string | null;
  avatarUrl: string | null;
  customFields: Record<string, string>;
  communicationPreferences: Record<string, unknown>;
  leadId: string | null;
  updatedAt: string;
  deals: DealCardDto[];
  leadHistory: LeadHistoryDto | null;
};

export type CompanyDetailDto = CompanyRowDto & {
  address: string | null;
  contactInfo: { phones: string[]; emails: string[] };
  socialLinks: Record<string, string>;
  technologies: Record<string, unknown> | null;
  updatedAt: string;
  contacts: ContactRowDto[];
  deals: DealCardDto[];
  stats: {
    contacts: number;
    deals: number;
    openValue: number;
    wonValue: number;
    lastActivityAt: string | null;
  };
  leadHistories: LeadHistoryDto[];
};

export type ActivityFeedItemDto = {
  id: string;
  kind: "deal_activity" | "lead_activity" | "audit";
  action: string;
  description: string;
  actor: string | null;
  createdAt: string;
};

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

/** What each endpoint's handler validates: the OpenAPI document's inputs (a test holds the handlers to it). */
export const crmEndpointSchemas = {
  "GET /api/crm/leads": { query: leadListQuerySchema },
  "PATCH /api/crm/leads/:id": { body: leadStatusSchema },
  "POST /api/crm/leads/:id/activities": { body: leadActivitySchema },
  "POST /api/crm/leads/:id/convert": { body: convertLeadSchema },
  "GET /api/crm/lead-activities": { query: pageQuerySchema },
  "POST /api/crm/scoring-rules": { body: scoringRuleSchema },
  "PATCH /api/crm/scoring-rules/:id": { body: scoringRuleUpdateSchema },
  "GET /api/crm/pipeline/column": { query: pipelineColumnQuerySchema },
  "GET /api/crm/deals": { query: dealListQuerySchema },
  "POST /api/crm/deals": { body: dealCreateSchema },
  "PATCH /api/crm/deals/:id": { body: dealUpdateSchema },
  "POST /api/crm/deals/:id/stage": { body: stageMoveSchema },
  "POST /api/crm/deals/:id/notes": { body: noteSchema },
  "POST /api/crm/deals/:id/tasks": { body: taskSchema },
  "PATCH /api/crm/deals/:id/tasks/:taskId": { body: taskUpdateSchema },
  "POST /api/crm/deals/:id/team": { body: teamInviteSchema },
  "GET /api/crm/companies": { query: companyListQuerySchema },
  "POST /api/crm/companies": { body: companyCreateSchema },
  "PATCH /api/crm/companies/:id": { body: companyUpdateSchema },
  "POST /api/crm/website-lookup": { body: websiteLookupSchema },
  "POST /api/crm/companies/:id/enrich": { body: enrichSchema },
  "POST /api/crm/companies/:id/tech-scan": { body: techScanSchema },
  "POST /api/crm/tech-scan": { body: techScanSchema },
  "GET /api/crm/contacts": { query: contactListQuerySchema },
  "POST /api/crm/contacts": { body: contactCreateSchema },
  "PATCH /api/crm/contacts/:id": { body: contactUpdateSchema },
  "POST /api/crm/contacts/:id/tags": { body: contactTagSchema },
  "GET /api/crm/activity": { query: activityFeedQuerySchema },
  "GET /api/crm/search": { query: searchQuerySchema },
} as const satisfies EndpointSchemas;
