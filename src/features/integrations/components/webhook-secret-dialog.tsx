import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { WEBHOOK_UI, type WebhookEndpointDto } from "../webhooks.contract.ts";

/** The secret in a read-only field, selected on focus, with how to use it. */
export function SecretValue({ secret }: { secret: string }) {
  return (
    <div className="grid gap-2">
      <p className="text-muted-fg text-sm">{WEBHOOK_UI.secretHelp}</p>
      <TextField
        label="Signing secret"
        value={secret}
        readOnly
        className="font-mono"
        onFocus={(e) => e.currentTarget.select()}
      />
    </div>
  );
}

/** Reveal (audited) or rotate an endpoint's signing secret. */
export function WebhookSecretDialog({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const { run, busy } = useStaffAction();
  const reveal = async () => {
    const r = await run(
      "reveal",
      () => api<{ secret: string }>(`/api/integrations/webhooks/${endpoint.id}/secret`),
      { failure: WEBHOOK_UI.revealFailed, reload: false },
    );
    if (r) setSecret(r.secret);
  };
  const rotate = async () => {
    const r = await run(
      "rotate",
      () => api<{ secret: string }>(`/api/integrations/webhooks/${endpoint.id}/secret`, { method: "POST" }),
      { failure: WEBHOOK_UI.rotateFailed },
    );
    if (r) setSecret(r.secret);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSecret(null);
      }}
      trigger={
        <Button variant="outline" size="sm">
          Secret<span className="sr-only"> of {endpoint.url}</span>
        </Button>
      }
      title={WEBHOOK_UI.secretTitle}
      description={`Starts with ${endpoint.secretHint}`}
    >
      <div className="grid gap-3">
        {secret ? (
          <SecretValue secret={secret} />
        ) : (
          <Button onClick={() => void reveal()} disabled={busy !== null}>
            Reveal secret
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={busy !== null}>
              Rotate secret
            </Button>
          }
          title="Rotate the signing secret?"
          description="A new secret signs from now on. The current one also signs for 24 hours, so the receiver can switch without missing a delivery."
          confirmLabel="Rotate"
          tone="primary"
          onConfirm={() => rotate()}
        />
      </div>
    </FormDialog>
  );
}
