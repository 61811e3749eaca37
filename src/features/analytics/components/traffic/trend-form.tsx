import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
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
  const [v, setV] = useState({
    segment: trend?.segment ?? "general",
    title: trend?.title ?? "",
    description: trend?.description ?? "",
    direction: trend?.direction ?? "rising",
    sourceUrl: trend?.sourceUrl ?? "",
    active: trend?.active ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { run, busy, fields } = useStaffAction();
  const shown = { ...fields, ...errors };
  const set =
    (k: "segment" | "title" | "description" | "direction" | "sourceUrl") =>
    (e: { target: { value: string } }) =>
      setV({ ...v, [k]: e.target.value });

  const submit = async () => {
    const checked = checkForm(trendSchema, v);
    if (!checked.ok) {
      setErrors(checked.fields);
      return;
    }
    setErrors({});
    const done = await run(
      "trend",
      () =>
        trend
          ? api(`/api/analytics/trends/${trend.id}`, { method: "PUT", body: v })
          : api("/api/analytics/trends", { body: v }),
      { failure: M.saveFailed },
    );
    if (done) onDone();
  };

  return (
    <form
      className="mt-4 grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <SelectField
        label="Segment"
        value={v.segment}
        onChange={set("segment")}
        error={shown.segment}
        options={TRAFFIC_SEGMENTS.map((s) => ({ value: s, label: SEGMENT_LABELS[s] }))}
      />
      <TextField label="Title" value={v.title} onChange={set("title")} error={shown.title} required />
      <TextAreaField
        label="Description"
        value={v.description}
        onChange={set("description")}
        error={shown.description}
      />
      <SelectField
        label="Direction"
        value={v.direction}
        onChange={set("direction")}
        error={shown.direction}
        options={TREND_DIRECTIONS.map((d) => ({ value: d, label: DIRECTION_LABELS[d] }))}
      />
      <TextField
        label="Source link"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={v.sourceUrl}
        onChange={set("sourceUrl")}
        error={shown.sourceUrl}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-4 w-4"
          checked={v.active}
          onChange={(e) => setV({ ...v, active: e.target.checked })}
        />
        Active (shown on the Trends tab)
      </label>
      <Button type="submit" disabled={busy !== null}>
        {busy ? "Saving…" : trend ? "Save trend" : "Add trend"}
      </Button>
    </form>
  );
}
