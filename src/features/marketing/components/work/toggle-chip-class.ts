import { cn } from "#src/ui/cn.ts";

/** A filter chip's classes, pressed or not: ToggleChip's, and a vanilla island's (decision 051). */
export function toggleChipClass(pressed: boolean, size: "sm" | "md" = "md"): string {
  return cn(
    "inline-flex items-center gap-1.5 rounded-full border font-medium transition-colors",
    size === "sm" ? "h-8 px-3 text-xs" : "h-10 px-4 text-sm",
    pressed
      ? "border-primary bg-primary text-primary-fg"
      : "border-border bg-card text-fg hover:border-primary hover:text-primary",
  );
}
