import { Webhook } from "lucide-react";
import { api } from "#src/lib/api-client.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { ConfirmDialog } from "#src/ui/confirm-dialog.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { WEBHOOK_UI, type WebhookEndpointDto } from "../webhooks.contract.ts";
import { WebhookFormDialog } from "./webhook-form-dialog.tsx";
import { WebhookLogSheet } from "./webhook-log-sheet.tsx";
import { WebhookSecretDialog } from "./webhook-secret-dialog.tsx";

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "Never");

function State({ e }: { e: WebhookEndpointDto }) {
  if (e.enabled) return <Badge tone="success">Enabled</Badge>;
  return (
    <Badge tone={e.disabledReason ? "danger" : "neutral"}>
      {e.disabledReason ? "Disabled: failing" : "Disabled"}
    </Badge>
  );
}

function EndpointItem({ e }: { e: WebhookEndpointDto }) {
  const { run, busy } = useStaffAction();
  const path = `/api/integrations/webhooks/${e.id}`;
  return (
    <li className="space-y-3 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-all font-medium font-mono text-sm">{e.url}</h3>
          {e.description ? <p className="text-muted-fg text-sm">{e.description}</p> : null}
        </div>
        <State e={e} />
      </div>
      {e.disabledReason ? (
        <p className="text-danger text-sm">
          Disabled by the platform on {when(e.disabledAt)}: {e.disabledReason} Fix the receiver, enable it and
          replay what it missed.
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted-fg">Events</dt>
        <dd className="break-words">{e.events.join(", ")}</dd>
        <dt className="text-muted-fg">Last success</dt>
        <dd>{when(e.lastSuccessAt)}</dd>
        <dt className="text-muted-fg">Waiting</dt>
        <dd>{e.pending}</dd>
        <dt className="text-muted-fg">Failed (24 h)</dt>
        <dd>{e.failedRecently}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy !== null || !e.enabled}
          onClick={() =>
            void run("test", () => api(`${path}/test`, { method: "POST" }), {
              failure: WEBHOOK_UI.testFailed,
            })
          }
        >
          Send test event<span className="sr-only"> to {e.url}</span>
        </Button>
        <WebhookLogSheet endpoint={e} />
        <WebhookFormDialog
          endpoint={e}
          trigger={
            <Button variant="outline" size="sm">
              Edit<span className="sr-only"> {e.url}</span>
            </Button>
          }
        />
        <WebhookSecretDialog endpoint={e} />
        <Button
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() =>
            void run("toggle", () => api(path, { method: "PATCH", body: { enabled: !e.enabled } }), {
              failure: WEBHOOK_UI.saveFailed,
            })
          }
        >
          {e.enabled ? "Disable" : "Enable"}
          <span className="sr-only"> {e.url}</span>
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={busy !== null}>
              Delete<span className="sr-only"> {e.url}</span>
            </Button>
          }
          title="Delete this endpoint?"
          description="It stops receiving events at once, and its delivery log is deleted. This cannot be undone."
          confirmLabel="Delete"
          onConfirm={() =>
            run("delete", () => api(path, { method: "DELETE" }), { failure: WEBHOOK_UI.deleteFailed })
          }
        />
      </div>
    </li>
  );
}

/** Webhooks: the endpoints other systems receive signed events on, with their delivery logs. */
export function WebhooksCard({ endpoints }: { endpoints: WebhookEndpointDto[] }) {
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-lg">
          <Webhook aria-hidden className="size-5" /> Webhooks
        </h2>
        <WebhookFormDialog trigger={<Button>Add endpoint</Button>} />
      </div>
      <p className="text-muted-fg text-sm">
        Each event is sent as a signed POST (Standard Webhooks: webhook-id, webhook-timestamp,
        webhook-signature), retried with back-off for about a day. An endpoint that fails for a whole day is
        disabled and admins are told.
      </p>
      {endpoints.length === 0 ? (
        <p className="text-muted-fg text-sm">
          No endpoints yet. Add one for each system that should hear about changes.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Webhook endpoints">
          {endpoints.map((e) => (
            <EndpointItem key={e.id} e={e} />
          ))}
        </ul>
      )}
    </Card>
  );
}
