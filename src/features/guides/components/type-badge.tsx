import { cn } from "#src/ui/cn.ts";

/** "Checklist" or "Playbook" (or whatever type a guide has), as a small badge. */
export function TypeBadge({ type, className }: { type: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-primary/40 bg-primary/10 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-fg",
        className,
      )}
    >
      {type}
    </span>
  );
}
