import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type Document, Hocuspocus, isTransactionOrigin } from "@hocuspocus/server";
import { type WebSocket, WebSocketServer } from "ws";
import * as Y from "yjs";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Database } from "#src/platform/db/db.ts";
import type { AppServices } from "#src/platform/http/app-context.ts";
import { COLLAB_MAX_MESSAGE_BYTES, COLLAB_PATH } from "../flare.contract.ts";
import {
  appendUpdate,
  COMPACT_AFTER,
  compactDoc,
  DOC_CHANNEL,
  loadDocState,
  parseNotice,
  readUpdate,
} from "./collab-store.ts";
import { assertHolder } from "./designs.service.ts";
import { type FlareCaller, flareCallerOfHeaders } from "./gate.ts";
import { type Presence, presenceOf } from "./presence.ts";
import { checkMessage } from "./socket-message.ts";

/**
 * Live collaboration on the FLARE canvas (docs/decisions/036-flare-live-collaboration.md): a
 * Hocuspocus instance on the app's own HTTP server (the upgrade of COLLAB_PATH), one Yjs document
 * per design. Every change a client sends is broadcast by Hocuspocus to the others on this process,
 * appended to flare_design_updates, and announced by NOTIFY to the other processes, which apply it
 * to their copy and broadcast it to their clients.
 */
export type FlareCollab = {
  /** Takes the upgrade when it is for the canvas socket; false leaves it to the caller. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Resolves once every change this process received for the design is stored. */
  flush(designId: string): Promise<void>;
  connectionCount(): number;
  close(): Promise<void>;
};

type Context = {
  caller: FlareCaller;
  presence: Presence;
  /** Ends the socket itself (not only this document on it). */
  end: (code: number, reason: string) => void;
  /** Changes this connection made to its design (a staff member's session is audited on leaving). */
  edits: number;
};
type Room = {
  doc: Document | null;
  /** Updates announced while the document was still loading. */
  early: Uint8Array[];
  /** Changes received and not yet stored, and the write under way. */
  queue: Uint8Array[];
  writing: Promise<void> | null;
  appended: number;
  /** Hocuspocus is loading the document into this process. */
  loading: boolean;
};

/** Updates that came from the database (another process, or the API): not stored again. */
const FROM_DB = { source: "local", skipStoreHooks: true } as const;
const RETRY_MS = 1_000;
/** The close code of a socket that sent something that is not a well-formed message. */
export const BAD_MESSAGE = { code: 4400, reason: "bad message" } as const;
/** How often the server logs how long its messages took (when there were any). */
export const STATS_INTERVAL_MS = 10_000;

