import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  CRM_MESSAGES as M,
  type RescoreResultDto,
  SCORE_BANDS,
  SCORING_CRITERIA,
  SCORING_CRITERION_KEYS,
  type ScoringCriterion,
  type ScoringRuleDto,
  sourceLabel,
} from "../crm.contract.ts";

function criterionText(key: string, value: string | number | boolean): string {
  const def = SCORING_CRITERIA[key as ScoringCriterion];
  if (!def) return `${key}: ${String(value)}`;
  if (def.kind === "boolean") return value ? def.label : `Not: ${def.label.toLowerCase()}`;
  if (key === "captured_by" && typeof value === "string") return `${def.label}: ${sourceLabel(value)}`;
  return `${def.label}: ${String(value)}`;
}

type Draft = {
  id: string | null;
  ruleName: string;
  scoreWeight: string;
  isActive: boolean;
  criteria: { key: ScoringCriterion; value: string }[];
};

const toDraft = (r: ScoringRuleDto | null): Draft =>
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

function criteriaOf(d: Draft): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const c of d.criteria) {
    const kind = SCORING_CRITERIA[c.key].kind;
    out[c.key] =
      kind === "number" ? Number(c.value) : kind === "boolean" ? c.value !== "false" : c.value.trim();
  }
  return out;
}

