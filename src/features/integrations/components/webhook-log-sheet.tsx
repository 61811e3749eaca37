import { RefreshCw } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Badge, type BadgeTone } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Sheet } from "#src/ui/sheet.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { WEBHOOK_UI, type WebhookDeliveryDto, type WebhookEndpointDto } from "../webhooks.contract.ts";

const TONES: Record<WebhookDeliveryDto["status"], BadgeTone> = {
  succeeded: "success",
  pending: "warning",
  failed: "danger",
};
const time = (iso: string) => `${iso.slice(0, 19).replace("T", " ")} UTC`;

function DeliveryItem({ d, onReplay, busy }: { d: WebhookDeliveryDto; onReplay: () => void; busy: boolean }) {
  return (
    <li className="space-y-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TONES[d.status]}>{d.status}</Badge>
        <span className="font-medium font-mono text-sm">{d.eventType}</span>
        {d.replayOf ? <Badge tone="info">replay</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-fg">Created</dt>
        <dd>{time(d.createdAt)}</dd>
        <dt className="text-muted-fg">Attempts</dt>
        <dd>{d.attempts}</dd>
        <dt className="text-muted-fg">Last answer</dt>
        <dd>
          {d.lastStatusCode ?? "none"}
          {d.lastDurationMs !== null ? ` in ${d.lastDurationMs} ms` : ""}
        </dd>
        {d.nextAttemptAt ? (
          <>
            <dt className="text-muted-fg">Next try</dt>
            <dd>{time(d.nextAttemptAt)}</dd>
          </>
        ) : null}
      </dl>
      {d.lastError ? <p className="text-danger text-sm">{d.lastError}</p> : null}
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium focus-visible:outline-2">
          Attempts and message <span className="sr-only">of {d.messageId}</span>
        </summary>
        <p className="mt-2 break-all font-mono text-muted-fg text-xs">webhook-id: {d.messageId}</p>
        <ol className="mt-2 space-y-2">
          {d.log.map((a) => (
            <li key={a.at} className="rounded bg-muted p-2">
              <div>
                {time(a.at)}: {a.statusCode ?? "no answer"} in {a.durationMs} ms
              </div>
              {a.error ? <div className="text-danger">{a.error}</div> : null}
              {a.responseBody ? (
                <pre className="mt-1 max-h-24 overflow-auto whitespace-pre-wrap break-all text-xs">
                  {a.responseBody}
                </pre>
              ) : null}
            </li>
          ))}
        </ol>
        <pre className="mt-2 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 text-xs">
          {JSON.stringify(d.body, null, 2)}
        </pre>
      </details>
      <Button variant="outline" size="sm" onClick={onReplay} disabled={busy}>
        Replay<span className="sr-only"> {d.eventType} delivery</span>
      </Button>
    </li>
  );
}

/** The delivery log of one endpoint: each message's state and attempts, with replay. */
export function WebhookLogSheet({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const [open, setOpen] = useState(false);
  const [deliveries, setDeliveries] = useState<WebhookDeliveryDto[] | null>(null);
  const [loading, setLoading] = useState(false);
  const { run, busy } = useStaffAction();
  const load = useCallback(async () => {
    setLoading(true);
    try {
      const r = await api<{ deliveries: WebhookDeliveryDto[] }>(
        `/api/integrations/webhooks/${endpoint.id}/deliveries`,
      );
      setDeliveries(r.deliveries);
    } catch {
      toast.error(WEBHOOK_UI.logFailed);
    } finally {
      setLoading(false);
    }
  }, [endpoint.id]);
  useEffect(() => {
    if (open) void load();
  }, [open, load]);
  const replay = async (id: string) => {
    const ok = await run(
      id,
      () => api(`/api/integrations/webhooks/deliveries/${id}/replay`, { method: "POST" }),
      { failure: WEBHOOK_UI.replayFailed, reload: false },
    );
    if (ok) setTimeout(() => void load(), 1500);
  };
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Delivery log<span className="sr-only"> of {endpoint.url}</span>
      </Button>
      <Sheet
        open={open}
        onOpenChange={setOpen}
        side="right"
        title="Delivery log"
        description={endpoint.url}
        className="w-[32rem]"
      >
        <div className="p-4">
          <div className="mb-3 flex items-center justify-between gap-2">
            <p className="text-muted-fg text-sm">The latest 50 messages, newest first.</p>
            <Button variant="ghost" size="sm" onClick={() => void load()} disabled={loading}>
              <RefreshCw aria-hidden className="size-4" /> Refresh
            </Button>
          </div>
          {deliveries === null ? (
            <Spinner label="Loading the delivery log" />
          ) : deliveries.length === 0 ? (
            <p className="text-muted-fg text-sm">Nothing sent yet. Send a test event to try the endpoint.</p>
          ) : (
            <ul className="space-y-3" aria-label="Deliveries">
              {deliveries.map((d) => (
                <DeliveryItem key={d.id} d={d} onReplay={() => void replay(d.id)} busy={busy !== null} />
              ))}
            </ul>
          )}
        </div>
      </Sheet>
    </>
  );
}
