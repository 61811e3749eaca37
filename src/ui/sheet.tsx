import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";

/**
 * A panel that slides in from a side (the Command Center's mobile sidebar, a record's side drawer).
 * Radix Dialog: focus is trapped inside, Escape and the overlay close it, focus returns to what
 * opened it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  side = "left",
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Keep the title for screen readers only (the content has its own heading). */
  hideTitle?: boolean;
  side?: "left" | "right";
  /** Width and layout of the panel; 18rem wide by default. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className={cn(
            "fixed inset-y-0 z-50 flex w-72 max-w-[90vw] flex-col overflow-y-auto bg-bg text-fg shadow-xl",
            side === "left" ? "left-0 border-r border-border" : "right-0 border-l border-border",
            className,
          )}
        >
          <div className={cn("flex items-center justify-between gap-2 p-3", hideTitle && "justify-end")}>
            <Dialog.Title className={hideTitle ? "sr-only" : "px-1 text-lg font-semibold"}>
              {title}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close">
                <X aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="px-4 text-sm text-muted-fg">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
