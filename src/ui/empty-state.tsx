import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/**
 * What a screen shows when there is nothing to list yet: what would be here and, when there is
 * one, the action that fills it. Never a button that does nothing.
 */
export function EmptyState({
  title,
  description,
  icon: Icon,
  action,
  headingLevel = 2,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
  /** The heading's level in the page's outline (2 under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center",
        className,
      )}
    >
      {Icon ? (
        <span className="flex h-12 w-12 items-center justify-center rounded-full bg-muted">
          <Icon aria-hidden="true" className="h-6 w-6 text-muted-fg" />
        </span>
      ) : null}
      <Heading className="text-lg font-semibold">{title}</Heading>
      {description ? <div className="max-w-prose text-sm text-muted-fg">{description}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
