import { cn } from "#src/ui/cn.ts";

/** A tag toggle's classes, pressed or not (TagToggle's, and the blog island's, decision 051). */
export function tagToggleClass(pressed: boolean): string {
  return cn(
    "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors",
    pressed
      ? "border-primary bg-primary text-primary-fg"
      : "border-border bg-card text-fg hover:border-primary hover:text-primary",
  );
}
