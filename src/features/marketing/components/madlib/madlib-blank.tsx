import type { ReactNode } from "react";
import { cn } from "#src/ui/cn.ts";

// Each blank is a real control inside the sentence: filled-in-the-blank look, full keyboard and
// screen-reader support (a visually hidden label names every one).
export const controlClass =
  "h-11 max-w-full rounded-md border-0 border-b-2 border-primary bg-card px-2 text-lg font-semibold text-fg shadow-sm placeholder:font-normal placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:border-border disabled:opacity-70 aria-[invalid=true]:border-danger";

/** A select blank: its placeholder choice reads as a prompt until something is chosen. */
export const selectClass = (value: string) => cn(controlClass, "pr-1", !value && "font-normal text-muted-fg");

/** One blank of the sentence: its hidden label, its control, and its error below it. */
export function Blank({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <span className="mx-1 my-1 inline-flex max-w-full flex-col items-start align-baseline">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {children}
      {error ? (
        <span id={`${id}-error`} className="mt-1 text-sm font-medium leading-snug text-danger">
          {error}
        </span>
      ) : null}
    </span>
  );
}
