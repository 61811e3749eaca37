import { type Resolver, useForm } from "react-hook-form";
import { useNavigate, useRevalidator } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { toast } from "#src/ui/toaster.tsx";
import {
  type EmployeeFormMode,
  type EmployeeFormValues,
  FORM_SCHEMAS,
  fieldOf,
  initialValues,
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
}: {
  mode: EmployeeFormMode;
  employee: EmployeeDetailDto | null;
  managers: PersonRef[];
}) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const resolver: Resolver<EmployeeFormValues> = async (values) => {
    const result = FORM_SCHEMAS[mode].safeParse(toInput(values, mode));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const key = fieldOf(issue.path.join("."), values);
      errors[key] ??= { type: "validate", message: issue.message };
    }
    return { values: {}, errors };
  };
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmployeeFormValues>({ defaultValues: initialValues(employee), resolver });
  const v = watch();

  const submit = async (values: EmployeeFormValues) => {
    const body = toInput(values, mode);
    try {
      if (mode === "own") {
        await api("/api/people/me", { body });
        toast.success(PM.profileCreated);
        await navigate("/employee/dashboard");
      } else if (mode === "create") {
        const res = await api<{ message: string; employee: EmployeeDetailDto }>("/api/people/employees", {
          body,
        });
        toast.success(res.message);
        await navigate("/employee/dashboard?tab=employees");
      } else {
        const res = await api<{ message: string }>(`/api/people/employees/${employee!.id}`, {
          method: "PATCH",
          body,
        });
        toast.success(res.message);
        await navigate(`/employee/profile/${employee!.id}`);
      }
      await revalidate();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [path, message] of Object.entries(err.fields))
          setError(fieldOf(path, values), { message });
      }
      toast.error(failureMessage(err, PM.saveFailed));
    }
  };

  const err = (k: keyof EmployeeFormValues) => errors[k]?.message;
  const parts = { mode, register, setValue, v, err };
  return (
    <form className="grid gap-6" onSubmit={handleSubmit(submit)} noValidate>
      <EmploymentSection {...parts} managers={managers} />
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
