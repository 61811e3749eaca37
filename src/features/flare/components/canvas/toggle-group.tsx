import type { ReactNode } from "react";
import { cn } from "#src/ui/cn.ts";

/** A row of pressed/not-pressed buttons with a (visually hidden) legend: views, devices, filters. */
export function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
  buttonClassName,
}: {
  label: string;
  options: readonly { id: T; label: ReactNode }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
  buttonClassName?: string;
}) {
  return (
    <fieldset className={cn("inline-flex rounded-md border border-border p-0.5", className)}>
      <legend className="sr-only">{label}</legend>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          aria-pressed={value === o.id}
          onClick={() => onChange(o.id)}
          className={cn(
            "rounded px-2.5 py-1 text-sm aria-pressed:bg-primary aria-pressed:text-primary-fg",
            buttonClassName,
          )}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
