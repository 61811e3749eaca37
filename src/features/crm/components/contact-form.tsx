import { useState } from "react";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { LIFECYCLE_STAGES, CRM_MESSAGES as M } from "../crm.contract.ts";

export type ContactFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  jobTitle: string;
  department: string;
  companyId: string;
  lifecycleStage: string;
  notes: string;
  linkedin: string;
  twitter: string;
  github: string;
};

export const EMPTY_CONTACT: ContactFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  jobTitle: "",
  department: "",
  companyId: "",
  lifecycleStage: "new",
  notes: "",
  linkedin: "",
  twitter: "",
  github: "",
};

/** Create and edit a contact: first and last name are required. */
export function ContactForm({
  initial,
  companies,
  submitLabel,
  busy,
  errors,
  onSubmit,
  onCancel,
}: {
  initial: ContactFormValues;
  companies: { id: string; name: string }[];
  submitLabel: string;
  busy: boolean;
  errors: Record<string, string>;
  onSubmit: (values: ContactFormValues) => void;
  onCancel?: () => void;
}) {
  const [v, setV] = useState(initial);
  const set = (k: keyof ContactFormValues) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!v.firstName.trim() || !v.lastName.trim()) {
          toast.error(!v.firstName.trim() ? M.firstNameRequired : M.lastNameRequired);
          return;
        }
        onSubmit(v);
      }}
    >
      <TextField
        label="First name"
        required
        value={v.firstName}
        error={errors.firstName}
        onChange={set("firstName")}
      />
      <TextField
        label="Last name"
        required
        value={v.lastName}
        error={errors.lastName}
        onChange={set("lastName")}
      />
      <TextField label="Email" type="email" value={v.email} error={errors.email} onChange={set("email")} />
      <TextField label="Phone" type="tel" value={v.phone} error={errors.phone} onChange={set("phone")} />
      <TextField label="Job title" value={v.jobTitle} error={errors.jobTitle} onChange={set("jobTitle")} />
      <TextField
        label="Department"
        value={v.department}
        error={errors.department}
        onChange={set("department")}
      />
      <SelectField
        label="Company"
        value={v.companyId}
        error={errors.companyId}
        options={[
          { value: "", label: "No company" },
          ...companies.map((c) => ({ value: c.id, label: c.name })),
        ]}
        onChange={set("companyId")}
      />
      <SelectField
        label="Lifecycle stage"
        value={v.lifecycleStage}
        options={LIFECYCLE_STAGES.map((s) => ({ value: s, label: s }))}
        onChange={set("lifecycleStage")}
      />
      <TextField label="LinkedIn" value={v.linkedin} onChange={set("linkedin")} />
      <TextField label="Twitter" value={v.twitter} onChange={set("twitter")} />
      <TextField label="GitHub" value={v.github} onChange={set("github")} />
      <TextAreaField
        label="Notes"
        className="sm:col-span-2"
        value={v.notes}
        error={errors.notes}
        onChange={set("notes")}
      />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function contactBody(v: ContactFormValues) {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  const socialProfiles = Object.fromEntries(
    (["linkedin", "twitter", "github"] as const).filter((k) => v[k].trim()).map((k) => [k, v[k].trim()]),
  );
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: orNull(v.email),
    phone: orNull(v.phone),
    jobTitle: orNull(v.jobTitle),
    department: orNull(v.department),
    companyId: orNull(v.companyId),
    lifecycleStage: v.lifecycleStage,
    notes: orNull(v.notes),
    socialProfiles,
  };
}
