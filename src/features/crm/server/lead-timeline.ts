import { analysisPdfPath } from "#src/features/enterprise/enterprise.contract.ts";
import { assessmentPdfPath } from "#src/features/government/government.contract.ts";
import { pitchDeckPath } from "#src/features/ventures/ventures.contract.ts";
import { crmPaths, sourceLabel, type TimelineEntryDto } from "../crm.contract.ts";
import type { leadActivities } from "./crm.tables.ts";

type ActivityRow = typeof leadActivities.$inferSelect;

/** Labels for the details capture points store; anything else is shown with its key humanised. */
const DETAIL_LABELS: Record<string, string> = {
  jobTitle: "Job title",
  serviceType: "Service wanted",
  goal: "Goal",
  timeframe: "Timeframe",
  contactMethod: "Preferred contact",
  contactInfo: "Contact details",
  message: "Message",
  resourceSlug: "Resource requested",
  projectType: "Project type",
  projectStage: "Project stage",
  complexity: "Complexity (tool's estimate)",
  timeline: "Timeline",
  budgetRange: "Budget range",
  pitch: "Pitch",
  industry: "Industry",
  requirements: "Requirements",
  agencyType: "Agency type",
  dataClassification: "Data classification",
  priority: "Priority (tool's assessment)",
  slotStart: "Meeting starts",
  date: "Meeting date",
  time: "Meeting time",
  timeZone: "Time zone",
  bookedFrom: "Booked from",
  notes: "Notes",
  description: "Description",
  projectDescription: "Project description",
  stage: "Stage",
  website: "Website",
  linkedinProfile: "LinkedIn",
  isQualified: "Qualified by intake",
  scoreReasons: "Score reasons",
};
/** Shown on the lead itself, or internal references turned into links below. */
const HIDDEN = new Set([
  "name",
  "email",
  "phone",
  "company",
  "pitchDeckUrl",
  "analysisId",
  "intakeLeadId",
  "contactId",
  "companyId",
  "dealId",
  "visitSession",
  "viaMergedLead",
  "mergedLeadId",
]);

const humanise = (key: string) =>
  key
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .replace(/^./, (c) => c.toUpperCase());

function valueText(v: unknown): string | null {
  if (v === null || v === undefined || v === "") return null;
  if (typeof v === "boolean") return v ? "Yes" : "No";
  if (Array.isArray(v))
    return v.length
      ? v
          .map((x) => valueText(x) ?? "")
          .filter(Boolean)
          .join(", ")
      : null;
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** The tool's result behind a capture: a report, an assessment or a pitch deck. */
function resultLinks(a: ActivityRow): TimelineEntryDto["links"] {
  const id = a.sourceId;
  if (!id) return [];
  switch (a.sourceTable) {
    case "enterprise_analyses":
      return [{ label: "Enterprise report (PDF)", href: analysisPdfPath(id) }];
    case "government_analyses":
      return [{ label: "Compliance assessment (PDF)", href: assessmentPdfPath(id) }];
    case "pitch_submissions":
      return [{ label: "Pitch deck (staff download)", href: pitchDeckPath(id) }];
    case "enterprise_consultations": {
      const analysisId = a.details.analysisId;
      return typeof analysisId === "string"
        ? [{ label: "Enterprise report (PDF)", href: analysisPdfPath(analysisId) }]
        : [];
    }
    default:
      return [];
  }
}

/** Where a converted lead went: its deal, contact and company. */
function convertedLinks(d: Record<string, unknown>): TimelineEntryDto["links"] {
  const links: TimelineEntryDto["links"] = [];
  if (typeof d.dealId === "string") links.push({ label: "The deal", href: crmPaths.deal(d.dealId) });
  if (typeof d.contactId === "string")
    links.push({ label: "The contact", href: crmPaths.contact(d.contactId) });
  if (typeof d.companyId === "string")
    links.push({ label: "The company", href: crmPaths.company(d.companyId) });
  return links;
}

const ACTIVITY_TITLES: Record<string, string> = {
  email: "Email",
  call: "Call",
  meeting: "Meeting",
  reply: "Reply from the lead",
  merged: "Merged with a duplicate",
  other: "Activity",
  status_change: "Status changed",
  converted: "Converted",
};

/**
 * One timeline entry per lead activity: for a capture, what the visitor submitted through which
 * tool and the tool's answer (its score, its reasons, a link to the report or deck); for staff
 * activities, who did what.
 */
export function toTimelineEntry(a: ActivityRow): TimelineEntryDto {
  const capture = a.type === "capture";
  const lines: TimelineEntryDto["lines"] = [];
  for (const [key, value] of Object.entries(a.details)) {
    if (HIDDEN.has(key)) continue;
    const text = valueText(value);
    if (text) lines.push({ label: DETAIL_LABELS[key] ?? humanise(key), value: text });
  }
  if (capture && a.score !== null && a.sourceTable === "intake_submissions") {
    lines.unshift({ label: "Intake project fit score", value: `${a.score} / 100` });
  }
  return {
    id: a.id,
    type: a.type,
    source: a.source,
    title: capture ? sourceLabel(a.source) : (ACTIVITY_TITLES[a.type] ?? humanise(a.type)),
    lines,
    links: capture ? resultLinks(a) : a.type === "converted" ? convertedLinks(a.details) : [],
    score: capture ? a.score : null,
    description: a.description,
    performedBy: a.performedByName,
    createdAt: a.createdAt.toISOString(),
  };
}
