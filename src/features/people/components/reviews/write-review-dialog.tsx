import { PenLine } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { failureMessage } from "../../lib/failure.ts";
import { performanceReviewSchema } from "../../people.contract.ts";

const EMPTY = { employeeId: "", period: "", rating: "", strengths: "", improvements: "", privateNotes: "" };

/** Write a review: for a report (a manager) or anyone (an administrator). */
export function WriteReviewDialog({ people }: { people: { id: string; name: string }[] }) {
  const [open, setOpen] = useState(false);
  const [v, setV] = useState(EMPTY);
  const [shared, setShared] = useState(false);
  const { run, busy, fields: errors, setFields } = useStaffAction();
  const set = (key: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setV((prev) => ({ ...prev, [key]: value }));
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkForm(performanceReviewSchema, {
      ...v,
      rating: v.rating ? Number(v.rating) : undefined,
      notesShared: shared,
    });
    if (!checked.ok) {
      setFields(checked.fields);
      return;
    }
    const done = await run(
      "save",
      () => api<{ message: string }>("/api/people/reviews", { body: checked.data }),
      { failure: (err) => failureMessage(err, "Failed to save the review") },
    );
    if (!done) return;
    setOpen(false);
    setV(EMPTY);
    setShared(false);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setFields({});
      }}
      title="Write a Review"
      description="The employee sees the review; the private notes only if you share them."
      trigger={
        <Button>
          <PenLine aria-hidden="true" className="h-4 w-4" /> Write a review
        </Button>
      }
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <SelectField
          label="Employee"
          value={v.employeeId}
          placeholder="Select an employee"
          onChange={set("employeeId")}
          options={people.map((p) => ({ value: p.id, label: p.name }))}
          error={errors.employeeId}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Period"
            placeholder="H1 2026"
            value={v.period}
            maxLength={60}
            onChange={set("period")}
            error={errors.period}
          />
          <SelectField
            label="Rating"
            value={v.rating}
            placeholder="Choose 1 to 5"
            onChange={set("rating")}
            options={["5", "4", "3", "2", "1"].map((n) => ({ value: n, label: `${n} out of 5` }))}
            error={errors.rating}
          />
        </div>
        <TextAreaField
          label="Strengths"
          value={v.strengths}
          onChange={set("strengths")}
          error={errors.strengths}
        />
        <TextAreaField
          label="Improvements"
          value={v.improvements}
          onChange={set("improvements")}
          error={errors.improvements}
        />
        <TextAreaField
          label="Private notes"
          hint="Seen by the employee's managers and administrators"
          value={v.privateNotes}
          onChange={set("privateNotes")}
          error={errors.privateNotes}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="h-4 w-4 accent-primary"
            checked={shared}
            onChange={(e) => setShared(e.currentTarget.checked)}
          />
          Share the private notes with the employee
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy !== null}>
            Save review
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
