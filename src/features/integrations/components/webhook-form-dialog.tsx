import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS } from "#src/lib/webhook-events.ts";
import { Button } from "#src/ui/button.tsx";
import { CheckboxGroupField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { WEBHOOK_UI, type WebhookEndpointDto } from "../webhooks.contract.ts";
import { SecretValue } from "./webhook-secret-dialog.tsx";

const EVENT_OPTIONS = WEBHOOK_EVENT_TYPES.map((type) => ({
  value: type,
  label: `${type}: ${WEBHOOK_EVENTS[type]}`,
}));

/**
 * Add or edit an endpoint: its https address, a description and the events it receives. After
 * adding, the signing secret is shown (it can be revealed again later by an admin).
 */
export function WebhookFormDialog({
  endpoint,
  trigger,
}: {
  endpoint?: WebhookEndpointDto;
  trigger: React.ReactElement;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState(endpoint?.url ?? "");
  const [description, setDescription] = useState(endpoint?.description ?? "");
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [secret, setSecret] = useState<string | null>(null);
  const { run, busy, fields } = useStaffAction();

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setUrl(endpoint?.url ?? "");
      setDescription(endpoint?.description ?? "");
      setEvents(endpoint?.events ?? []);
      setSecret(null);
    }
  };
  const submit = async () => {
    const body = { url, description, events };
    if (endpoint) {
      const saved = await run(
        "save",
        () => api(`/api/integrations/webhooks/${endpoint.id}`, { method: "PATCH", body }),
        { failure: WEBHOOK_UI.saveFailed },
      );
      if (saved) reset(false);
      return;
    }
    const created = await run(
      "create",
      () => api<{ secret: string }>("/api/integrations/webhooks", { method: "POST", body }),
      { failure: WEBHOOK_UI.createFailed },
    );
    if (created) setSecret(created.secret);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={reset}
      trigger={trigger}
      title={secret ? WEBHOOK_UI.secretTitle : endpoint ? "Edit webhook endpoint" : "Add webhook endpoint"}
    >
      {secret ? (
        <div className="grid gap-3">
          <SecretValue secret={secret} />
          <Button onClick={() => reset(false)}>Done</Button>
        </div>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label="Endpoint URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/webhooks"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={fields.url}
            hint="A public https:// address. Private networks and this server are refused."
          />
          <TextField
            label="Description (optional)"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={fields.description}
          />
          <CheckboxGroupField
            legend="Events"
            options={EVENT_OPTIONS}
            value={events}
            onChange={setEvents}
            error={fields.events}
          />
          <Button type="submit" disabled={busy !== null}>
            {endpoint ? "Save endpoint" : "Add endpoint"}
          </Button>
        </form>
      )}
    </FormDialog>
  );
}
