import type { ReactNode } from "react";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";

// The fields the two schedule dialogs share (the day change and the weekly pattern), bound with
// useStaffForm's `field` (value, change, error) and `toggle` (checked, change).

type Bound = {
  value: string;
  onChange: (e: { currentTarget: { value: string } }) => void;
  error?: string | undefined;
};
type Toggle = { checked: boolean; onChange: (e: { currentTarget: { checked: boolean } }) => void };

/** A checkbox with its label, as the schedule dialogs show them. */
export function CheckField({
  toggle,
  children,
  className = "flex items-center gap-2 text-sm",
}: {
  toggle: Toggle;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={className}>
      <input type="checkbox" className="h-4 w-4 accent-primary" {...toggle} />
      {children}
    </label>
  );
}

/** The date a change or a pattern starts on: today or later. */
export function DateField({ label, today, bound }: { label: string; today: string; bound: Bound }) {
  return <TextField label={label} type="date" min={today} {...bound} />;
}

/** A start and an end time; `name` prefixes the labels in the weekly pattern ("Monday start"). */
export function HoursFields({ name, start, end }: { name?: string; start: Bound; end: Bound }) {
  return (
    <>
      <TextField label={name ? `${name} start` : "Start time"} type="time" {...start} />
      <TextField label={name ? `${name} end` : "End time"} type="time" {...end} />
    </>
  );
}

/** The employee's reason for a proposal. */
export function ReasonField({ bound }: { bound: Bound }) {
  return <TextAreaField label="Reason" {...bound} />;
}

/** Cancel and the dialog's submit button. */
export function DialogActions({
  onCancel,
  busy,
  submitLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
