import { api } from "#src/lib/api-client.ts";
import { companyCurrencyCode } from "#src/lib/money.ts";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
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
  const form = useStaffForm({
    basis: rate?.basis ?? "day",
    rateLow: String(rate?.rateLow ?? ""),
    rateHigh: String(rate?.rateHigh ?? ""),
    pointsPerDay: String(rate?.pointsPerDay ?? 20),
    hoursPerDay: String(rate?.hoursPerDay ?? 8),
    currency: rate?.currency ?? companyCurrencyCode(),
  });
  const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s));
  const save = () => {
    const v = form.values;
    const body = {
      basis: v.basis,
      rateLow: num(v.rateLow),
      rateHigh: num(v.rateHigh),
      pointsPerDay: num(v.pointsPerDay),
      hoursPerDay: num(v.hoursPerDay),
      currency: v.currency,
    };
    return form.submit(
      rateInputSchema,
      body,
      "save",
      (data) => api(`/api/flare/rates/${segment}`, { method: "PUT", body: data }),
      { failure: "Could not save the rates.", reload: false },
    );
  };
  const id = `rates-${segment}`;
  return (
    <Card className="p-4">
      <StaffForm aria-labelledby={id} className="gap-3" onSubmit={save}>
        <h2 id={id} className="text-lg font-semibold">
          {SEGMENT_LABELS[segment]}
        </h2>
        {rate ? null : (
          <p className="text-sm text-muted-fg">No rates yet: proposals for this segment are refused.</p>
        )}
        <SelectField label="Charged" options={BASES} {...form.field("basis")} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Low rate" inputMode="numeric" {...form.field("rateLow")} />
          <TextField label="High rate" inputMode="numeric" {...form.field("rateHigh")} />
          <TextField label="Points per day" inputMode="numeric" {...form.field("pointsPerDay")} />
          <TextField label="Hours per day" inputMode="numeric" {...form.field("hoursPerDay")} />
        </div>
        <TextField label="Currency" maxLength={3} {...form.field("currency")} />
        <Button type="submit" disabled={form.busy !== null} aria-busy={form.busy === "save"}>
          Save {SEGMENT_LABELS[segment]} rates
        </Button>
      </StaffForm>
    </Card>
  );
}
