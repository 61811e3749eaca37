import { AlertDialog } from "radix-ui";
import { type ReactElement, type ReactNode, useState } from "react";
import { type ButtonVariant, buttonClass } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

/**
 * Asks before something that cannot be undone (Radix AlertDialog: focus starts on Cancel, Escape
 * cancels, focus returns to the trigger). `onConfirm` may be async: the dialog stays open, busy,
 * until it settles, and closes only when it succeeded (a thrown error keeps it open; the caller
 * shows its own toast).
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
  open: controlledOpen,
  onOpenChange,
}: {
  /** The element that opens the dialog (a Button); omit it when `open` is controlled. */
  trigger?: ReactElement;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  tone?: Extract<ButtonVariant, "danger" | "primary">;
  onConfirm: () => unknown;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [innerOpen, setInnerOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const open = controlledOpen ?? innerOpen;
  const setOpen = (value: boolean) => {
    if (busy) return;
    setInnerOpen(value);
    onOpenChange?.(value);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-border bg-card p-6 text-fg shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-fg">{description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass({ variant: "outline" })} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClass({ variant: tone })}
              disabled={busy}
              onClick={async (event) => {
                // Radix closes on click; keep it open until the work is done.
                event.preventDefault();
                setBusy(true);
                try {
                  await onConfirm();
                  setBusy(false);
                  setInnerOpen(false);
                  onOpenChange?.(false);
                } catch {
                  setBusy(false);
                }
              }}
            >
              {busy ? <Spinner label="Working" /> : null}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
