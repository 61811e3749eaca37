import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button-base.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { FLARE_APPLY } from "../content/landing.ts";
import type { FlareApplicationResultDto } from "../flare.contract.ts";
import { APPLY_LIMITS, FLARE_MESSAGES as M } from "../lib/messages.ts";

type Field = "name" | "email" | "company" | "stage" | "idea";
const EMPTY: Record<Field, string> = { name: "", email: "", company: "", stage: "", idea: "" };

/** The /flare/apply form: stored on the server as a lead (source flare-application). */
export function ApplyForm() {
  const hydrated = useHydrated();
  const submission = useSubmissionKey();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const res = await api<FlareApplicationResultDto>("/api/flare/applications", {
        body: values,
        submission,
      });
      setSent(res.message);
      setValues(EMPTY);
      toast.success(res.message);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields as Partial<Record<Field, string>>);
      const reason = err instanceof ApiError && err.status > 0 && err.status < 500;
      toast.error(reason ? (err as ApiError).message : M.applyFailed, { id: "flare-apply-error" });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-border bg-card p-6 text-center sm:p-8">
        <p className="text-lg font-semibold">{sent}</p>
      </div>
    );
  }
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5 rounded-2xl border border-border bg-card p-6 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="flare-apply-name"
          label="Name"
          autoComplete="name"
          aria-required
          maxLength={APPLY_LIMITS.line}
          value={values.name}
          onChange={set("name")}
          error={errors.name}
        />
        <TextField
          id="flare-apply-email"
          label="Email"
          type="email"
          autoComplete="email"
          aria-required
          maxLength={APPLY_LIMITS.email}
          value={values.email}
          onChange={set("email")}
          error={errors.email}
        />
        <TextField
          id="flare-apply-company"
          label="Company (optional)"
          autoComplete="organization"
          maxLength={APPLY_LIMITS.line}
          value={values.company}
          onChange={set("company")}
          error={errors.company}
        />
        <SelectField
          id="flare-apply-stage"
          label="Where are you now? (optional)"
          value={values.stage}
          onChange={set("stage")}
          placeholder="Choose one"
          options={FLARE_APPLY.stages}
        />
      </div>
      <TextAreaField
        id="flare-apply-idea"
        label="What do you want to build?"
        rows={6}
        aria-required
        maxLength={APPLY_LIMITS.text}
        value={values.idea}
        onChange={set("idea")}
        error={errors.idea}
        placeholder="Who it is for, the problem it solves and what the first version must do."
      />
      <div>
        <Button type="submit" size="lg" disabled={!hydrated || busy} aria-busy={busy}>
          {busy ? <Spinner label="Sending" /> : <Send aria-hidden="true" className="h-4 w-4" />}
          Send Application
        </Button>
      </div>
    </form>
  );
}
