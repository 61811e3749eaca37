import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, type ReactNode, useId } from "react";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { Sheet } from "#src/ui/sheet.tsx";

/**
 * The canvas's dialogs on Radix Dialog (focus trapped, Escape closes, focus returns to the control
 * that opened it); side panels (Add Screen, Predefined Features) are the staff kit's Sheet.
 */
export function Overlay({
  open,
  onOpenChange,
  title,
  description,
  side,
  wide,
  children,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** A panel along the right edge (Add Screen, Predefined Features) instead of a centred dialog. */
  side?: boolean;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  if (side) {
    return (
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        side="right"
        title={title}
        {...(description ? { description } : {})}
        className="w-full max-w-md sm:max-w-lg"
      >
        <div className="px-4 py-4">{children}</div>
      </Sheet>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            "fixed z-50 flex flex-col border border-border bg-card text-fg shadow-xl focus:outline-none",
            "top-1/2 left-1/2 max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl",
            wide ? "max-w-3xl" : "max-w-lg",
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <div>
              <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1 text-sm text-muted-fg">{description}</Dialog.Description>
              ) : (
                <Dialog.Description className="sr-only">{title}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md hover:bg-muted"
              aria-label="Close"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A centred dialog holding one form: Cancel and the submit button in the footer, the form's
 * error (if any) announced above its fields.
 */
export function FormOverlay({
  open,
  onOpenChange,
  title,
  wide,
  submitLabel,
  onSubmit,
  error,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  wide?: boolean;
  submitLabel: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  error?: string | null;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Overlay
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      wide={wide}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {children}
      </form>
    </Overlay>
  );
}
