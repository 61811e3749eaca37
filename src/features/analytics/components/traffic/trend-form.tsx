import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import {
  TREND_MESSAGES as M,
  SEGMENT_LABELS,
  TRAFFIC_SEGMENTS,
  TREND_DIRECTIONS,
  type TrendDto,
  trendSchema,
} from "../../analytics.contract.ts";

export const DIRECTION_LABELS = { rising: "Rising", steady: "Steady", falling: "Falling" } as const;

/** Add trend or Edit trend: segment, title, description, direction, source link, shown or not. */
export function TrendForm({ trend, onDone }: { trend: TrendDto | null; onDone: () => void }) {
  const form = useStaffForm({
    segment: trend?.segment ?? "general",
    title: trend?.title ?? "",
    description: trend?.description ?? "",
    direction: trend?.direction ?? "rising",
    sourceUrl: trend?.sourceUrl ?? "",
    active: trend?.active ?? true,
  });
  const submit = async () => {
    const done = await form.submit(
      trendSchema,
      form.values,
      "trend",
      (body) =>
        trend
          ? api(`/api/analytics/trends/${trend.id}`, { method: "PUT", body })
          : api("/api/analytics/trends", { body }),
      { failure: M.saveFailed },
    );
    if (done) onDone();
  };

  return (
    <StaffForm className="mt-4" onSubmit={submit}>
      <SelectField
        label="Segment"
        options={TRAFFIC_SEGMENTS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] }))}
        {...form.field("segment")}
      />
      <TextField label="Title" required {...form.field("title")} />
      <TextAreaField label="Description" {...form.field("description")} />
      <SelectField
        label="Direction"
        options={TREND_DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_LABELS[d] }))}
        {...form.field("direction")}
      />
      <TextField
        label="Source link"
        type="url"
        inputMode="url"
        placeholder="https://"
        {...form.field("sourceUrl")}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.toggle("active")} />
        Active (shown on the Trends tab)
      </label>
      <Button type="submit" disabled={form.busy !== null}>
        {form.busy ? "Saving…" : trend ? "Save trend" : "Add trend"}
      </Button>
    </StaffForm>
  );
}
