import { type FormEvent, useEffect, useId, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import {
  DESIGN_LIMITS,
  FLARE_MESSAGES as M,
  type PointTemplateDto,
  type Priority,
  STAGES,
  type StageKey,
} from "../../flare.contract.ts";
import { STAGE_META, stageForPriority } from "../../lib/design.ts";
import { templatePoints } from "../../lib/points.ts";
import { FormOverlay } from "./overlay.tsx";
import { PRIORITY_OPTIONS } from "./priority-options.ts";

export type NewFeature = {
  label: string;
  description: string;
  priority: Priority;
  points: number;
  stage: StageKey | null;
};

type StageChoice = StageKey | "none" | "auto";

/**
 * 'Add Custom Feature': name, description, priority (medium by default), the stage, a feature type
 * from the point templates, its complexity factors and the points. Choosing a type sets the points
 * to its base and clears the factors; each ticked factor multiplies, rounded; a number typed by
 * hand overrides.
 */
export function CustomFeatureDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (feature: NewFeature) => void;
}) {
  const id = useId();
  const [templates, setTemplates] = useState<PointTemplateDto[] | null>(null);
  const [label, setLabel] = useState("");
  const [description, setDescription] = useState("");
  const [priority, setPriority] = useState<Priority>("medium");
  const [type, setType] = useState("");
  const [ticked, setTicked] = useState<string[]>([]);
  const [points, setPoints] = useState("0");
  const [stage, setStage] = useState<StageChoice>("auto");
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!open) return;
    setLabel("");
    setDescription("");
    setPriority("medium");
    setType("");
    setTicked([]);
    setPoints("0");
    setStage("auto");
    setErrors({});
    let live = true;
    api<{ templates: PointTemplateDto[] }>("/api/flare/point-templates")
      .then((r) => live && setTemplates(r.templates))
      .catch(() => {
        if (live) toast.error(M.templatesFailed);
      });
    return () => {
      live = false;
    };
  }, [open]);

  const template = templates?.find((t) => t.id === type);

  function chooseType(value: string) {
    setType(value);
    setTicked([]);
    const t = templates?.find((x) => x.id === value);
    if (t) setPoints(String(t.basePoints));
  }

  function toggle(factor: string, on: boolean) {
    const next = on ? [...ticked, factor] : ticked.filter((f) => f !== factor);
    setTicked(next);
    if (template) setPoints(String(templatePoints(template.basePoints, template.multipliers, next)));
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!label.trim()) next.label = M.featureRequired;
    if (!description.trim()) next.description = M.featureDescriptionRequired;
    const n = Number(points);
    if (points.trim() === "" || !Number.isInteger(n) || n < 0) next.points = M.pointsRequired;
    setErrors(next);
    if (Object.keys(next).length) {
      toast.error(Object.values(next)[0]!, { id: "flare-feature" });
      return;
    }
    onCreate({
      label: label.trim(),
      description: description.trim(),
      priority,
      points: n,
      stage: stage === "none" ? null : stage === "auto" ? stageForPriority(priority) : stage,
    });
    onOpenChange(false);
  }

  const stageOptions = [
    { value: "auto", label: `By priority (${STAGE_META[stageForPriority(priority)].label})` },
    ...STAGES.map((s) => ({ value: s, label: STAGE_META[s].label })),
    { value: "none", label: "No stage yet" },
  ];
  return (
    <FormOverlay
      open={open}
      onOpenChange={onOpenChange}
      title="Add Custom Feature"
      submitLabel="Add Feature"
      onSubmit={submit}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        value={label}
        maxLength={DESIGN_LIMITS.label}
        onChange={(e) => setLabel(e.target.value)}
        error={errors.label}
      />
      <TextAreaField
        id={`${id}-desc`}
        label="Description"
        rows={3}
        value={description}
        maxLength={DESIGN_LIMITS.description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-priority`}
          label="Priority"
          value={priority}
          onChange={(e) => setPriority(e.target.value as Priority)}
          options={PRIORITY_OPTIONS}
        />
        <SelectField
          id={`${id}-stage`}
          label="Stage"
          value={stage}
          onChange={(e) => setStage(e.target.value as StageChoice)}
          options={stageOptions}
        />
      </div>
      <SelectField
        id={`${id}-type`}
        label="Feature type"
        value={type}
        onChange={(e) => chooseType(e.target.value)}
        placeholder={templates ? "Choose a type (sets the points)" : "Loading types…"}
        options={templates?.map((t) => ({ value: t.id, label: `${t.name} (${t.basePoints} pts)` })) ?? []}
      />
      {template ? (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Complexity factors</legend>
          <p className="text-xs text-muted-fg">{template.description}</p>
          {Object.entries(template.multipliers).map(([factor, m]) => (
            <label key={factor} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--primary)]"
                checked={ticked.includes(factor)}
                onChange={(e) => toggle(factor, e.target.checked)}
              />
              {factor} <span className="text-muted-fg">×{m}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextField
        id={`${id}-points`}
        label="Points"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={points}
        onChange={(e) => setPoints(e.target.value)}
        error={errors.points}
      />
    </FormOverlay>
  );
}
