import { Plus } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import type { RescoreResultDto, ScoringRuleDto } from "../crm.contract.ts";
import { criteriaOf, type RuleDraft, toDraft } from "../lib/scoring-rule-draft.ts";
import { RescoreResult } from "./scoring/rescore-result.tsx";
import { ScoringRuleSheet } from "./scoring/scoring-rule-sheet.tsx";
import { ScoringRulesTable } from "./scoring/scoring-rules-table.tsx";

/** The Lead Scoring tab: the rules; admins change them and see what the change did to the leads. */
export function ScoringRulesPanel({ rules, isAdmin }: { rules: ScoringRuleDto[]; isAdmin: boolean }) {
  const [draft, setDraft] = useState<RuleDraft | null>(null);
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
      {result ? <RescoreResult result={result} /> : null}
      <ScoringRulesTable rules={rules} isAdmin={isAdmin} onEdit={(r) => setDraft(toDraft(r))} />
      {isAdmin ? (
        <div>
          <Button variant="outline" onClick={() => setDraft(toDraft(null))}>
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add rule
          </Button>
        </div>
      ) : null}
      <ScoringRuleSheet
        draft={draft}
        onDraft={setDraft}
        onSave={() => void save()}
        busy={busy === "save"}
        fields={fields}
      />
    </div>
  );
}
