import { Link } from "react-router";
import type { DataTableColumn } from "#src/ui/data-table.tsx";
import {
  crmPaths,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadRowDto,
  SCORE_BANDS,
  sourceLabel,
} from "../../crm.contract.ts";
import { formatWhen } from "../../lib/format.ts";
import { ENGAGEMENT_BANDS } from "../../revenue.contract.ts";
import { EngagementBadge, LeadScoreBadge } from "../crm-badges.tsx";
import { WaitBadge, type WaitThresholds } from "./wait-badge.tsx";

const SEGMENTS = ["startup", "enterprise", "government"] as const;

/** The lead list's columns: who, source, segment, fit and engagement (each with why), status, owner. */
export const leadColumns = (now: string, thresholds: WaitThresholds): DataTableColumn<LeadRowDto>[] => [
  {
    id: "name",
    header: "Lead",
    value: (l) => l.name ?? l.email,
    cell: (l) => (
      <span className="grid">
        <Link to={crmPaths.lead(l.id)} className="font-medium hover:underline">
          {l.name ?? l.email ?? "Unnamed lead"}
        </Link>
        <span className="text-xs text-muted-fg">{[l.company, l.email].filter(Boolean).join(" · ")}</span>
      </span>
    ),
    hideable: false,
  },
  {
    id: "source",
    header: "Source",
    value: (l) => sourceLabel(l.source),
    sortable: false,
    filter: { options: Object.entries(LEAD_SOURCES).map(([value, label]) => ({ value, label })) },
  },
  {
    id: "segment",
    header: "Segment",
    value: (l) => l.segment,
    sortable: false,
    filter: { options: SEGMENTS.map((s) => ({ value: s, label: s })) },
  },
  {
    id: "score",
    header: "Fit score",
    value: (l) => l.leadScore,
    cell: (l) => (
      <span className="grid gap-1">
        <LeadScoreBadge score={l.leadScore} />
        {l.leadScoreReasons.length ? (
          <span className="max-w-64 text-xs text-muted-fg">
            {l.leadScoreReasons.slice(0, 2).join("; ")}
            {l.leadScoreReasons.length > 2 ? `; +${l.leadScoreReasons.length - 2} more` : ""}
          </span>
        ) : null}
      </span>
    ),
    filter: { options: SCORE_BANDS.map((b) => ({ value: b.value, label: b.label })) },
  },
  {
    id: "engagement",
    header: "Engagement",
    value: (l) => l.engagementScore,
    cell: (l) => (
      <span className="grid gap-1">
        <EngagementBadge score={l.engagementScore} />
        {l.engagementReasons.length ? (
          <span className="max-w-64 text-xs text-muted-fg">
            {l.engagementReasons.slice(0, 2).join("; ")}
            {l.engagementReasons.length > 2 ? `; +${l.engagementReasons.length - 2} more` : ""}
          </span>
        ) : null}
      </span>
    ),
    filter: { options: ENGAGEMENT_BANDS.map((b) => ({ value: b.value, label: b.label })) },
  },
  {
    id: "status",
    header: "Status",
    value: (l) => l.status,
    sortable: false,
    filter: { options: LEAD_STATUSES.map((s) => ({ value: s, label: s })) },
  },
  {
    id: "owner",
    header: "Owner",
    value: (l) => l.ownerName ?? "Unassigned",
    sortable: false,
    filter: {
      options: [
        { value: "me", label: "My leads" },
        { value: "none", label: "Unassigned" },
      ],
    },
  },
  {
    id: "waiting",
    header: "First answer",
    value: (l) => l.firstResponseAt ?? "",
    sortable: false,
    cell: (l) => (
      <WaitBadge
        createdAt={l.createdAt}
        firstResponseAt={l.firstResponseAt}
        now={now}
        thresholds={thresholds}
      />
    ),
  },
  { id: "activity", header: "Last activity", value: (l) => formatWhen(l.lastActivityAt) },
  { id: "created", header: "Captured", value: (l) => formatWhen(l.createdAt), hidden: true },
];
