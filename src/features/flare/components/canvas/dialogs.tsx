import { Download, Paperclip, Upload } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { inputClass } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { SCREEN_GROUPS } from "../../content/screen-catalogue.ts";
import {
  type CodeData,
  DESIGN_LIMITS,
  type FeatureAttachment,
  type FeatureData,
  FLARE_MESSAGES as M,
  type PointTemplateDto,
  PRIORITIES,
  type Priority,
  type ScreenData,
  STAGES,
  type StageKey,
} from "../../flare.contract.ts";
import { STAGE_META, stageForPriority } from "../../lib/design.ts";
import { templatePoints } from "../../lib/points.ts";
import { suggestScreenType } from "../../lib/screen-type.ts";
import { Overlay } from "./overlay.tsx";

const textareaClass =
  "w-full rounded-md border border-border bg-bg px-3 py-2 text-sm text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger";

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const invalid = (error: string | null | undefined, id: string) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};

export type NewFeature = {
  label: string;
  description: string;
  priority: Priority;
  points: number;
  stage: StageKey | null;
};

/**
 * 'Add Custom Feature' (spec 3 §2, §5): name, description, priority (medium by
 * default), feature type from feature_point_templates, complexity factors and points. Choosing a
 * type sets the points to its base and clears the factors; each ticked factor multiplies, rounded;
 * a number typed by hand overrides.
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
  const [stage, setStage] = useState<StageKey | "none" | "auto">("auto");
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

  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      title="Add Custom Feature"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`}>
            Add Feature
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
        <Field id={`${id}-name`} label="Name" error={errors.label}>
          <input
            id={`${id}-name`}
            className={inputClass}
            value={label}
            maxLength={DESIGN_LIMITS.label}
            onChange={(e) => setLabel(e.target.value)}
            {...invalid(errors.label, `${id}-name`)}
          />
        </Field>
        <Field id={`${id}-desc`} label="Description" error={errors.description}>
          <textarea
            id={`${id}-desc`}
            rows={3}
            className={textareaClass}
            value={description}
            maxLength={DESIGN_LIMITS.description}
            onChange={(e) => setDescription(e.target.value)}
            {...invalid(errors.description, `${id}-desc`)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-priority`} label="Priority">
            <select
              id={`${id}-priority`}
              className={inputClass}
              value={priority}
              onChange={(e) => setPriority(e.target.value as Priority)}
            >
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {p[0]!.toUpperCase() + p.slice(1)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-stage`} label="Stage">
            <select
              id={`${id}-stage`}
              className={inputClass}
              value={stage}
              onChange={(e) => setStage(e.target.value as StageKey | "none" | "auto")}
            >
              <option value="auto">By priority ({STAGE_META[stageForPriority(priority)].label})</option>
              {STAGES.map((s) => (
                <option key={s} value={s}>
                  {STAGE_META[s].label}
                </option>
              ))}
              <option value="none">No stage yet</option>
            </select>
          </Field>
        </div>
        <Field id={`${id}-type`} label="Feature type">
          <select
            id={`${id}-type`}
            className={inputClass}
            value={type}
            onChange={(e) => chooseType(e.target.value)}
          >
            <option value="">{templates ? "Choose a type (sets the points)" : "Loading types…"}</option>
            {templates?.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.basePoints} pts)
              </option>
            ))}
          </select>
        </Field>
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
        <Field id={`${id}-points`} label="Points" error={errors.points}>
          <input
            id={`${id}-points`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className={inputClass}
            value={points}
            onChange={(e) => setPoints(e.target.value)}
            {...invalid(errors.points, `${id}-points`)}
          />
        </Field>
      </form>
    </Overlay>
  );
}

/** 'Add Custom Screen': name and description (both required); the type follows the keyword rules unless chosen. */
export function CustomScreenDialog({
  open,
  onOpenChange,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (screen: { label: string; description: string; screenType: string }) => void;
}) {
  const id = useId();
  const [label, setLabel] = useState("");
  const [description, setDescription] = useState("");
  const [screenType, setScreenType] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setLabel("");
    setDescription("");
    setScreenType("");
    setError(null);
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!label.trim() || !description.trim()) {
      setError(M.screenRequired);
      toast.error(M.screenRequired, { id: "flare-screen" });
      return;
    }
    onCreate({
      label: label.trim(),
      description: description.trim(),
      screenType: screenType || suggestScreenType(label, description),
    });
    onOpenChange(false);
  }

  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      title="Add Custom Screen"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`}>
            Add Screen
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Field id={`${id}-name`} label="Name">
          <input
            id={`${id}-name`}
            className={inputClass}
            value={label}
            maxLength={DESIGN_LIMITS.label}
            aria-invalid={error && !label.trim() ? true : undefined}
            onChange={(e) => setLabel(e.target.value)}
          />
        </Field>
        <Field id={`${id}-desc`} label="Description">
          <textarea
            id={`${id}-desc`}
            rows={3}
            className={textareaClass}
            value={description}
            maxLength={DESIGN_LIMITS.description}
            aria-invalid={error && !description.trim() ? true : undefined}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <ScreenTypeSelect id={`${id}-type`} value={screenType} onChange={setScreenType} allowAuto />
      </form>
    </Overlay>
  );
}

function ScreenTypeSelect({
  id,
  value,
  onChange,
  allowAuto,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  allowAuto?: boolean;
}) {
  return (
    <Field id={id} label="Screen type">
      <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {allowAuto ? <option value="">Suggested from the name and description</option> : null}
        {SCREEN_GROUPS.map((g) => (
          <optgroup key={g.id} label={g.label}>
            {g.screens.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}

const lines = (s: string) =>
  s
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, DESIGN_LIMITS.listItems);

/** Edits a feature: every field of its data, objectives, notes and attachments. */
export function FeatureEditor({
  open,
  onOpenChange,
  data,
  onSave,
  onUpload,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: FeatureData;
  onSave: (data: FeatureData) => void;
  /** Uploads a file for this feature; resolves to the stored attachment. */
  onUpload: (file: File) => Promise<FeatureAttachment>;
}) {
  const id = useId();
  const [draft, setDraft] = useState(data);
  const [objectives, setObjectives] = useState(data.objectives.join("\n"));
  const [points, setPoints] = useState(String(data.points));
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  // The form starts from the feature when the dialog opens; an upload changing the feature meanwhile
  // must not throw away what is being typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    setDraft(data);
    setObjectives(data.objectives.join("\n"));
    setPoints(String(data.points));
    setError(null);
  }, [open]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const n = Number(points);
    if (!draft.label.trim()) return setError(M.featureRequired);
    if (points.trim() === "" || !Number.isInteger(n) || n < 0) return setError(M.pointsRequired);
    onSave({ ...draft, label: draft.label.trim(), points: n, objectives: lines(objectives) });
    onOpenChange(false);
  }

  async function upload(file: File) {
    setUploading(true);
    try {
      const attachment = await onUpload(file);
      setDraft((d) =>
        d.attachments.some((a) => a.id === attachment.id)
          ? d
          : { ...d, attachments: [...d.attachments, attachment] },
      );
      toast.success(M.uploaded);
    } catch (err) {
      toast.error(M.uploadFailed, {
        description: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : undefined,
      });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Feature"
      wide
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`}>
            Save Changes
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate className="grid gap-4">
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-[1fr_auto_auto]">
          <Field id={`${id}-name`} label="Name">
            <input
              id={`${id}-name`}
              className={inputClass}
              value={draft.label}
              maxLength={DESIGN_LIMITS.label}
              onChange={(e) => setDraft({ ...draft, label: e.target.value })}
            />
          </Field>
          <Field id={`${id}-priority`} label="Priority">
            <select
              id={`${id}-priority`}
              className={inputClass}
              value={draft.priority}
              onChange={(e) => setDraft({ ...draft, priority: e.target.value as Priority })}
            >
              {PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {p[0]!.toUpperCase() + p.slice(1)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-points`} label="Points">
            <input
              id={`${id}-points`}
              type="number"
              min={0}
              className={`${inputClass} w-28`}
              value={points}
              onChange={(e) => setPoints(e.target.value)}
            />
          </Field>
        </div>
        <Field id={`${id}-desc`} label="Description">
          <textarea
            id={`${id}-desc`}
            rows={3}
            className={textareaClass}
            value={draft.description}
            maxLength={DESIGN_LIMITS.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </Field>
        <Field id={`${id}-objectives`} label="Objectives (one per line)">
          <textarea
            id={`${id}-objectives`}
            rows={3}
            className={textareaClass}
            value={objectives}
            onChange={(e) => setObjectives(e.target.value)}
          />
        </Field>
        <Field id={`${id}-notes`} label="Notes">
          <textarea
            id={`${id}-notes`}
            rows={3}
            className={textareaClass}
            value={draft.notes}
            maxLength={DESIGN_LIMITS.notes}
            onChange={(e) => setDraft({ ...draft, notes: e.target.value })}
          />
        </Field>
        <section aria-label="Attachments" className="grid gap-2">
          <p className="flex items-center gap-2 text-sm font-medium">
            <Paperclip aria-hidden="true" className="h-4 w-4" /> Attachments
          </p>
          {draft.attachments.length ? (
            <ul className="grid gap-1">
              {draft.attachments.map((a) => (
                <li key={a.id}>
                  <a
                    href={a.url}
                    download={a.name}
                    className="inline-flex items-center gap-2 text-sm text-primary underline underline-offset-4"
                  >
                    <Download aria-hidden="true" className="h-4 w-4" /> {a.name}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-fg">No files yet.</p>
          )}
          <div>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? <Spinner label="Uploading" /> : <Upload aria-hidden="true" className="h-4 w-4" />}
              Attach a file
            </Button>
            <p className="mt-1 text-xs text-muted-fg">
              Images, PDF, office documents, text or ZIP, up to 10 MB.
            </p>
          </div>
        </section>
      </form>
    </Overlay>
  );
}

/** Edits a screen's name, description and type. */
export function ScreenEditor({
  open,
  onOpenChange,
  data,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: ScreenData;
  onSave: (data: ScreenData) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(data);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDraft(data);
      setError(null);
    }
  }, [open, data]);
  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Screen"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`}>
            Save Changes
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!draft.label.trim() || !draft.description.trim()) return setError(M.screenRequired);
          onSave({ ...draft, label: draft.label.trim(), description: draft.description.trim() });
          onOpenChange(false);
        }}
      >
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <Field id={`${id}-name`} label="Name">
          <input
            id={`${id}-name`}
            className={inputClass}
            value={draft.label}
            onChange={(e) => setDraft({ ...draft, label: e.target.value })}
          />
        </Field>
        <Field id={`${id}-desc`} label="Description">
          <textarea
            id={`${id}-desc`}
            rows={3}
            className={textareaClass}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </Field>
        <ScreenTypeSelect
          id={`${id}-type`}
          value={draft.screenType}
          onChange={(v) => setDraft({ ...draft, screenType: v })}
        />
      </form>
    </Overlay>
  );
}

