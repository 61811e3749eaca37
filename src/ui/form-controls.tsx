import {
  forwardRef,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";

type Common = { label: string; error?: string | undefined; hint?: string | undefined; className?: string };

/** The aria-describedby of a control inside Field: its error and hint. */
export function describedBy(id: string, error?: string, hint?: string) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
}

function Messages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-fg">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * The field wrapper of the kit: a label tied to its control (`id`), the hint, and the error,
 * announced and tied to the control by aria-describedby (give the control `describedBy(id, …)`).
 * TextField, SelectField and TextAreaField are built on it; a custom control uses it directly.
 */
export function Field({
  id,
  label,
  error,
  hint,
  className,
  children,
}: Common & { id: string; children: ReactNode }) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled select in the kit's input style, its error tied to it. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  Common &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
      options: readonly (string | { value: string; label: string })[];
      /** A first, empty choice ("Select a department"). */
      placeholder?: string;
    }
>(({ label, error, hint, className, options, placeholder, id, ...props }, ref) => {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field id={fieldId} label={label} error={error} hint={hint} className={className}>
      <select
        ref={ref}
        id={fieldId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => {
          const value = typeof o === "string" ? o : o.value;
          return (
            <option key={value} value={value}>
              {typeof o === "string" ? o : o.label}
            </option>
          );
        })}
      </select>
    </Field>
  );
});
SelectField.displayName = "SelectField";

/** A labelled multi-line field. */
export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">
>(({ label, error, hint, className, id, rows = 4, ...props }, ref) => {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <Field id={fieldId} label={label} error={error} hint={hint} className={className}>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className={cn(inputClass, "h-auto py-2")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...props}
      />
    </Field>
  );
});
TextAreaField.displayName = "TextAreaField";

/** A group of checkboxes in a fieldset named by its legend (allergies, systems, requirements). */
export function CheckboxGroupField({
  legend,
  options,
  value,
  onChange,
  exclusive,
  disabled,
  error,
  className,
}: {
  legend: string;
  options: readonly (string | { value: string; label: string })[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The choice that rules out the others ("None", "None Required"). */
  exclusive?: string;
  disabled?: boolean;
  error?: string | undefined;
  className?: string;
}) {
  const errorId = useId();
  const toggle = (option: string, checked: boolean) => {
    if (!checked) return onChange(value.filter((v) => v !== option));
    if (option === exclusive) return onChange([option]);
    onChange([...value.filter((v) => v !== exclusive), option]);
  };
  return (
    <fieldset
      className={cn("grid gap-2", className)}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map((o) => {
          const option = typeof o === "string" ? o : o.value;
          return (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-[var(--primary)]"
                checked={value.includes(option)}
                onChange={(e) => toggle(option, e.currentTarget.checked)}
              />
              {typeof o === "string" ? o : o.label}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Buttons that choose one option (Kanban/List, Grid/List, Pending/Completed), named as a group. */
export function ButtonGroup({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("inline-flex w-fit rounded-md border border-border", className)}>
      <legend className="sr-only">{label}</legend>
      {children}
    </fieldset>
  );
}
