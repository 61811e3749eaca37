import { cn } from "#src/ui/cn.ts";

/** A tag filter: a real button whose state is announced with aria-pressed. */
export function TagToggle({
  tag,
  pressed,
  onToggle,
}: {
  tag: string;
  pressed: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        "inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-medium transition-colors",
        pressed
          ? "border-primary bg-primary text-primary-fg"
          : "border-border bg-card text-fg hover:border-primary hover:text-primary",
      )}
    >
      {tag}
    </button>
  );
}