/** The Lead Scoring tab: the rules; admins change them and see what the change did to the leads. */
export function ScoringRulesPanel({ rules, isAdmin }: { rules: ScoringRuleDto[]; isAdmin: boolean }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [result, setResult] = useState<RescoreResultDto | null>(null);
  const { run, busy, fields } = useStaffAction();
  const save = async () => {
    if (!draft) return;
    const body = {
      ruleName: draft.ruleName,
      scoreWeight: Number(draft.scoreWeight),
      isActive: draft.isActive,
      criteria: criteriaOf(draft),
    };
    const done = await run(
      "save",
      () =>
        draft.id
          ? api<RescoreResultDto>(`/api/crm/scoring-rules/${draft.id}`, { method: "PATCH", body })
          : api<RescoreResultDto>("/api/crm/scoring-rules", { body }),
      { failure: "Failed to save the scoring rule" },
    );
    if (done) {
      setResult(done);
      setDraft(null);
    }
  };
  return (
    <div className="grid gap-4">
      <p className="max-w-prose text-sm text-muted-fg">
        A lead's score is the sum of the weights of the active rules whose criteria all hold, from 0 to 100.
        {isAdmin ? " Changing a rule rescores every lead at once." : " Admins change the rules."}
      </p>
      {result ? (
        <section
          aria-live="polite"
          className="grid gap-2 rounded-xl border border-border bg-card p-4 text-sm"
        >
          <h2 className="font-semibold">{result.message}</h2>
          <p className="text-muted-fg">
            {result.leadsScored.toLocaleString("en-US")} leads scored in {result.ms} ms;{" "}
            {result.leadsChanged.toLocaleString("en-US")} changed.
          </p>
          <ul className="flex flex-wrap gap-3">
            {result.bandChanges.map((b) => (
              <li key={b.band}>
                {SCORE_BANDS.find((s) => s.value === b.band)?.label}: {b.before} → {b.after}
              </li>
            ))}
          </ul>
          {result.examples.length ? (
            <ul className="grid gap-0.5">
              {result.examples.map((e) => (
                <li key={e.leadId}>
                  {e.name ?? "Unnamed lead"}: {e.before} → {e.after}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <ScrollRegion label="Lead scoring rules" className="relative">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Lead scoring rules</caption>
          <thead className="bg-muted/50">
            <tr>
              <th scope="col" className="px-3 py-2">
                Rule
              </th>
              <th scope="col" className="px-3 py-2">
                Criteria
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Weight
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
              {isAdmin ? (
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.id} className="border-t border-border">
                <th scope="row" className="px-3 py-2 font-medium">
                  {r.ruleName}
                </th>
                <td className="px-3 py-2 text-muted-fg">
                  {Object.entries(r.criteria)
                    .map(([k, v]) => criterionText(k, v))
                    .join(" and ")}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {r.scoreWeight > 0 ? "+" : ""}
                  {r.scoreWeight}
                </td>
                <td className="px-3 py-2">
                  {r.isActive ? <Badge tone="success">Active</Badge> : <Badge>Off</Badge>}
                </td>
                {isAdmin ? (
                  <td className="px-3 py-2">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit ${r.ruleName}`}
                      onClick={() => setDraft(toDraft(r))}
                    >
                      <Pencil aria-hidden="true" className="h-4 w-4" />
                      Edit
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {isAdmin ? (
        <div>
          <Button variant="outline" onClick={() => setDraft(toDraft(null))}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add rule
          </Button>
        </div>
      ) : null}
      <Sheet
        open={draft !== null}
        onOpenChange={(open) => (open ? null : setDraft(null))}
        title={draft?.id ? "Edit scoring rule" : "Add scoring rule"}
        side="right"
        className="w-[28rem]"
      >
        {draft ? (
          <form
            className="grid gap-4 p-4"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <TextField
              label="Rule name"
              value={draft.ruleName}
              error={fields.ruleName}
              onChange={(e) => setDraft({ ...draft, ruleName: e.target.value })}
              required
            />
            <TextField
              label="Weight (-100 to 100)"
              type="number"
              min={-100}
              max={100}
              step={1}
              value={draft.scoreWeight}
              error={fields.scoreWeight}
              onChange={(e) => setDraft({ ...draft, scoreWeight: e.target.value })}
            />
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft.isActive}
                onChange={(e) => setDraft({ ...draft, isActive: e.target.checked })}
                className="h-4 w-4 accent-[var(--primary)]"
              />
              Active
            </label>
            <fieldset className="grid gap-3">
              <legend className="text-sm font-medium">Criteria (all must hold)</legend>
              {draft.criteria.map((c, i) => {
                const kind = SCORING_CRITERIA[c.key].kind;
                const set = (patch: Partial<(typeof draft.criteria)[number]>) =>
                  setDraft({
                    ...draft,
                    criteria: draft.criteria.map((x, j) => (j === i ? { ...x, ...patch } : x)),
                  });
                return (
                  <div key={`${c.key}-${i}`} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
                    <SelectField
                      label={`Criterion ${i + 1}`}
                      value={c.key}
                      options={SCORING_CRITERION_KEYS.map((k) => ({
                        value: k,
                        label: SCORING_CRITERIA[k].label,
                      }))}
                      onChange={(e) =>
                        set({
                          key: e.target.value as ScoringCriterion,
                          value:
                            SCORING_CRITERIA[e.target.value as ScoringCriterion].kind === "boolean"
                              ? "true"
                              : "",
                        })
                      }
                    />
                    {kind === "boolean" ? (
                      <SelectField
                        label="Value"
                        value={c.value}
                        options={[
                          { value: "true", label: "Yes" },
                          { value: "false", label: "No" },
                        ]}
                        onChange={(e) => set({ value: e.target.value })}
                      />
                    ) : (
                      <TextField
                        label="Value"
                        type={kind === "number" ? "number" : "text"}
                        value={c.value}
                        onChange={(e) => set({ value: e.target.value })}
                      />
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove criterion ${i + 1}`}
                      onClick={() =>
                        setDraft({ ...draft, criteria: draft.criteria.filter((_, j) => j !== i) })
                      }
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" />
                    </Button>
                  </div>
                );
              })}
              {fields.criteria ? (
                <p role="alert" className="text-sm text-danger">
                  {fields.criteria}
                </p>
              ) : null}
              <div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setDraft({ ...draft, criteria: [...draft.criteria, { key: "has_phone", value: "true" }] })
                  }
                >
                  Add criterion
                </Button>
              </div>
            </fieldset>
            <Button type="submit" disabled={busy === "save"}>
              Save and rescore leads
            </Button>
            <p className="text-xs text-muted-fg">{M.ruleCriteriaRequired}.</p>
          </form>
        ) : null}
      </Sheet>
    </div>
  );
}