function reject(socket: Duplex, status: 401 | 403 | 404 | 503, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

export function createFlareCollab(services: AppServices): FlareCollab {
  const { db, database, logger, config } = services;
  const tag = randomUUID();
  const origin = new URL(config.publicUrl).origin;
  const rooms = new Map<string, Room>();
  let closing = false;

  // The server's own time per message: from the socket handing it over (after any wait in the
  // event loop) to its update applied and broadcast, logged every STATS_INTERVAL_MS.
  const receivedAt = new WeakMap<Uint8Array, number>();
  const handled: number[] = [];
  const stats = setInterval(() => {
    if (handled.length === 0) return;
    const ms = handled.splice(0).sort((a, b) => a - b);
    const at = (p: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]! * 10) / 10;
    logger.info(
      {
        messages: ms.length,
        p50Ms: at(0.5),
        p95Ms: at(0.95),
        maxMs: at(1),
        connections: hocuspocus.getConnectionsCount(),
      },
      "flare live canvas: messages handled",
    );
  }, STATS_INTERVAL_MS);
  stats.unref();

  const write = (designId: string, room: Room) => {
    if (room.writing || room.queue.length === 0) return;
    const batch = room.queue.splice(0);
    room.writing = appendUpdate(db, designId, batch.length === 1 ? batch[0]! : Y.mergeUpdates(batch), tag)
      .then(() => {
        room.appended += 1;
        if (room.appended % COMPACT_AFTER === 0) {
          compactDoc(db, designId).catch((err) => logger.warn({ err, designId }, "flare: compaction failed"));
        }
      })
      .catch(async (err) => {
        // Kept in memory and written again: nothing a client sent is dropped for a database hiccup.
        logger.error({ err, designId }, "flare: a canvas change could not be stored; retrying");
        room.queue.unshift(...batch);
        await new Promise((r) => setTimeout(r, RETRY_MS).unref());
      })
      .finally(() => {
        room.writing = null;
        write(designId, room);
        // Closed while this was being stored: nothing is left to keep the room for.
        if (
          !room.doc &&
          !room.loading &&
          !room.writing &&
          room.queue.length === 0 &&
          rooms.get(designId) === room
        ) {
          rooms.delete(designId);
        }
      });
  };

  const roomOf = (designId: string) => {
    let room = rooms.get(designId);
    if (!room) {
      room = { doc: null, early: [], queue: [], writing: null, appended: 0, loading: false };
      rooms.set(designId, room);
    }
    return room;
  };

  const applyFromDb = (room: Room, update: Uint8Array) => {
    if (room.doc) Y.applyUpdate(room.doc, update, FROM_DB);
    else room.early.push(update);
  };

  const reloadRoom = async (designId: string, room: Room) => {
    applyFromDb(room, await loadDocState(db, designId));
  };

  const onNotice = (payload: string) => {
    const notice = parseNotice(payload);
    if (!notice || notice.tag === tag) return;
    const room = rooms.get(notice.designId);
    if (!room) return;
    if (notice.update) {
      applyFromDb(room, notice.update);
      return;
    }
    readUpdate(db, notice.id)
      .then((update) => (update ? applyFromDb(room, update) : reloadRoom(notice.designId, room)))
      .catch((err) => logger.warn({ err }, "flare: a shared canvas change could not be read"));
  };

  let listening: Promise<void> | null = null;
  const ensureListening = () => {
    listening ??= database.listen(DOC_CHANNEL, onNotice, () => {
      // Notices may have been missed while the connection was down: read every open document.
      for (const [id, room] of rooms) {
        reloadRoom(id, room).catch((err) => logger.warn({ err }, "flare: could not reload a canvas"));
      }
    });
    return listening;
  };

  const hocuspocus = new Hocuspocus<Context>({
    name: "flare",
    quiet: true,
    // Clients send awareness every 30 s; a silent socket is dead after a minute.
    timeout: 60_000,
    async onAuthenticate({ context, documentName }) {
      // The object-level rule of every FLARE route: staff, or a browser holding the design.
      await assertHolder(db, context.caller, documentName);
    },
    async onLoadDocument({ document, documentName }) {
      const room = roomOf(documentName);
      room.loading = true;
      try {
        await ensureListening();
        Y.applyUpdate(document, await loadDocState(db, documentName), FROM_DB);
        for (const update of room.early.splice(0)) Y.applyUpdate(document, update, FROM_DB);
        room.doc = document;
      } finally {
        room.loading = false;
      }
    },
    async onDisconnect({ context, documentName }) {
      // A staff member's live session on a design is one audit record: who, which design, how many
      // changes (each change itself is in the document's update log).
      if (context.caller.kind !== "staff" || context.edits === 0) return;
      await recordAudit(db, context.caller.actor, {
        action: "flare.design.live_edit",
        entityType: "flare_design",
        entityId: documentName,
        details: { changes: context.edits },
      }).catch((err) => logger.error({ err, designId: documentName }, "flare: live edit audit failed"));
    },
    async afterUnloadDocument({ documentName }) {
      const room = rooms.get(documentName);
      if (room && !room.loading && !room.writing && room.queue.length === 0) rooms.delete(documentName);
      else if (room) room.doc = null;
    },
    async onChange({ documentName, update, transactionOrigin, context }) {
      if (!isTransactionOrigin(transactionOrigin) || transactionOrigin.source !== "connection") return;
      context.edits += 1;
      const room = roomOf(documentName);
      room.queue.push(update);
      write(documentName, room);
    },
    async afterHandleMessage({ update }) {
      const at = receivedAt.get(update);
      if (at !== undefined) handled.push(performance.now() - at);
    },
    async beforeHandleMessage({ update, context }) {
      // A message that is not a well-formed Yjs message closes the socket before it is applied.
      if (checkMessage(update)) return;
      context.end(BAD_MESSAGE.code, BAD_MESSAGE.reason);
      throw Object.assign(new Error(BAD_MESSAGE.reason), BAD_MESSAGE);
    },
    async beforeHandleAwareness({ context, states }) {
      // Names and colours come from the server: nobody can appear as someone else.
      if (!context) return;
      for (const state of states.values()) state.user = { ...context.presence };
    },
  });

  const wss = new WebSocketServer({ noServer: true, maxPayload: COLLAB_MAX_MESSAGE_BYTES });

  const connect = (ws: WebSocket, request: Request, context: Context) => {
    const connection = hocuspocus.handleConnection(ws, request, context);
    ws.on("message", (data: Buffer | ArrayBuffer | Buffer[]) => {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const message = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      receivedAt.set(message, performance.now());
      connection.handleMessage(message);
    });
    ws.on("close", (code: number, reason: Buffer) =>
      connection.handleClose({ code, reason: reason.toString() }),
    );
    // A message over the size limit or a broken frame: ws closes the socket itself (1009, 1002),
    // before anything of it reaches the document.
    ws.on("error", () => {});
  };

  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (closing) return reject(socket, 503, "Service Unavailable");
    // Cross-site WebSocket hijacking: only pages of this site may open the socket with its cookies.
    if (req.headers.origin !== origin) return reject(socket, 403, "Forbidden");
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) {
      if (typeof v === "string") headers.set(k, v);
      else if (Array.isArray(v)) headers.set(k, v.join(", "));
    }
    const caller = await flareCallerOfHeaders(services, headers);
    if (!caller) return reject(socket, 401, "Unauthorized");
    wss.handleUpgrade(req, socket, head, (ws) =>
      connect(ws, new Request(`${origin}${req.url ?? "/"}`, { headers }), {
        caller,
        presence: presenceOf(caller),
        end: (code, reason) => ws.close(code, reason),
        edits: 0,
      }),
    );
  };

  let closed: Promise<void> | undefined;
  const collab: FlareCollab = {
    handleUpgrade(req, socket, head) {
      const path = (req.url ?? "").split("?")[0];
      if (path !== COLLAB_PATH) return false;
      socket.on("error", () => socket.destroy());
      upgrade(req, socket, head).catch((err) => {
        logger.error({ err }, "flare: canvas socket upgrade failed");
        reject(socket, 503, "Service Unavailable");
      });
      return true;
    },
    async flush(designId) {
      const room = rooms.get(designId);
      while (room && (room.writing || room.queue.length > 0)) {
        if (room.writing) await room.writing;
        else write(designId, room);
      }
    },
    connectionCount: () => hocuspocus.getConnectionsCount(),
    close() {
      closed ??= (async () => {
        closing = true;
        clearInterval(stats);
        hocuspocus.closeConnections();
        for (const ws of wss.clients) ws.terminate();
        wss.close();
        await Promise.all([...rooms.keys()].map((id) => collab.flush(id)));
      })();
      return closed;
    },
  };
  return collab;
}

// One per open database, so a request (a save) can wait for this process's pending changes.
const KEY = Symbol.for("agency.flareCollab");
const g = globalThis as unknown as Record<symbol, WeakMap<Database, FlareCollab>>;
g[KEY] ??= new WeakMap();

export function startFlareCollab(services: AppServices): FlareCollab {
  const collab = createFlareCollab(services);
  g[KEY]!.set(services.database, collab);
  return collab;
}

export function flareCollabOf(database: Database): FlareCollab | undefined {
  return g[KEY]!.get(database);
}
