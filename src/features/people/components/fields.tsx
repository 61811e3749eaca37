import {
  forwardRef,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from "react";
import { cn } from "#src/ui/cn.ts";
import { inputClass } from "#src/ui/form-field.tsx";

function Described({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
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
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: string) =>
  [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
};

export const SelectField = forwardRef<HTMLSelectElement, SelectProps>(
  ({ label, error, hint, options, placeholder, className, id, ...props }, ref) => {
    const auto = useId();
    const selectId = id ?? auto;
    return (
      <Described id={selectId} label={label} error={error} hint={hint} className={className}>
        <select
          ref={ref}
          id={selectId}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
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
      </Described>
    );
  },
);
SelectField.displayName = "SelectField";

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaProps>(
  ({ label, error, hint, className, id, ...props }, ref) => {
    const auto = useId();
    const areaId = id ?? auto;
    return (
      <Described id={areaId} label={label} error={error} hint={hint} className={className}>
        <textarea
          ref={ref}
          id={areaId}
          rows={3}
          className={cn(inputClass, "h-auto py-2")}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(areaId, error, hint)}
          {...props}
        />
      </Described>
    );
  },
);
TextareaField.displayName = "TextareaField";

/** A group of checkboxes (allergies, dietary, accommodations) in a fieldset with its legend. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  exclusive,
  disabled,
}: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The choice that rules out the others ("None", "None Required"). */
  exclusive?: string;
  disabled?: boolean;
}) {
  const toggle = (option: string, checked: boolean) => {
    if (!checked) return onChange(value.filter((v) => v !== option));
    if (option === exclusive) return onChange([option]);
    onChange([...value.filter((v) => v !== exclusive), option]);
  };
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="h-4 w-4 accent-[var(--primary)]"
              checked={value.includes(option)}
              onChange={(e) => toggle(option, e.currentTarget.checked)}
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
