import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Database, Db } from "#src/platform/db/db.ts";
import type { Logger } from "#src/platform/log/logger.ts";
import type { LiveEvent, LiveMessage } from "../workspace.contract.ts";
import { workspaceEvents } from "./workspace.tables.ts";

/** The channel every process LISTENs on; the payload is "<workspace id>:<event id>". */
export const EVENTS_CHANNEL = "workspace_events";
/** How far back a reconnect may resume (events are kept a day; older ones are pruned). */
export const RESUME_LIMIT = 500;
const KEEP_HOURS = 24;

/**
 * Records one change for the workspace's viewers, in the writer's transaction: the row and the
 * NOTIFY commit together (PostgreSQL delivers a notification only when its transaction commits),
 * so a viewer is never told about a change that was rolled back.
 */
export async function emitEvent(
  tx: Db,
  workspaceId: string,
  event: LiveEvent,
  activity?: { description: string; taskId?: string | null },
): Promise<number> {
  const [row] = await tx
    .insert(workspaceEvents)
    .values({
      workspaceId,
      kind: event.kind,
      description: activity?.description ?? null,
      taskId: activity?.taskId ?? null,
      payload: event as unknown as Record<string, unknown>,
    })
    .returning({ id: workspaceEvents.id });
  await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${`${workspaceId}:${row!.id}`})`);
  return row!.id;
}

export type StoredEvent = { id: number; event: LiveMessage };

export async function eventsAfter(db: Db, workspaceId: string, afterId: number, limit = RESUME_LIMIT) {
  const rows = await db
    .select({
      id: workspaceEvents.id,
      payload: workspaceEvents.payload,
      description: workspaceEvents.description,
      taskId: workspaceEvents.taskId,
      createdAt: workspaceEvents.createdAt,
    })
    .from(workspaceEvents)
    .where(and(eq(workspaceEvents.workspaceId, workspaceId), gt(workspaceEvents.id, afterId)))
    .orderBy(asc(workspaceEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    event: {
      ...(r.payload as unknown as LiveEvent),
      ...(r.description
        ? {
            activity: {
              id: String(r.id),
              description: r.description,
              timestamp: r.createdAt.toISOString(),
              taskId: r.taskId,
            },
          }
        : {}),
    },
  }));
}

async function latestId(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ id: workspaceEvents.id })
    .from(workspaceEvents)
    .where(eq(workspaceEvents.workspaceId, workspaceId))
    .orderBy(desc(workspaceEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

export async function pruneWorkspaceEvents(db: Db): Promise<void> {
  await db
    .delete(workspaceEvents)
    .where(lt(workspaceEvents.createdAt, new Date(Date.now() - KEEP_HOURS * 3_600_000)));
}

type Viewer = (e: StoredEvent) => void;
type Room = { viewers: Set<Viewer>; cursor: number; reading: Promise<void> | null; again: boolean };

/**
 * The fan-out of one process: one LISTEN for all workspaces, one read per notification and
 * workspace (however many viewers), then each viewer's stream is written. Several processes on one
 * PostgreSQL each get the NOTIFY and serve their own viewers.
 */
export type LiveHub = {
  subscribe(workspaceId: string, viewer: Viewer): Promise<() => void>;
  viewerCount(): number;
  /** Ends every stream (shutdown): each viewer gets a null-ish close through onClose handlers. */
  close(): void;
  onClose(fn: () => void): () => void;
};

export function createLiveHub(database: Database, logger?: Logger): LiveHub {
  const { db } = database;
  const rooms = new Map<string, Room>();
  const closers = new Set<() => void>();
  let listening: Promise<void> | null = null;

  const read = (workspaceId: string, room: Room) => {
    if (room.reading) {
      room.again = true;
      return;
    }
    room.reading = (async () => {
      do {
        room.again = false;
        const events = await eventsAfter(db, workspaceId, room.cursor);
        for (const e of events) {
          room.cursor = Math.max(room.cursor, e.id);
          for (const viewer of room.viewers) viewer(e);
        }
        if (events.length === RESUME_LIMIT) room.again = true;
      } while (room.again && room.viewers.size > 0);
    })()
      .catch((err) => logger?.warn({ err }, "workspace events could not be read"))
      .finally(() => {
        room.reading = null;
      });
  };

  const onPayload = (payload: string) => {
    const [workspaceId] = payload.split(":");
    const room = workspaceId ? rooms.get(workspaceId) : undefined;
    if (room && room.viewers.size > 0) read(workspaceId!, room);
  };

  const ensureListening = () => {
    listening ??= database.listen(EVENTS_CHANNEL, onPayload, () => {
      // Notifications may have been missed while the connection was down: read every room.
      for (const [id, room] of rooms) read(id, room);
    });
    return listening;
  };

  return {
    async subscribe(workspaceId, viewer) {
      await ensureListening();
      let room = rooms.get(workspaceId);
      if (!room) {
        room = { viewers: new Set(), cursor: 0, reading: null, again: false };
        rooms.set(workspaceId, room);
        // Listening already: anything committed after this read is announced by a notification.
        room.cursor = await latestId(db, workspaceId);
      }
      room.viewers.add(viewer);
      // An event committed between the cursor's read and this viewer's arrival is read now.
      read(workspaceId, room);
      const r = room;
      return () => {
        r.viewers.delete(viewer);
        if (r.viewers.size === 0 && rooms.get(workspaceId) === r) rooms.delete(workspaceId);
      };
    },
    viewerCount: () => [...rooms.values()].reduce((n, r) => n + r.viewers.size, 0),
    close() {
      for (const fn of [...closers]) fn();
      closers.clear();
    },
    onClose(fn) {
      closers.add(fn);
      return () => closers.delete(fn);
    },
  };
}

// One hub per open database, shared by every request of the process.
const HUBS = Symbol.for("agency.workspaceHubs");
const g = globalThis as unknown as Record<symbol, WeakMap<Database, LiveHub>>;
g[HUBS] ??= new WeakMap();

export function liveHubOf(database: Database, logger?: Logger): LiveHub {
  let hub = g[HUBS]!.get(database);
  if (!hub) {
    hub = createLiveHub(database, logger);
    g[HUBS]!.set(database, hub);
  }
  return hub;
}

/** Shutdown: ends the open event streams so the server can close its connections. */
export function closeLiveStreams(database: Database): void {
  g[HUBS]!.get(database)?.close();
}
