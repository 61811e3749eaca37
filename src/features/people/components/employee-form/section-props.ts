import type { UseFormRegister, UseFormSetValue } from "react-hook-form";
import type { EmployeeFormMode, EmployeeFormValues } from "../../lib/employee-form-values.ts";

/** What each section of the employee form is given: the form's fields, values and errors. */
export type SectionProps = {
  mode: EmployeeFormMode;
  register: UseFormRegister<EmployeeFormValues>;
  setValue: UseFormSetValue<EmployeeFormValues>;
  /** The values as they are now (watched). */
  v: EmployeeFormValues;
  /** The message to show under a field, if any. */
  err: (field: keyof EmployeeFormValues) => string | undefined;
};
