import { and, eq } from "drizzle-orm";
import {
  attachDeliveryFile,
  countTasksIn,
  createDeliveryTree,
  deliveryWorkspaces,
  removeDeliveryTask,
  saveDeliveryTask,
  workspaceListUrl,
} from "#src/features/workspace/server/index.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { badRequest, HttpError, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import type { FileService, StoredFile } from "#src/platform/storage/file.service.ts";
import type { DesignDto, Wireframe } from "../flare.contract.ts";
import {
  type ApplyDiffInput,
  DELIVERY_LISTS,
  type DeliveryDto,
  type DeliveryItem,
  DELIVERY_MESSAGES as DM,
  type RateDto,
  type SegmentKey,
  type StartDeliveryInput,
  type StartDeliveryResultDto,
} from "../flare-delivery.contract.ts";
import {
  DELIVERY_LIST_NAMES,
  deliveryItems,
  diffItems,
  estimateHours,
  nodeLink,
  TASK_PRIORITY,
} from "../lib/delivery-plan.ts";
import { getDesign } from "./designs.service.ts";
import { flareDeliveries, flareDeliveryItems, flareDesigns } from "./flare.tables.ts";
import { renderWireframePdf } from "./proposal-pdf.ts";
import { rateFor } from "./rates.service.ts";

export type DeliveryDeps = { db: Db; files: FileService; companyName: string };

const versionChanged = () => new HttpError(409, DM.versionChanged, { code: "version_conflict" });

function taskDescription(item: DeliveryItem): string {
  const lines = [item.description.trim()];
  if (item.kind === "feature") lines.push(`Estimate: ${item.points} points.`);
  else if (item.wireframe) lines.push("The screen's wireframe is attached.");
  return lines.filter(Boolean).join("\n\n");
}

const taskInput = (
  designId: string,
  workspaceId: string,
  listIds: Record<string, string>,
  item: DeliveryItem,
  rate: RateDto,
) => ({
  workspaceId,
  listId: listIds[item.list]!,
  title: item.title || (item.kind === "feature" ? "Untitled feature" : "Untitled screen"),
  description: taskDescription(item),
  priority: TASK_PRIORITY[item.priority],
  timeEstimate: item.kind === "feature" ? estimateHours(item.points, rate) : null,
  sourceUrl: nodeLink(designId, item.nodeId),
});

/** The wireframe PDFs of these screens, stored before the transaction that attaches them. */
async function wireframeFiles(
  deps: DeliveryDeps,
  actor: Actor,
  design: DesignDto,
  nodeIds: Set<string>,
): Promise<Map<string, StoredFile>> {
  const out = new Map<string, StoredFile>();
  for (const n of design.nodes) {
    if (n.type !== "screen" || !nodeIds.has(n.id) || !n.data.wireframe) continue;
    const wireframe: Wireframe = n.data.wireframe;
    const bytes = await renderWireframePdf(n.data.label, wireframe, deps.companyName);
    const stored = await deps.files.saveUpload({
      ownerId: actor.user.id,
      purpose: "task-attachments",
      filename: `wireframe-${
        (n.data.label || "screen")
          .replace(/[^\w -]+/g, "")
          .trim()
          .replace(/\s+/g, "-")
          .slice(0, 50) || "screen"
      }.pdf`,
      bytes,
      allowed: { mimeTypes: ["application/pdf"] },
      visibility: "private",
    });
    out.set(n.id, stored);
  }
  return out;
}

async function discard(files: FileService, stored: Map<string, StoredFile>) {
  for (const f of stored.values()) await files.deleteFile(f.id).catch(() => false);
}

type DeliveryRow = typeof flareDeliveries.$inferSelect;

async function deliveryRow(db: Db, designId: string): Promise<DeliveryRow | null> {
  const [row] = await db
    .select()
    .from(flareDeliveries)
    .where(eq(flareDeliveries.designId, designId))
    .limit(1);
  return row ?? null;
}

async function appliedItems(db: Db, designId: string) {
  return db.select().from(flareDeliveryItems).where(eq(flareDeliveryItems.designId, designId));
}

