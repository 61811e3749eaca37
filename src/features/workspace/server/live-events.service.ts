import type { AppServices } from "#src/platform/http/app-context.ts";
import type { Actor } from "#src/platform/http/session.ts";
import { memberOf } from "./access.ts";
import { eventsAfter, liveHubOf, RESUME_LIMIT, type StoredEvent } from "./live.ts";

/** Heartbeat comment: keeps proxies from closing a quiet stream and finds dead connections. */
const HEARTBEAT_MS = 15_000;

/** The answer's headers: an event stream that no proxy buffers or stores. */
export const LIVE_EVENTS_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-store",
  "x-accel-buffering": "no",
};

/**
 * Server-sent events for one workspace, to a member only (404 otherwise, before the stream opens):
 * chat, task activity and board changes, each with its event id. A reconnect sends the last id it
 * saw (the browser does it by itself) and first receives what it missed, then the live feed. The
 * stream ends when the client goes (`signal`) or the process shuts down.
 */
export async function openLiveEvents(
  services: Pick<AppServices, "db" | "database" | "logger">,
  actor: Actor,
  workspaceId: string,
  { lastEventId, signal }: { lastEventId: number | null; signal?: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const ws = await memberOf(services.db, actor, workspaceId);
  const hub = liveHubOf(services.database, services.logger);
  const encoder = new TextEncoder();
  let cleanup = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let sent = lastEventId ?? 0;
      let open = true;
      let ready = false;
      const queue: StoredEvent[] = [];
      const write = (chunk: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(chunk));
        } catch {
          cleanup();
        }
      };
      const send = (e: StoredEvent) => {
        if (e.id <= sent) return;
        sent = e.id;
        write(`id: ${e.id}\nevent: ${e.event.kind}\ndata: ${JSON.stringify(e.event)}\n\n`);
      };
      // Events that arrive while the missed ones are read wait in the queue, so the order holds.
      const unsubscribe = await hub.subscribe(ws.id, (e) => (ready ? send(e) : queue.push(e)));
      const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      heartbeat.unref?.();
      const offClose = hub.onClose(() => cleanup());
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        offClose();
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      };
      signal?.addEventListener("abort", () => cleanup());
      write(`retry: 2000\n: connected\n\n`);
      if (lastEventId !== null) {
        const missed = await eventsAfter(services.db, ws.id, lastEventId, RESUME_LIMIT);
        for (const e of missed) send(e);
      }
      ready = true;
      for (const e of queue) send(e);
      queue.length = 0;
    },
    cancel() {
      cleanup();
    },
  });
}
