import { forwardRef, type InputHTMLAttributes, useId } from "react";
import { cn } from "./cn.ts";

export const inputClass =
  "h-10 w-full rounded-md border border-border bg-bg px-3 text-sm text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-danger";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: string;
};

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export const TextField = forwardRef<HTMLInputElement, FieldProps>(
  ({ label, error, hint, className, id, ...props }, ref) => {
    const autoId = useId();
    const inputId = id ?? autoId;
    const errorId = `${inputId}-error`;
    const hintId = `${inputId}-hint`;
    return (
      <div className={cn("grid gap-1.5", className)}>
        <label htmlFor={inputId} className="text-sm font-medium">
          {label}
        </label>
        <input
          ref={ref}
          id={inputId}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
          }
          {...props}
        />
        {hint && !error ? (
          <p id={hintId} className="text-xs text-muted-fg">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
    );
  },
);
TextField.displayName = "TextField";
