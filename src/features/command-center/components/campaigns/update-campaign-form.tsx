import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { companyCurrencyCode } from "#src/lib/money.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  CAMPAIGN_STATUSES,
  type CampaignDto,
  CAMPAIGN_MESSAGES as M,
} from "../../command-center.contract.ts";
import { STATUS_LABEL } from "../../lib/campaign-format.ts";

/** Update progress: the progress, the spend so far and the status of one campaign. */
export function UpdateCampaignForm({ campaign, onDone }: { campaign: CampaignDto; onDone: () => void }) {
  const [progress, setProgress] = useState(String(campaign.progress));
  const [spent, setSpent] = useState(String(campaign.budgetSpent));
  const [status, setStatus] = useState<string>(campaign.status);
  const { run, busy, fields } = useStaffAction();
  return (
    <form
      className="mt-4 grid gap-4"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        const done = await run(
          "update",
          () =>
            api(`/api/command-center/campaigns/${campaign.id}`, {
              method: "PATCH",
              body: {
                progress: progress.trim() === "" ? undefined : Number(progress),
                budgetSpent: spent.trim() === "" ? undefined : Number(spent),
                status,
              },
            }),
          { failure: M.updateFailed },
        );
        if (done) onDone();
      }}
    >
      <TextField
        label="Progress (%)"
        type="number"
        min={0}
        max={100}
        value={progress}
        onChange={(e) => setProgress(e.target.value)}
        error={fields.progress}
      />
      <TextField
        label={`Spent so far (${companyCurrencyCode()})`}
        type="number"
        min={0}
        value={spent}
        onChange={(e) => setSpent(e.target.value)}
        error={fields.budgetSpent}
      />
      <SelectField
        label="Status"
        value={status}
        onChange={(e) => setStatus(e.target.value)}
        options={CAMPAIGN_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
      />
      <Button type="submit" disabled={busy !== null}>
        {busy ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