/** Adds or edits a code block (code view). */
export function CodeEditor({
  open,
  onOpenChange,
  data,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: CodeData | null;
  onSave: (data: CodeData) => void;
}) {
  const id = useId();
  const empty: CodeData = { label: "", description: "", code: "", language: "tsx" };
  const [draft, setDraft] = useState<CodeData>(data ?? empty);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setDraft(data ?? empty);
      setError(null);
    }
  }, [open, data]);
  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      title={data ? "Edit Code Block" : "Add Code Block"}
      wide
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`}>
            {data ? "Save Changes" : "Add Code Block"}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!draft.label.trim() || !draft.code.trim()) return setError("Name and code are required.");
          onSave({ ...draft, label: draft.label.trim() });
          onOpenChange(false);
        }}
      >
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <Field id={`${id}-name`} label="Name">
            <input
              id={`${id}-name`}
              className={inputClass}
              value={draft.label}
              onChange={(e) => setDraft({ ...draft, label: e.target.value })}
            />
          </Field>
          <Field id={`${id}-lang`} label="Language">
            <input
              id={`${id}-lang`}
              className={inputClass}
              value={draft.language}
              maxLength={40}
              onChange={(e) => setDraft({ ...draft, language: e.target.value })}
            />
          </Field>
        </div>
        <Field id={`${id}-desc`} label="Description">
          <input
            id={`${id}-desc`}
            className={inputClass}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
        </Field>
        <Field id={`${id}-code`} label="Code">
          <textarea
            id={`${id}-code`}
            rows={12}
            spellCheck={false}
            className={`${textareaClass} font-mono text-xs`}
            value={draft.code}
            maxLength={DESIGN_LIMITS.code}
            onChange={(e) => setDraft({ ...draft, code: e.target.value })}
          />
        </Field>
      </form>
    </Overlay>
  );
}
