import { HocuspocusProvider } from "@hocuspocus/provider";
import { useCallback, useEffect, useRef, useState } from "react";
import { clearDocument, IndexeddbPersistence, storeState } from "y-indexeddb";
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

/**
 * The browser's own copy of a design's shared document (IndexedDB), one database per design: edits
 * made offline survive a reload or a closed tab and merge when the socket is back. It is opened
 * only after the server let this browser have the design (the page's loader), and dropped when the
 * socket refuses the browser the design.
 */
export const localCopyName = (designId: string) => `flare-design:${designId}`;

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
 * exchange what the other lacks, so nothing made offline is lost. A copy in IndexedDB
 * (`localCopyName`) keeps offline edits across a reload until they reach the server.
 */
export function useLiveDoc(designId: string, live: LiveCanvasDto) {
  const [doc] = useState(() => {
    // The marks name the canvas's load steps for bench/flare.ts.
    performance.mark("flare:doc decode");
    const d = new Y.Doc();
    Y.applyUpdate(d, fromBase64(live.state), "page");
    performance.mark("flare:doc decoded");
    return d;
  });
  const providerRef = useRef<HocuspocusProvider | null>(null);
  const me = useRef(live.me);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [peers, setPeers] = useState<Peer[]>([]);

  useEffect(() => {
    const copy: { db: IndexeddbPersistence | null; refused: boolean } = { db: null, refused: false };
    // Opened a second after the canvas mounts when the browser is idle, or at once on this
    // person's first edit or when the browser goes offline: reading and writing the copy decodes
    // and encodes the whole document, a few hundred milliseconds on a 1,000-node design, which
    // should not delay the first drawing. Its first write is the whole document, edits included.
    const openLocal = () => {
      if (copy.refused || copy.db) return;
      doc.off("update", onEdit);
      performance.mark("flare:local copy opened");
      try {
        const local = new IndexeddbPersistence(localCopyName(designId), doc);
        copy.db = local;
        // y-indexeddb adds a whole copy at each opening: fold them into one, so the database
        // holds one document and the pending edits, not one copy per visit.
        void local.whenSynced.then(() => storeState(local, true)).catch(() => {});
      } catch {
        // No IndexedDB (a private window in some browsers): live editing works, offline reloads do not.
      }
    };
    const onEdit = (_update: Uint8Array, origin: unknown) => {
      if (origin !== providerRef.current && origin !== "page") openLocal();
    };
    doc.on("update", onEdit);
    let idle = 0;
    const later = window.setTimeout(() => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(openLocal, { timeout: 2_000 })
        : window.setTimeout(openLocal, 0);
    }, 1_000);
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
        // Refused the design (code revoked, gate expired): keep no copy of it in this browser.
        copy.refused = true;
        if (copy.db) void copy.db.clearData();
        else void clearDocument(localCopyName(designId));
      },
    });
    providerRef.current = provider;
    provider.setAwarenessField("user", me.current);
    const offline = () => {
      openLocal();
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
      doc.off("update", onEdit);
      window.clearTimeout(later);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      void copy.db?.destroy();
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
