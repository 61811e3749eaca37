import { CalendarCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button-base.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import type { ConsultationDto } from "../enterprise.contract.ts";
import {
  CONSULTATION_FOLLOW_UP,
  ENTERPRISE_LIMITS,
  ENTERPRISE_MESSAGES as M,
} from "../lib/enterprise-rules.ts";

const TOAST_ID = "enterprise-consultation";

/**
 * The consultation request modal of the report view: name and email required, phone optional; the
 * request is stored as a lead so a person follows up.
 */
export function ConsultationDialog({
  analysisId,
  defaultEmail,
}: {
  analysisId: string;
  defaultEmail: string;
}) {
  const submission = useSubmissionKey();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [email, setEmail] = useState(defaultEmail);
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!name.trim() || !email.trim()) {
      setErrors({
        ...(name.trim() ? {} : { name: M.consultationRequired }),
        ...(email.trim() ? {} : { email: M.consultationRequired }),
      });
      toast.error(M.consultationRequired, { id: TOAST_ID });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api<ConsultationDto>("/api/enterprise/consultations", {
        body: { name, email, phone, analysisId },
        submission,
      });
      toast.success(M.consultationSuccess, { id: TOAST_ID });
      setOpen(false);
      setName("");
      setPhone("");
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        setErrors(err.fields);
        toast.error(err.message, { id: TOAST_ID });
      } else toast.error(M.consultationFailed, { id: TOAST_ID });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <CalendarCheck aria-hidden="true" className="h-4 w-4" />
          Book a Consultation
        </Button>
      }
      title="Book a Free Consultation"
      description={`An enterprise modernization expert will walk through your report with you. We follow up within ${CONSULTATION_FOLLOW_UP}.`}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <TextField
          id={`${id}-name`}
          label="Name"
          autoComplete="name"
          aria-required
          maxLength={ENTERPRISE_LIMITS.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="email"
          aria-required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          id={`${id}-phone`}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          maxLength={ENTERPRISE_LIMITS.phone}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={errors.phone}
        />
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
          {busy ? <Spinner label="Sending" /> : null}
          {busy ? "Sending..." : "Request Consultation"}
        </Button>
      </form>
    </FormDialog>
  );
}
