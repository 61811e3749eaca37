import { type ReactNode, useState } from "react";
import type { z } from "zod";
import { checkForm } from "#src/lib/field-errors.ts";
import { cn } from "#src/ui/cn.ts";
import { TextField } from "#src/ui/form-field.tsx";
import { type ActionOptions, useStaffAction } from "#src/ui/use-staff-action.ts";

type Values = Record<string, string | boolean | readonly string[]>;

/**
 * The state of one staff form: its values, each input bound by `field(key)` (value, change and
 * error), the errors of the contract's check and of the server's refusal in one map, and `submit`,
 * which checks the body with the contract's schema in the browser and only then runs the action.
 */
export function useStaffForm<V extends Values>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const { run, busy, fields, setFields } = useStaffAction();
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors: Record<string, string | undefined> = { ...fields, ...checked };

  /** Props for a TextField, TextAreaField or SelectField holding the string value `key`. */
  const field = (key: keyof V & string) => ({
    value: String(values[key] ?? ""),
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((prev) => ({ ...prev, [key]: value }));
    },
    error: errors[key],
  });

  /** Props for a checkbox holding the boolean value `key`. */
  const toggle = (key: keyof V & string) => ({
    checked: values[key] === true,
    onChange: (e: { currentTarget: { checked: boolean } }) => {
      const value = e.currentTarget.checked;
      setValues((prev) => ({ ...prev, [key]: value }));
    },
  });

  /** Props for a CheckboxGroupField holding the list of strings `key` (scopes, events). */
  const group = (key: keyof V & string) => ({
    value: Array.isArray(values[key]) ? (values[key] as readonly string[]) : [],
    onChange: (next: string[]) => setValues((prev) => ({ ...prev, [key]: next })),
    // A list's errors are keyed by the list or by one entry ("scopes.2"): shown under the group.
    error: errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1],
  });

  async function submit<S extends z.ZodType, T>(
    schema: S,
    body: unknown,
    key: string,
    send: (data: z.infer<S>) => Promise<T>,
    opts: ActionOptions<T>,
  ): Promise<T | undefined> {
    const result = checkForm(schema, body);
    if (!result.ok) {
      setChecked(result.fields);
      return undefined;
    }
    setChecked({});
    return run(key, () => send(result.data), opts);
  }

  const clearErrors = () => {
    setChecked({});
    setFields({});
  };

  return { values, setValues, errors, busy, field, toggle, group, submit, clearErrors };
}

/** The number a numeric input holds: undefined when it is empty, so the schema says "required". */
export const numberOrUndefined = (s: string) => (s.trim() === "" ? undefined : Number(s));

/** A staff form element: validated by the contract (noValidate), submitted without a reload. */
export function StaffForm({
  onSubmit,
  className,
  children,
  ...rest
}: {
  onSubmit: () => unknown;
  className?: string;
  children: ReactNode;
  "aria-labelledby"?: string;
}) {
  return (
    <form
      className={cn("grid gap-4", className)}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
      {...rest}
    >
      {children}
    </form>
  );
}

type Bound = ReturnType<ReturnType<typeof useStaffForm>["field"]>;

/** A start and an end date side by side (a plan's period, a campaign's run, a leave request). */
export function DateRangeFields({
  start,
  end,
  startLabel = "Start date",
  endLabel = "End date",
}: {
  start: Bound;
  end: Bound;
  startLabel?: string;
  endLabel?: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={startLabel} type="date" required {...start} />
      <TextField label={endLabel} type="date" required {...end} />
    </div>
  );
}
