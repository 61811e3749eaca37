import { ChevronDown } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "./cn.ts";

export const HOVER_CLOSE_DELAY_MS = 300;

/**
 * A disclosure menu: opens on hover, click or keyboard; closes 300 ms after the pointer leaves,
 * on Escape (focus returns to the button) and when focus moves out.
 */
export function HoverMenu({
  label,
  children,
  align = "left",
  buttonClassName,
  buttonLabel,
}: {
  label: ReactNode;
  children: ReactNode;
  align?: "left" | "right";
  buttonClassName?: string;
  buttonLabel?: string;
}) {
  const [open, setOpenState] = useState(false);
  // The latest value without waiting for a render: hover and click can arrive in one frame.
  const openRef = useRef(false);
  const setOpen = (value: boolean) => {
    openRef.current = value;
    if (!value) openedByHover.current = false;
    setOpenState(value);
  };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // A click on a menu that hover just opened keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer handlers only add hover; the button is the control
    <div
      className="relative"
      data-hover-menu=""
      onPointerEnter={(e) => {
        if (e.pointerType !== "mouse") return;
        cancel();
        if (!openRef.current) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType !== "mouse") return;
        cancel();
        timer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && openRef.current) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => {
          if (openRef.current && openedByHover.current) openedByHover.current = false;
          else setOpen(!openRef.current);
        }}
        className={cn(
          "inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-muted",
          buttonClassName,
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={id}
        hidden={!open}
        className={cn(
          "absolute top-full z-50 mt-1 min-w-56 rounded-lg border border-border bg-card p-1 shadow-lg",
          align === "right" ? "right-0" : "left-0",
        )}
      >
        {children}
      </div>
    </div>
  );
}

export const menuItemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-muted focus-visible:bg-muted";
