import { AlertTriangle, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "./button.tsx";
import { cn } from "./cn.ts";
import { Spinner } from "./spinner.tsx";

/**
 * A part of a screen that failed to load: the message, announced to screen readers, and a retry
 * when the caller can try again (the button waits for the retry to finish).
 */
export function ErrorState({
  title = "Something went wrong",
  message,
  onRetry,
  retryLabel = "Try Again",
  className,
}: {
  title?: string;
  message: string;
  onRetry?: () => unknown;
  retryLabel?: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border border-danger/40 bg-danger/5 px-6 py-10 text-center",
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="h-6 w-6 text-danger" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-prose text-sm text-muted-fg">{message}</p>
      {onRetry ? (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await onRetry();
            } finally {
              setBusy(false);
            }
          }}
        >
          {busy ? <Spinner label="Retrying" /> : <RotateCw aria-hidden="true" className="h-4 w-4" />}
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
