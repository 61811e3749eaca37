import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type RateDto,
  rateInputSchema,
  SEGMENT_LABELS,
  type SegmentKey,
} from "../../flare-delivery.contract.ts";

const BASES = [
  { value: "point", label: "Per point" },
  { value: "day", label: "Per day" },
];

/** One segment's rates, saved by an admin. */
export function RateForm({ segment, rate }: { segment: SegmentKey; rate: RateDto | null }) {
  const [v, setV] = useState({
    basis: rate?.basis ?? "day",
    rateLow: String(rate?.rateLow ?? ""),
    rateHigh: String(rate?.rateHigh ?? ""),
    pointsPerDay: String(rate?.pointsPerDay ?? 20),
    hoursPerDay: String(rate?.hoursPerDay ?? 8),
    currency: rate?.currency ?? "USD",
  });
  const [local, setLocal] = useState<Record<string, string>>({});
  const { run, busy, fields } = useStaffAction();
  const errors = { ...fields, ...local };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));
  const save = async () => {
    const body = {
      basis: v.basis,
      rateLow: num(v.rateLow),
      rateHigh: num(v.rateHigh),
      pointsPerDay: num(v.pointsPerDay),
      hoursPerDay: num(v.hoursPerDay),
      currency: v.currency,
    };
    const check = checkForm(rateInputSchema, body);
    setLocal(check.ok ? {} : check.fields);
    if (!check.ok) return;
    await run("save", () => api(`/api/flare/rates/${segment}`, { method: "PUT", body }), {
      failure: "Could not save the rates.",
      reload: false,
    });
  };
  const id = `rates-${segment}`;
  return (
    <Card className="p-4">
      <form
        aria-labelledby={id}
        className="grid gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h2 id={id} className="text-lg font-semibold">
          {SEGMENT_LABELS[segment]}
        </h2>
        {rate ? null : (
          <p className="text-sm text-muted-fg">No rates yet: proposals for this segment are refused.</p>
        )}
        <SelectField
          label="Charged"
          value={v.basis}
          onChange={set("basis")}
          options={BASES}
          error={errors.basis}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Low rate"
            inputMode="numeric"
            value={v.rateLow}
            onChange={set("rateLow")}
            error={errors.rateLow}
          />
          <TextField
            label="High rate"
            inputMode="numeric"
            value={v.rateHigh}
            onChange={set("rateHigh")}
            error={errors.rateHigh}
          />
          <TextField
            label="Points per day"
            inputMode="numeric"
            value={v.pointsPerDay}
            onChange={set("pointsPerDay")}
            error={errors.pointsPerDay}
          />
          <TextField
            label="Hours per day"
            inputMode="numeric"
            value={v.hoursPerDay}
            onChange={set("hoursPerDay")}
            error={errors.hoursPerDay}
          />
        </div>
        <TextField
          label="Currency"
          maxLength={3}
          value={v.currency}
          onChange={set("currency")}
          error={errors.currency}
        />
        <Button type="submit" disabled={busy !== null} aria-busy={busy === "save"}>
          Save {SEGMENT_LABELS[segment]} rates
        </Button>
      </form>
    </Card>
  );
}
