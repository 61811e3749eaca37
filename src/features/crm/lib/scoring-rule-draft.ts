import {
  SCORING_CRITERIA,
  type ScoringCriterion,
  type ScoringRuleDto,
  sourceLabel,
} from "../crm.contract.ts";

/** A criterion as staff read it: "Segment is: enterprise", "Phone number given", "Not: …". */
export function criterionText(key: string, value: string | number | boolean): string {
  const def = SCORING_CRITERIA[key as ScoringCriterion];
  if (!def) return `${key}: ${String(value)}`;
  if (def.kind === "boolean") return value ? def.label : `Not: ${def.label.toLowerCase()}`;
  if (key === "captured_by" && typeof value === "string") return `${def.label}: ${sourceLabel(value)}`;
  return `${def.label}: ${String(value)}`;
}

/** A scoring rule as its form edits it: every value as typed text. */
export type RuleDraft = {
  id: string | null;
  ruleName: string;
  scoreWeight: string;
  isActive: boolean;
  criteria: { key: ScoringCriterion; value: string }[];
};

/** The form's start: the rule to edit, or a new active rule of weight 10 on the segment. */
export const toDraft = (r: ScoringRuleDto | null): RuleDraft =>
  r
    ? {
        id: r.id,
        ruleName: r.ruleName,
        scoreWeight: String(r.scoreWeight),
        isActive: r.isActive,
        criteria: Object.entries(r.criteria).map(([key, value]) => ({
          key: key as ScoringCriterion,
          value: String(value),
        })),
      }
    : {
        id: null,
        ruleName: "",
        scoreWeight: "10",
        isActive: true,
        criteria: [{ key: "segment", value: "" }],
      };

/** The draft's criteria as the API takes them: numbers, booleans ("false" is false) and trimmed text. */
export function criteriaOf(d: RuleDraft): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const c of d.criteria) {
    const kind = SCORING_CRITERIA[c.key].kind;
    out[c.key] =
      kind === "number" ? Number(c.value) : kind === "boolean" ? c.value !== "false" : c.value.trim();
  }
  return out;
}
