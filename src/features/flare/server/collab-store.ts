import { asc, eq, inArray, sql } from "drizzle-orm";
import * as Y from "yjs";
import type { Db } from "#src/platform/db/db.ts";
import { notFound } from "#src/platform/http/errors.ts";
import { type DesignEdge, type DesignNode, FLARE_MESSAGES as M } from "../flare.contract.ts";
import { designAsUpdate, readDesign, toBase64, writeDesign } from "../lib/shared-doc.ts";
import { flareDesigns, flareDesignUpdates } from "./flare.tables.ts";

/**
 * The shared document's storage (docs/decisions/036-flare-live-collaboration.md): an append-only
 * log of Yjs updates per design in flare_design_updates, merged on load and compacted into one
 * row now and then. Each append NOTIFYs every app process on the database.
 */
export const DOC_CHANNEL = "flare_doc_updates";
/** PostgreSQL's NOTIFY payload is under 8,000 bytes: larger updates are read from their row. */
const INLINE_MAX_CHARS = 7_000;
/** A design whose log holds more rows than this is compacted into one on the next load. */
export const COMPACT_AFTER = 200;

/** The payload "<design id>:<row id>:<writer tag>:<base64 update or empty>". */
export type DocNotice = { designId: string; id: number; tag: string; update: Uint8Array | null };

export function parseNotice(payload: string): DocNotice | null {
  const [designId, id, tag, b64] = payload.split(":");
  if (!designId || !id || tag === undefined) return null;
  try {
    return { designId, id: Number(id), tag, update: b64 ? Buffer.from(b64, "base64") : null };
  } catch {
    return null;
  }
}

const lockKey = (designId: string) => sql`hashtext(${`flare-doc:${designId}`})`;

async function rowsOf(db: Db, designId: string) {
  return db
    .select({ id: flareDesignUpdates.id, update: flareDesignUpdates.update })
    .from(flareDesignUpdates)
    .where(eq(flareDesignUpdates.designId, designId))
    .orderBy(asc(flareDesignUpdates.id));
}

function merge(updates: readonly Uint8Array[]): Uint8Array {
  const doc = new Y.Doc();
  doc.transact(() => {
    for (const u of updates) Y.applyUpdate(doc, u);
  });
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/**
 * The first time a design is opened live, its saved nodes and edges become the document's first
 * row: once, under a lock, so two processes opening it together do not start two histories.
 */
async function seed(db: Db, designId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(designId)})`);
    const [existing] = await tx
      .select({ id: flareDesignUpdates.id })
      .from(flareDesignUpdates)
      .where(eq(flareDesignUpdates.designId, designId))
      .limit(1);
    if (existing) return;
    const [design] = await tx
      .select({ nodes: flareDesigns.nodes, edges: flareDesigns.edges })
      .from(flareDesigns)
      .where(eq(flareDesigns.id, designId));
    if (!design) throw notFound(M.loadFailed);
    await tx
      .insert(flareDesignUpdates)
      .values({ designId, update: designAsUpdate(design.nodes, design.edges) });
  });
}

/** Replaces the rows read with one row holding their merge (rows added meanwhile are kept). */
export async function compactDoc(db: Db, designId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(designId)})`);
    const rows = await rowsOf(tx, designId);
    if (rows.length < 2) return;
    const merged = merge(rows.map((r) => r.update));
    await tx.delete(flareDesignUpdates).where(
      inArray(
        flareDesignUpdates.id,
        rows.map((r) => r.id),
      ),
    );
    await tx.insert(flareDesignUpdates).values({ designId, update: merged });
  });
}

/** The whole shared document of a design as one update (seeded from the saved design if new). */
export async function loadDocState(db: Db, designId: string): Promise<Uint8Array> {
  let rows = await rowsOf(db, designId);
  if (rows.length === 0) {
    await seed(db, designId);
    rows = await rowsOf(db, designId);
  }
  // One row is the whole document already; several are merged without building a document
  // (a 1,000-node design takes a tenth of a second or more to build, and this runs on every load).
  const state = rows.length === 1 ? rows[0]!.update : Y.mergeUpdates(rows.map((r) => r.update));
  if (rows.length > COMPACT_AFTER) await compactDoc(db, designId);
  return state;
}

/** One stored update by its row id, or null once compaction has merged it away. */
export async function readUpdate(db: Db, id: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ update: flareDesignUpdates.update })
    .from(flareDesignUpdates)
    .where(eq(flareDesignUpdates.id, id));
  return row?.update ?? null;
}

/**
 * Appends an update and announces it to every process (the NOTIFY is delivered on commit).
 * `tag` names the writer, so a process skips the notices of its own writes.
 */
export async function appendUpdate(db: Db, designId: string, update: Uint8Array, tag: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(flareDesignUpdates)
      .values({ designId, update })
      .returning({ id: flareDesignUpdates.id });
    const b64 = Buffer.from(update).toString("base64");
    const payload = `${designId}:${row!.id}:${tag}:${b64.length <= INLINE_MAX_CHARS ? b64 : ""}`;
    await tx.execute(sql`select pg_notify(${DOC_CHANNEL}, ${payload})`);
    return row!.id;
  });
}

/** The design the shared document holds now (what a save stores). */
export async function liveDesign(
  db: Db,
  designId: string,
): Promise<{ nodes: DesignNode[]; edges: DesignEdge[] }> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, await loadDocState(db, designId));
  const design = readDesign(doc);
  doc.destroy();
  return design;
}

/** The shared document for the canvas's first paint, base64 (the socket then syncs the rest). */
export async function liveStateBase64(db: Db, designId: string): Promise<string> {
  return toBase64(await loadDocState(db, designId));
}

/**
 * Makes the shared document hold these nodes and edges (a save through the API): only the
 * differences are written, as one update every open canvas receives.
 */
export async function replaceLiveDesign(
  db: Db,
  designId: string,
  nodes: readonly DesignNode[],
  edges: readonly DesignEdge[],
): Promise<void> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, await loadDocState(db, designId));
  const before = Y.encodeStateVector(doc);
  writeDesign(doc, nodes, edges, null);
  const diff = Y.encodeStateAsUpdate(doc, before);
  doc.destroy();
  // An empty update is two zero bytes (no structs, no deletions).
  if (diff.length > 2) await appendUpdate(db, designId, diff, "api");
}
