import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Database, Db } from "#src/platform/db/db.ts";
import { badRequest, HttpError, notFound } from "#src/platform/http/errors.ts";
import {
  type DesignEdge,
  type DesignNode,
  type DesignVersionDto,
  FLARE_MESSAGES as M,
  type SaveDesignInput,
  type SaveResultDto,
  type SaveVersionInput,
} from "../flare.contract.ts";
import { deriveFeatures, deriveStages, withStageFeatures } from "../lib/design.ts";
import { flareCollabOf } from "./collab.ts";
import { liveDesign, replaceLiveDesign } from "./collab-store.ts";
import { assertHolder } from "./designs.service.ts";
import { flareDesigns, flareDesignVersions } from "./flare.tables.ts";
import { callerLabel, type FlareCaller } from "./gate.ts";
import { GUEST_NAME } from "./presence.ts";

const VERSION_LIST_LIMIT = 100;

/**
 * Stores nodes and edges as the design's next version: the design row (what the staff list, the
 * attachments and the rest of the product read) and a named row in the version list, with the
 * staff member's audit record, in one transaction.
 */
export async function storeVersion(
  tx: Db,
  caller: FlareCaller,
  designId: string,
  name: string,
  design: { nodes: DesignNode[]; edges: DesignEdge[] },
  opts: {
    where?: SQL | undefined;
    client?: { clientName?: string | undefined; clientCompany?: string | undefined };
  } = {},
) {
  const client = opts.client ?? {};
  const stages = deriveStages(design.nodes, design.edges);
  const nodes = withStageFeatures(design.nodes, stages);
  const [row] = await tx
    .update(flareDesigns)
    .set({
      nodes,
      edges: design.edges,
      features: deriveFeatures(nodes),
      stages,
      ...(client.clientName !== undefined ? { clientName: client.clientName || null } : {}),
      ...(client.clientCompany !== undefined ? { clientCompany: client.clientCompany || null } : {}),
      version: sql`${flareDesigns.version} + 1`,
      updatedAt: new Date(),
      updatedBy: callerLabel(caller),
    })
    .where(opts.where ?? eq(flareDesigns.id, designId))
    .returning({ version: flareDesigns.version, updatedAt: flareDesigns.updatedAt });
  if (!row) return null;
  await tx.insert(flareDesignVersions).values({
    designId,
    version: row.version,
    name,
    nodes,
    edges: design.edges,
    savedBy: callerLabel(caller),
  });
  if (caller.kind === "staff") {
    await recordAudit(tx, caller.actor, {
      action: "flare.design.save",
      entityType: "flare_design",
      entityId: designId,
      details: { version: row.version, name, nodes: nodes.length, edges: design.edges.length },
    });
  }
  return row;
}

/**
 * Save on the live canvas: the shared document as everyone sees it now becomes a named version.
 * Changes this process has received and not yet stored are stored first.
 */
export async function saveVersion(
  deps: { db: Db; database: Database },
  caller: FlareCaller,
  designId: string,
  input: SaveVersionInput,
) {
  await assertHolder(deps.db, caller, designId);
  await flareCollabOf(deps.database)?.flush(designId);
  const design = await liveDesign(deps.db, designId);
  const row = await deps.db.transaction((tx) => storeVersion(tx, caller, designId, input.name, design));
  if (!row) throw notFound(M.loadFailed);
  return {
    version: row.version,
    name: input.name,
    updatedAt: row.updatedAt.toISOString(),
    message: M.saved,
  };
}

export async function listVersions(
  db: Db,
  caller: FlareCaller,
  designId: string,
): Promise<DesignVersionDto[]> {
  await assertHolder(db, caller, designId);
  const rows = await db
    .select({
      id: flareDesignVersions.id,
      version: flareDesignVersions.version,
      name: flareDesignVersions.name,
      savedBy: flareDesignVersions.savedBy,
      nodeCount: sql<number>`jsonb_array_length(${flareDesignVersions.nodes})`,
      createdAt: flareDesignVersions.createdAt,
    })
    .from(flareDesignVersions)
    .where(eq(flareDesignVersions.designId, designId))
    .orderBy(desc(flareDesignVersions.version))
    .limit(VERSION_LIST_LIMIT);
  return rows.map((r) => ({
    ...r,
    savedBy: r.savedBy === "flare-canvas" ? GUEST_NAME : r.savedBy,
    nodeCount: Number(r.nodeCount),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Refuses a design whose ids repeat or whose edges point at nodes that are not in it. */
function checkGraph(nodes: readonly DesignNode[], edges: readonly DesignEdge[]): void {
  const ids = new Set<string>();
  for (const n of nodes) {
    if (ids.has(n.id)) throw badRequest(M.invalidDesign);
    ids.add(n.id);
  }
  const edgeIds = new Set<string>();
  for (const e of edges) {
    if (edgeIds.has(e.id)) throw badRequest(M.invalidDesign);
    edgeIds.add(e.id);
    if (!ids.has(e.source) || !ids.has(e.target)) throw badRequest(M.danglingEdge);
  }
}

/**
 * Saves a whole design through the API (PUT): the features map and the stage lists are derived
 * here from the nodes and edges (never taken from the client), and the save only happens on the
 * version it was based on: over a newer version it is refused with 409, so no saved version is
 * silently overwritten. The saved design then becomes the shared canvas too (only the differences
 * are written, and every open canvas receives them).
 */
export async function saveDesign(
  db: Db,
  caller: FlareCaller,
  designId: string,
  input: SaveDesignInput,
): Promise<SaveResultDto> {
  await assertHolder(db, caller, designId);
  checkGraph(input.nodes, input.edges);
  const row = await db.transaction(async (tx) => {
    const stored = await storeVersion(
      tx,
      caller,
      designId,
      `Version ${input.baseVersion + 1}`,
      { nodes: input.nodes, edges: input.edges },
      {
        where: and(eq(flareDesigns.id, designId), eq(flareDesigns.version, input.baseVersion)),
        client: { clientName: input.clientName, clientCompany: input.clientCompany },
      },
    );
    if (stored) return stored;
    const [current] = await tx
      .select({ version: flareDesigns.version })
      .from(flareDesigns)
      .where(eq(flareDesigns.id, designId));
    if (!current) throw notFound(M.loadFailed);
    throw new HttpError(409, M.versionConflict, { code: "version_conflict" });
  });
  const [saved] = await db
    .select({ nodes: flareDesigns.nodes, edges: flareDesigns.edges })
    .from(flareDesigns)
    .where(eq(flareDesigns.id, designId));
  if (saved) await replaceLiveDesign(db, designId, saved.nodes, saved.edges);
  return { version: row.version, updatedAt: row.updatedAt.toISOString(), message: M.saved };
}
