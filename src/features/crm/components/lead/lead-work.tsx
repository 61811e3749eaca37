import { useState } from "react";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { LEAD_ACTIVITY_TYPES, type LeadDetailDto, SETTABLE_LEAD_STATUSES } from "../../crm.contract.ts";
import type { LeadActions } from "./use-lead-actions.ts";

/** The lead's status, set as soon as it is chosen (a converted lead's is final). */
export function LeadStatus({ lead, actions }: { lead: LeadDetailDto; actions: LeadActions }) {
  return (
    <Card className="grid gap-3 p-4">
      <SelectField
        label="Status"
        value={lead.status}
        disabled={actions.busy === "status"}
        options={SETTABLE_LEAD_STATUSES.map((s) => ({ value: s, label: s }))}
        onChange={(e) => void actions.setStatus(e.target.value)}
      />
    </Card>
  );
}

/** Log an activity (a call, an email, a meeting…) on the lead's timeline. */
export function LogActivity({ actions }: { actions: LeadActions }) {
  const [activity, setActivity] = useState({ type: "call", description: "" });
  return (
    <Card className="p-4">
      <form
        className="grid gap-3"
        onSubmit={async (e) => {
          e.preventDefault();
          if (await actions.logActivity(activity)) setActivity({ ...activity, description: "" });
        }}
      >
        <h2 className="font-semibold">Log an activity</h2>
        <SelectField
          label="Type"
          value={activity.type}
          options={LEAD_ACTIVITY_TYPES.map((t) => ({ value: t, label: t }))}
          onChange={(e) => setActivity({ ...activity, type: e.target.value })}
        />
        <TextAreaField
          label="What happened"
          rows={3}
          value={activity.description}
          error={actions.fields.description}
          onChange={(e) => setActivity({ ...activity, description: e.target.value })}
        />
        <Button type="submit" variant="outline" disabled={actions.busy === "activity"}>
          Log activity
        </Button>
      </form>
    </Card>
  );
}
