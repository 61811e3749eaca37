import type { ReactNode } from "react";
import { cn } from "#src/ui/cn.ts";

/** A filter toggle: a real button whose state is announced with aria-pressed. */
export function ToggleChip({
  pressed,
  onClick,
  children,
  size = "md",
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  size?: "sm" | "md";
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border font-medium transition-colors",
        size === "sm" ? "h-8 px-3 text-xs" : "h-10 px-4 text-sm",
        pressed
          ? "border-primary bg-primary text-primary-fg"
          : "border-border bg-card text-fg hover:border-primary hover:text-primary",
      )}
    >
      {children}
    </button>
  );
}
