import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type RoutingSettingsDto,
  routingSettingsSchema,
  type StaffOptionDto,
} from "../../revenue.contract.ts";

/** The fallback owner (no rule matched, or everyone is at the cap) and the waiting thresholds. */
export function RoutingSettingsForm({
  settings,
  staff,
}: {
  settings: RoutingSettingsDto;
  staff: StaffOptionDto[];
}) {
  const { run, busy, fields, setFields } = useStaffAction();
  const [fallbackOwnerId, setFallback] = useState(settings.fallbackOwner?.id ?? "");
  const [amber, setAmber] = useState(String(settings.waitAmberMinutes));
  const [red, setRed] = useState(String(settings.waitRedMinutes));
  const save = async () => {
    const checked = checkForm(routingSettingsSchema, {
      fallbackOwnerId: fallbackOwnerId || null,
      waitAmberMinutes: amber,
      waitRedMinutes: red,
    });
    if (!checked.ok) return setFields(checked.fields);
    await run("settings", () => api("/api/crm/routing/settings", { method: "PUT", body: checked.data }), {
      failure: "Failed to save the routing settings",
    });
  };
  return (
    <Card className="grid gap-4" role="region" aria-labelledby="routing-settings">
      <h2 id="routing-settings" className="text-lg font-semibold">
        Fallback and waiting times
      </h2>
      <form
        className="grid gap-4 sm:grid-cols-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <SelectField
          label="Fallback owner"
          placeholder="Nobody (leave unassigned)"
          value={fallbackOwnerId}
          error={fields.fallbackOwnerId}
          options={staff.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(e) => setFallback(e.target.value)}
        />
        <TextField
          label="Amber after (minutes)"
          inputMode="numeric"
          value={amber}
          error={fields.waitAmberMinutes}
          onChange={(e) => setAmber(e.target.value)}
        />
        <TextField
          label="Red after (minutes)"
          inputMode="numeric"
          value={red}
          error={fields.waitRedMinutes}
          onChange={(e) => setRed(e.target.value)}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={busy === "settings"}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