/** The design's delivery, what differs from the design now, and the workspaces staff may pick. */
export async function getDelivery(db: Db, actor: Actor, designId: string): Promise<DeliveryDto> {
  assertRole(actor, "employee");
  const design = await getDesign(db, { kind: "staff", actor }, designId);
  const workspaces = await deliveryWorkspaces(db, actor);
  const row = await deliveryRow(db, designId);
  if (!row) return { designVersion: design.version, delivery: null, diff: [], workspaces };
  const applied = (await appliedItems(db, designId)).map((i) => i.snapshot as DeliveryItem);
  const diff = diffItems(applied, deliveryItems(design.nodes, design.edges));
  return {
    designVersion: design.version,
    delivery: {
      workspaceId: row.workspaceId,
      spaceId: row.spaceId,
      segment: row.segment as SegmentKey,
      startedVersion: row.startedVersion,
      appliedVersion: row.appliedVersion,
      taskCount: await countTasksIn(db, row.workspaceId, Object.values(row.listIds)),
      listUrls: DELIVERY_LISTS.filter((k) => row.listIds[k]).map((k) => ({
        key: k,
        name: DELIVERY_LIST_NAMES[k],
        url: workspaceListUrl(row.workspaceId, row.listIds[k]!),
      })),
    },
    diff,
    workspaces,
  };
}

/**
 * "Start delivery": the design's saved version becomes a project in a workspace the caller belongs
 * to: a space for the client, a list per phase and one for the screens, a task per feature (its
 * description, an estimate from its points, its priority) and per screen (its wireframe attached),
 * each linking back to its node. Once per design: a second start (or a race) finds the first.
 */
export async function startDelivery(
  deps: DeliveryDeps,
  actor: Actor,
  designId: string,
  input: StartDeliveryInput,
): Promise<StartDeliveryResultDto> {
  assertRole(actor, "employee");
  const design = await getDesign(deps.db, { kind: "staff", actor }, designId);
  if (await deliveryRow(deps.db, designId)) {
    return {
      created: false,
      message: DM.deliveryExists,
      delivery: await getDelivery(deps.db, actor, designId),
    };
  }
  if (input.version !== design.version) throw versionChanged();
  const items = deliveryItems(design.nodes, design.edges);
  if (!items.some((i) => i.kind === "feature")) throw badRequest(DM.emptyDesign);
  const rate = await rateFor(deps.db, input.segment);
  const files = await wireframeFiles(deps, actor, design, new Set(items.map((i) => i.nodeId)));
  let created = false;
  try {
    created = await deps.db.transaction(async (tx) => {
      // The design's row, locked: two starts of one design are served one after the other.
      const [locked] = await tx
        .select({ version: flareDesigns.version })
        .from(flareDesigns)
        .where(eq(flareDesigns.id, designId))
        .for("update");
      if (!locked) throw notFound(DM.notStarted);
      if (await deliveryRow(tx, designId)) return false;
      if (locked.version !== design.version) throw versionChanged();
      const client = design.clientCompany || design.clientName || design.title;
      const tree = await createDeliveryTree(tx, actor, {
        workspaceId: input.workspaceId,
        spaceName: client,
        folderName: design.title,
        description: `Delivery of the FLARE design "${design.title}" (version ${design.version}).`,
        lists: DELIVERY_LISTS.map((key) => ({ key, name: DELIVERY_LIST_NAMES[key] })),
      });
      await tx.insert(flareDeliveries).values({
        designId,
        workspaceId: input.workspaceId,
        spaceId: tree.spaceId,
        listIds: tree.listIds,
        segment: input.segment,
        startedVersion: design.version,
        appliedVersion: design.version,
        createdBy: actor.user.email,
      });
      for (const item of items) {
        const taskId = await saveDeliveryTask(
          tx,
          actor,
          null,
          taskInput(designId, input.workspaceId, tree.listIds, item, rate),
        );
        const file = files.get(item.nodeId);
        if (file) await attachDeliveryFile(tx, actor, taskId, file);
        await tx.insert(flareDeliveryItems).values({ designId, nodeId: item.nodeId, taskId, snapshot: item });
      }
      await recordAudit(tx, actor, {
        action: "flare.delivery.start",
        entityType: "flare_design",
        entityId: designId,
        details: { workspaceId: input.workspaceId, version: design.version, tasks: items.length },
      });
      return true;
    });
  } finally {
    if (!created) await discard(deps.files, files);
  }
  return {
    created,
    message: created ? DM.deliveryStarted : DM.deliveryExists,
    delivery: await getDelivery(deps.db, actor, designId),
  };
}

