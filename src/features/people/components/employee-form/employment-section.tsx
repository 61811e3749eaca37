import { Link } from "react-router";
import { Card } from "#src/ui/card.tsx";
import { SelectField } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { type OrgChoices, OTHER, titlesFor } from "../../lib/employee-form-values.ts";
import { fullName } from "../../lib/format.ts";
import type { PersonRef } from "../../people.contract.ts";
import type { SectionProps } from "./section-props.ts";

/**
 * Basic information: name, email, start date, department and title (each with an 'Other' to type),
 * office, manager; for a new employee, admin access and the invitation. Read-only to an employee
 * editing their own profile.
 */
export function EmploymentSection({
  mode,
  register,
  setValue,
  v,
  err,
  managers,
  choices,
  canEditLists,
}: SectionProps & { managers: PersonRef[]; choices: OrgChoices; canEditLists: boolean }) {
  const employment = mode !== "self";
  const titles = titlesFor(
    choices,
    v.departmentChoice === OTHER && v.departmentOther ? OTHER : v.departmentChoice,
  );
  const departments = [...choices.departments.filter((d) => d !== OTHER), OTHER];
  // A stored office that is archived since stays on its employee's form.
  const locations =
    v.location && !choices.locations.includes(v.location)
      ? [...choices.locations, v.location]
      : choices.locations;
  const listsEmpty = choices.departments.length === 0 || choices.locations.length === 0;
  return (
    <Card className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Basic information</h2>
        {!employment ? (
          <p className="mt-1 text-sm text-muted-fg">
            Your name, email, role and start date are kept by your administrator: ask them for a change.
          </p>
        ) : (
          <p className="mt-1 text-sm text-muted-fg">Fields marked * are required.</p>
        )}
        {employment && listsEmpty ? (
          <p className="mt-2 text-sm text-muted-fg" data-testid="org-lists-empty">
            {choices.departments.length === 0 && choices.locations.length === 0
              ? "No departments or office locations are set up yet."
              : choices.departments.length === 0
                ? "No departments are set up yet."
                : "No office locations are set up yet."}{" "}
            {canEditLists ? (
              <Link className="font-medium text-primary underline" to="/employee/organization/lists">
                Add them under Organization › Lists
              </Link>
            ) : mode === "own" ? (
              "You add them under Organization › Lists once your profile is saved."
            ) : (
              "An administrator adds them."
            )}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name *"
          autoComplete="given-name"
          disabled={!employment}
          error={err("firstName")}
          {...register("firstName")}
        />
        <TextField
          label="Last name *"
          autoComplete="family-name"
          disabled={!employment}
          error={err("lastName")}
          {...register("lastName")}
        />
        <TextField
          label="Work email *"
          type="email"
          autoComplete="email"
          disabled={!employment}
          error={err("email")}
          {...register("email")}
        />
        <TextField
          label="Start date *"
          type="date"
          disabled={!employment}
          error={err("startDate")}
          {...register("startDate")}
        />
        <SelectField
          label="Department"
          placeholder="Choose a department"
          options={departments}
          disabled={!employment}
          error={err("departmentChoice")}
          {...register("departmentChoice", {
            onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
              const next = titlesFor(choices, e.currentTarget.value);
              if (v.titleChoice !== OTHER && !next.includes(v.titleChoice)) setValue("titleChoice", "");
            },
          })}
        />
        {v.departmentChoice === OTHER ? (
          <TextField
            label="Department name"
            hint="Leave empty to keep “Other”."
            disabled={!employment}
            error={err("departmentOther")}
            {...register("departmentOther")}
          />
        ) : null}
        <SelectField
          label="Title"
          placeholder={v.departmentChoice ? "Choose a title" : "Choose a department first"}
          options={[...titles, OTHER]}
          disabled={!employment || !v.departmentChoice}
          error={err("titleChoice")}
          {...register("titleChoice")}
        />
        {v.titleChoice === OTHER ? (
          <TextField
            label="Job title"
            disabled={!employment}
            error={err("titleOther")}
            {...register("titleOther")}
          />
        ) : null}
        <SelectField
          label="Office location"
          placeholder="No office"
          options={locations}
          disabled={!employment}
          error={err("location")}
          {...register("location")}
        />
        {mode === "create" || mode === "edit" ? (
          <SelectField
            label="Reports to"
            placeholder="Nobody (top of the organization)"
            options={managers.map((m) => ({
              value: m.id,
              label: `${fullName(m)}${m.title ? `, ${m.title}` : ""}`,
            }))}
            error={err("reportsTo")}
            {...register("reportsTo")}
          />
        ) : null}
        <TextField
          label="Work phone"
          type="tel"
          autoComplete="tel"
          error={err("workPhone")}
          {...register("workPhone")}
        />
      </div>
      {mode === "create" ? (
        <div className="grid gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-[var(--primary)]" {...register("isAdmin")} />
            Portal administrator (can add, edit, archive and delete employees)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-[var(--primary)]" {...register("sendInvite")} />
            Email an invitation to claim this profile (the link works once, for 7 days)
          </label>
        </div>
      ) : null}
    </Card>
  );
}
