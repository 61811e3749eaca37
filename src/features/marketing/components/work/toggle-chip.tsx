import type { ReactNode } from "react";
import { toggleChipClass } from "./toggle-chip-class.ts";

/** A filter toggle: a real button whose state is announced with aria-pressed. */
export function ToggleChip({
  pressed,
  onClick,
  children,
  size = "md",
  ...data
}: {
  pressed: boolean;
  onClick?: () => void;
  children: ReactNode;
  size?: "sm" | "md";
} & { [key: `data-${string}`]: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={toggleChipClass(pressed, size)}
      {...data}
    >
      {children}
    </button>
  );
}
