import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * A horizontally scrollable box around a wide table. It takes keyboard focus itself so the
 * overflow can be scrolled without a pointer (axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard
      tabIndex={0}
      className={cn(
        "overflow-x-auto rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      {children}
    </section>
  );
}
