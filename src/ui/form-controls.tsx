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

function describedBy(id: string, error?: string, hint?: string) {
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

/** A labelled select in the kit's input style, its error tied to it. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  Common &
    Omit<SelectHTMLAttributes<HTMLSelectElement>, "className"> & {
      options: readonly { value: string; label: string }[];
    }
>(({ label, error, hint, className, options, id, ...props }, ref) => {
  const auto = useId();
  const fieldId = id ?? auto;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <select
        ref={ref}
        id={fieldId}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages id={fieldId} error={error} hint={hint} />
    </div>
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
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={fieldId} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className={cn(inputClass, "h-auto py-2")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        {...props}
      />
      <Messages id={fieldId} error={error} hint={hint} />
    </div>
  );
});
TextAreaField.displayName = "TextAreaField";

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
