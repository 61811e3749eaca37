import { cn } from "#src/ui/cn.ts";

export function UserAvatar({
  url,
  name,
  className,
}: {
  url: string | null | undefined;
  name: string;
  className?: string;
}) {
  const initial = (name.trim()[0] ?? "U").toUpperCase();
  return url ? (
    <img
      src={url}
      alt=""
      className={cn("h-8 w-8 rounded-full object-cover", className)}
      width={32}
      height={32}
    />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg",
        className,
      )}
    >
      {initial}
    </span>
  );
}