/**
 * Applies the differences staff accepted (by node id) and nothing else: an added node gets its
 * task, a changed one has its planned fields updated, a removed one loses its task. The others
 * stay listed until accepted.
 */
export async function applyDelivery(
  deps: DeliveryDeps,
  actor: Actor,
  designId: string,
  input: ApplyDiffInput,
): Promise<DeliveryDto & { message: string }> {
  assertRole(actor, "employee");
  const design = await getDesign(deps.db, { kind: "staff", actor }, designId);
  const row = await deliveryRow(deps.db, designId);
  if (!row) throw notFound(DM.notStarted);
  if (input.version !== design.version) throw versionChanged();
  const applied = await appliedItems(deps.db, designId);
  const current = deliveryItems(design.nodes, design.edges);
  const diff = diffItems(
    applied.map((i) => i.snapshot as DeliveryItem),
    current,
  );
  const accepted = new Set(input.accept);
  const chosen = diff.filter((d) => accepted.has(d.nodeId));
  if (chosen.length !== accepted.size) throw badRequest(DM.unknownChange);
  const rate = await rateFor(deps.db, row.segment as SegmentKey);
  const byNode = new Map(current.map((i) => [i.nodeId, i]));
  const taskOf = new Map(applied.map((i) => [i.nodeId, i.taskId]));
  const redraw = new Set(
    chosen
      .filter((d) => d.kind === "screen" && (d.change === "added" || d.fields.includes("wireframe")))
      .map((d) => d.nodeId),
  );
  const files = await wireframeFiles(deps, actor, design, redraw);
  let done = false;
  try {
    await deps.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: flareDesigns.version })
        .from(flareDesigns)
        .where(eq(flareDesigns.id, designId))
        .for("update");
      if (locked?.version !== design.version) throw versionChanged();
      for (const d of chosen) {
        const key = { designId, nodeId: d.nodeId };
        if (d.change === "removed") {
          await removeDeliveryTask(tx, row.workspaceId, taskOf.get(d.nodeId)!);
          await tx
            .delete(flareDeliveryItems)
            .where(and(eq(flareDeliveryItems.designId, designId), eq(flareDeliveryItems.nodeId, d.nodeId)));
          continue;
        }
        const item = byNode.get(d.nodeId)!;
        const taskId = await saveDeliveryTask(
          tx,
          actor,
          taskOf.get(d.nodeId) ?? null,
          taskInput(designId, row.workspaceId, row.listIds, item, rate),
        );
        const file = files.get(d.nodeId);
        if (file) await attachDeliveryFile(tx, actor, taskId, file);
        await tx
          .insert(flareDeliveryItems)
          .values({ ...key, taskId, snapshot: item })
          .onConflictDoUpdate({
            target: [flareDeliveryItems.designId, flareDeliveryItems.nodeId],
            set: { taskId, snapshot: item },
          });
      }
      await tx
        .update(flareDeliveries)
        .set({ appliedVersion: design.version, updatedAt: new Date() })
        .where(eq(flareDeliveries.designId, designId));
      await recordAudit(tx, actor, {
        action: "flare.delivery.apply",
        entityType: "flare_design",
        entityId: designId,
        details: {
          version: design.version,
          applied: chosen.map((d) => ({ nodeId: d.nodeId, change: d.change })),
        },
      });
    });
    done = true;
  } finally {
    if (!done) await discard(deps.files, files);
  }
  return { ...(await getDelivery(deps.db, actor, designId)), message: DM.applied(chosen.length) };
}
