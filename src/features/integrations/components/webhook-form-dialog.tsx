import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS } from "#src/lib/webhook-events.ts";
import { Button } from "#src/ui/button.tsx";
import { CheckboxGroupField } from "#src/ui/form-controls.tsx";
import { FormDialog } from "#src/ui/form-dialog.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { StaffForm, useStaffForm } from "#src/ui/staff-form.tsx";
import {
  WEBHOOK_UI,
  type WebhookEndpointDto,
  webhookCreateSchema,
  webhookUpdateSchema,
} from "../webhooks.contract.ts";
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
  const initial = () => ({
    url: endpoint?.url ?? "",
    description: endpoint?.description ?? "",
    events: (endpoint?.events ?? []) as readonly string[],
  });
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const form = useStaffForm(initial);

  const reset = (next: boolean) => {
    setOpen(next);
    form.clearErrors();
    if (!next) {
      form.setValues(initial());
      setSecret(null);
    }
  };
  const submit = async () => {
    const body = form.values;
    if (endpoint) {
      const saved = await form.submit(
        webhookUpdateSchema,
        body,
        "save",
        (data) => api(`/api/integrations/webhooks/${endpoint.id}`, { method: "PATCH", body: data }),
        { failure: WEBHOOK_UI.saveFailed },
      );
      if (saved) reset(false);
      return;
    }
    const created = await form.submit(
      webhookCreateSchema,
      body,
      "create",
      (data) => api<{ secret: string }>("/api/integrations/webhooks", { method: "POST", body: data }),
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
        <StaffForm onSubmit={submit}>
          <TextField
            label="Endpoint URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/webhooks"
            hint="A public https:// address. Private networks and this server are refused."
            {...form.field("url")}
          />
          <TextField label="Description (optional)" maxLength={200} {...form.field("description")} />
          <CheckboxGroupField legend="Events" options={EVENT_OPTIONS} {...form.group("events")} />
          <Button type="submit" disabled={form.busy !== null}>
            {endpoint ? "Save endpoint" : "Add endpoint"}
          </Button>
        </StaffForm>
      )}
    </FormDialog>
  );
}
