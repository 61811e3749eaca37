import { HocuspocusProvider } from "@hocuspocus/provider";
import { useCallback, useEffect, useRef, useState } from "react";
import * as Y from "yjs";
import { COLLAB_PATH, type LiveCanvasDto } from "../../flare.contract.ts";
import { fromBase64 } from "../../lib/shared-doc.ts";

export type LiveStatus = "connecting" | "connected" | "offline" | "refused";
export type Peer = {
  clientId: number;
  name: string;
  color: string;
  cursor: { x: number; y: number } | null;
  selection: string[];
};

/** How long a save or an upload waits for this browser's changes to reach the server. */
const STORE_WAIT_MS = 5_000;

function peersOf(provider: HocuspocusProvider): Peer[] {
  const out: Peer[] = [];
  const self = provider.document.clientID;
  provider.awareness?.getStates().forEach((state, clientId) => {
    const user = state.user as { name?: unknown; color?: unknown } | undefined;
    if (clientId === self || typeof user?.name !== "string" || typeof user.color !== "string") return;
    const c = state.cursor as { x?: unknown; y?: unknown } | null | undefined;
    const cursor = c && typeof c.x === "number" && typeof c.y === "number" ? { x: c.x, y: c.y } : null;
    const sel = Array.isArray(state.selection) ? state.selection.filter((s) => typeof s === "string") : [];
    out.push({ clientId, name: user.name, color: user.color, cursor, selection: sel.slice(0, 200) });
  });
  return out.sort((a, b) => a.clientId - b.clientId);
}

/**
 * The design's shared document: filled at once from the page's copy (so the canvas draws without
 * waiting for the socket), then kept in step by Hocuspocus. When the browser says it is offline the
 * socket is closed and edits stay in the document; back online, it reconnects and both sides
 * exchange what the other lacks, so nothing made offline is lost.
 */
export function useLiveDoc(designId: string, live: LiveCanvasDto) {
  const [doc] = useState(() => {
    const d = new Y.Doc();
    Y.applyUpdate(d, fromBase64(live.state), "page");
    return d;
  });
  const providerRef = useRef<HocuspocusProvider | null>(null);
  const me = useRef(live.me);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [peers, setPeers] = useState<Peer[]>([]);

  useEffect(() => {
    const scheme = window.location.protocol === "https:" ? "wss" : "ws";
    const provider = new HocuspocusProvider({
      url: `${scheme}://${window.location.host}${COLLAB_PATH}`,
      name: designId,
      document: doc,
      // Who may connect is decided by the session or gate cookie the socket carries.
      token: "cookie",
      onStatus: ({ status: s }) =>
        setStatus(s === "connected" ? "connected" : navigator.onLine ? "connecting" : "offline"),
      onAwarenessChange: () => setPeers(peersOf(provider)),
      // The gate cookie expired or the password changed: no amount of reconnecting helps.
      onAuthenticationFailed: () => {
        provider.disconnect();
        setStatus("refused");
      },
    });
    providerRef.current = provider;
    provider.setAwarenessField("user", me.current);
    const offline = () => {
      provider.disconnect();
      setStatus("offline");
    };
    const online = () => void provider.connect();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      providerRef.current = null;
      provider.destroy();
    };
  }, [designId, doc]);

  /** Shares this person's pointer (flow coordinates) and selection with the others. */
  const setPresence = useCallback((field: "cursor" | "selection", value: unknown) => {
    providerRef.current?.setAwarenessField(field, value);
  }, []);

  /** True once every change made here has reached the server (false after a few seconds). */
  const whenStored = useCallback(async (): Promise<boolean> => {
    const end = Date.now() + STORE_WAIT_MS;
    for (;;) {
      const p = providerRef.current;
      if (p?.isSynced && !p.hasUnsyncedChanges && p.configuration.websocketProvider.status === "connected") {
        return true;
      }
      if (Date.now() > end) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
  }, []);

  return { doc, status, peers, setPresence, whenStored };
}
