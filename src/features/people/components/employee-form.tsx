import { type Resolver, useForm } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { checkForm } from "#src/lib/field-errors.ts";
import { Button } from "#src/ui/button.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type EmployeeFormMode,
  type EmployeeFormValues,
  FORM_SCHEMAS,
  fieldOf,
  initialValues,
  type OrgChoices,
  toInput,
} from "../lib/employee-form-values.ts";
import { failureMessage } from "../lib/failure.ts";
import { type EmployeeDetailDto, type PersonRef, PM } from "../people.contract.ts";
import { EmploymentSection } from "./employee-form/employment-section.tsx";
import { HealthSection } from "./employee-form/health-section.tsx";
import { PersonalSections } from "./employee-form/personal-sections.tsx";
import { PreferencesSection } from "./employee-form/preferences-section.tsx";

export type { EmployeeFormMode } from "../lib/employee-form-values.ts";

/** The employee form of every mode (see EmployeeFormMode), checked with the mode's contract schema. */
export function EmployeeForm({
  mode,
  employee,
  managers,
  choices,
}: {
  mode: EmployeeFormMode;
  employee: EmployeeDetailDto | null;
  managers: PersonRef[];
  /** The org lists' active entries (decision 048). */
  choices: OrgChoices;
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { run, fields: refused, setFields } = useStaffAction();
  const resolver: Resolver<EmployeeFormValues> = async (values) => {
    const checked = checkForm(FORM_SCHEMAS[mode], toInput(values, mode));
    if (checked.ok) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, message] of Object.entries(checked.fields))
      errors[fieldOf(path, values)] ??= { type: "validate", message };
    return { values: {}, errors };
  };
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EmployeeFormValues>({ defaultValues: initialValues(employee, choices), resolver });
  const v = watch();

  const submit = async (values: EmployeeFormValues) => {
    const body = toInput(values, mode);
    const saved = await run(
      "save",
      () =>
        mode === "own"
          ? api<{ message: string }>("/api/people/me", { body })
          : mode === "create"
            ? api<{ message: string }>("/api/people/employees", { body })
            : api<{ message: string }>(`/api/people/employees/${employee!.id}`, { method: "PATCH", body }),
      {
        failure: (e) => failureMessage(e, PM.saveFailed),
        reload: false,
      },
    );
    if (!saved) return;
    await navigate(
      mode === "own"
        ? "/employee/dashboard"
        : mode === "create"
          ? "/employee/dashboard?tab=employees"
          : `/employee/profile/${employee!.id}`,
    );
    // The portal's frame (the sidebar's name and photo) reads the profile too.
    await revalidate();
  };

  /** The form's own check first; else what the server refused, shown under the input that holds it. */
  const refusedAt = (k: keyof EmployeeFormValues) =>
    Object.entries(refused).find(([path]) => fieldOf(path, v) === k)?.[1];
  const err = (k: keyof EmployeeFormValues) => errors[k]?.message ?? refusedAt(k);
  const parts = { mode, register, setValue, v, err };
  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        setFields({});
        return handleSubmit(submit)(e);
      }}
      noValidate
    >
      <EmploymentSection
        {...parts}
        managers={managers}
        choices={choices}
        canEditLists={mode === "create" || mode === "edit"}
      />
      <PersonalSections {...parts} />
      <HealthSection {...parts} />
      <PreferencesSection {...parts} />

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => navigate(-1)}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {mode === "own" ? "Create my profile" : mode === "create" ? "Add employee" : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
