import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { LiveMessage } from "../workspace.contract.ts";

/**
 * Follows a workspace's live events (server-sent events): each change is handed to `onEvent` and
 * the page's data is refreshed once the burst is over. EventSource reconnects by itself and sends
 * the last event id, so nothing said while the connection was down is lost.
 */
export function useLiveWorkspace(workspaceId: string | null, onEvent?: (e: LiveMessage) => void) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!workspaceId || typeof EventSource === "undefined") return;
    const source = new EventSource(`/api/workspace/workspaces/${workspaceId}/events`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const receive = (ev: MessageEvent<string>) => {
      try {
        handler.current?.(JSON.parse(ev.data) as LiveMessage);
      } catch {
        // A malformed event is skipped; the refresh below still brings the data.
      }
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate.current(), 120);
    };
    for (const kind of ["chat", "task", "task-message", "tree", "request"])
      source.addEventListener(kind, receive);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(false);
    return () => {
      clearTimeout(timer);
      source.close();
      setConnected(false);
    };
  }, [workspaceId]);
  return connected;
}
