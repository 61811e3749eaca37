import { PenLine } from "lucide-react";
import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { SelectField, TextAreaField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import { failureMessage } from "../../lib/failure.ts";
import { performanceReviewSchema } from "../../people.contract.ts";

const EMPTY = {
  employeeId: "",
  period: "",
  rating: "",
  strengths: "",
  improvements: "",
  privateNotes: "",
  notesShared: false as boolean,
};

/** Write a review: for a report (a manager) or anyone (an administrator). */
export function WriteReviewDialog({ people }: { people: { id: string; name: string }[] }) {
  const [open, setOpen] = useState(false);
  const form = useStaffForm(EMPTY);
  const submit = async () => {
    const { values } = form;
    const done = await form.submit(
      performanceReviewSchema,
      {
        ...values,
        rating: values.rating ? Number(values.rating) : undefined,
        notesShared: values.notesShared,
      },
      "save",
      (body) => api<{ message: string }>("/api/people/reviews", { body }),
      { failure: (err) => failureMessage(err, "Failed to save the review") },
    );
    if (!done) return;
    setOpen(false);
    form.setValues(EMPTY);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        form.clearErrors();
      }}
      title="Write a Review"
      description="The employee sees the review; the private notes only if you share them."
      trigger={
        <Button>
          <PenLine aria-hidden="true" className="h-4 w-4" /> Write a review
        </Button>
      }
    >
      <StaffForm onSubmit={submit}>
        <SelectField
          label="Employee"
          placeholder="Select an employee"
          options={people.map((p) => ({ value: p.id, label: p.name }))}
          {...form.field("employeeId")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Period" placeholder="H1 2026" maxLength={60} {...form.field("period")} />
          <SelectField
            label="Rating"
            placeholder="Choose 1 to 5"
            options={["5", "4", "3", "2", "1"].map((n) => ({ value: n, label: `${n} out of 5` }))}
            {...form.field("rating")}
          />
        </div>
        <TextAreaField label="Strengths" {...form.field("strengths")} />
        <TextAreaField label="Improvements" {...form.field("improvements")} />
        <TextAreaField
          label="Private notes"
          hint="Seen by the employee's managers and administrators"
          {...form.field("privateNotes")}
        />
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="h-4 w-4 accent-primary" {...form.toggle("notesShared")} />
          Share the private notes with the employee
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.busy !== null}>
            Save review
          </Button>
        </div>
      </StaffForm>
    </FormDialog>
  );
}
