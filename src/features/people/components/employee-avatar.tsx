import { cn } from "#src/ui/cn.ts";
import { initials } from "../lib/format.ts";

const sizes = { sm: "h-8 w-8 text-xs", md: "h-12 w-12 text-sm", lg: "h-20 w-20 text-xl" } as const;

/** The profile picture, or the initials; decorative, since the name is always next to it. */
export function EmployeeAvatar({
  person,
  size = "md",
  className,
}: {
  person: { firstName: string; lastName: string; avatarUrl: string | null };
  size?: keyof typeof sizes;
  className?: string;
}) {
  const box = cn(
    "inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full",
    sizes[size],
    className,
  );
  if (person.avatarUrl) {
    return (
      <img
        src={person.avatarUrl}
        alt=""
        className={cn(box, "object-cover")}
        loading="lazy"
        decoding="async"
      />
    );
  }
  return (
    <span aria-hidden="true" className={cn(box, "bg-primary/15 font-semibold text-fg")}>
      {initials(person)}
    </span>
  );
}
