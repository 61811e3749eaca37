import { randomInt } from "node:crypto";
import { and, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import { recordAudit } from "#src/platform/audit/audit.ts";
import type { Db } from "#src/platform/db/db.ts";
import { forbidden, HttpError, notFound } from "#src/platform/http/errors.ts";
import { type Actor, assertRole } from "#src/platform/http/session.ts";
import {
  ACCESS_CODE_ALPHABET,
  ACCESS_CODE_LENGTH,
  ACCESS_CODE_PATTERN,
  type CanvasDesignDto,
  type ClientInfoInput,
  type DesignDto,
  type DesignEdge,
  type DesignNode,
  type DesignSummaryDto,
  FLARE_MESSAGES as M,
} from "../flare.contract.ts";
import { deriveFeatures, deriveStages, initialStageNodes, withStageFeatures } from "../lib/design.ts";
import { flareAccessCodes, flareDesignGrants, flareDesigns } from "./flare.tables.ts";
import { callerLabel, type FlareCaller } from "./gate.ts";

/** 6 characters A-Z0-9 from a cryptographic source: a code cannot be guessed from the ones before it. */
export function randomAccessCode(): string {
  let code = "";
  for (let i = 0; i < ACCESS_CODE_LENGTH; i++)
    code += ACCESS_CODE_ALPHABET[randomInt(ACCESS_CODE_ALPHABET.length)];
  return code;
}

export type CodeGenerator = () => string;

/** How many fresh codes to try before giving up: with 36^6 codes a second try is already rare. */
const CODE_ATTEMPTS = 20;

/** The reservation owner: the canvas session, or the staff member. */
const reserverOf = (caller: FlareCaller) =>
  caller.kind === "staff" ? `staff:${caller.actor.user.id}` : `canvas:${caller.sessionId}`;

/**
 * Reserves a code no one has ever had: the primary key of flare_access_codes refuses a repeat
 * (ON CONFLICT DO NOTHING gives no row), and a collision simply draws again.
 */
export async function reserveAccessCode(
  db: Db,
  caller: FlareCaller,
  generate: CodeGenerator = randomAccessCode,
  claimed = false,
): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = generate();
    if (!ACCESS_CODE_PATTERN.test(code)) throw new Error("access code generator returned a malformed code");
    const rows = await db
      .insert(flareAccessCodes)
      .values({ code, reservedBy: reserverOf(caller), claimedAt: claimed ? new Date() : null })
      .onConflictDoNothing()
      .returning({ code: flareAccessCodes.code });
    if (rows.length > 0) return code;
  }
  throw new Error(`no free access code after ${CODE_ATTEMPTS} attempts`);
}

/** Claims a code this caller reserved; null when it is not theirs or already used. */
async function claimReservation(db: Db, caller: FlareCaller, code: string): Promise<string | null> {
  const rows = await db
    .update(flareAccessCodes)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(flareAccessCodes.code, code),
        eq(flareAccessCodes.reservedBy, reserverOf(caller)),
        isNull(flareAccessCodes.claimedAt),
      ),
    )
    .returning({ code: flareAccessCodes.code });
  return rows[0]?.code ?? null;
}

async function grant(db: Db, caller: FlareCaller, designId: string): Promise<void> {
  if (caller.kind !== "canvas") return;
  await db.insert(flareDesignGrants).values({ sessionId: caller.sessionId, designId }).onConflictDoNothing();
}

export type NewDesign = {
  title: string;
  nodes?: DesignNode[];
  edges?: DesignEdge[];
  clientName?: string | undefined;
  clientCompany?: string | undefined;
  initialRequirements?: string | undefined;
  source?: { kind: string; id: string };
};

/**
 * Creates a project: claims the code the entry screen showed (or reserves a fresh one when that
 * code is not this caller's unused reservation), stores the design with the three stage nodes,
 * and lets this browser hold it. One transaction: no project without its code, or the reverse.
 */
export async function createDesign(
  db: Db,
  caller: FlareCaller,
  input: NewDesign & { accessCode?: string | undefined },
  generate: CodeGenerator = randomAccessCode,
): Promise<{ id: string; accessCode: string }> {
  return db.transaction(async (tx) => {
    const accessCode =
      (input.accessCode ? await claimReservation(tx, caller, input.accessCode) : null) ??
      (await reserveAccessCode(tx, caller, generate, true));
    const nodes = input.nodes ?? initialStageNodes();
    const edges = input.edges ?? [];
    const stages = deriveStages(nodes, edges);
    const [row] = await tx
      .insert(flareDesigns)
      .values({
        title: input.title,
        accessCode,
        initialRequirements: input.initialRequirements ?? null,
        nodes: withStageFeatures(nodes, stages),
        edges,
        features: deriveFeatures(nodes),
        stages,
        clientName: input.clientName || null,
        clientCompany: input.clientCompany || null,
        createdBy: callerLabel(caller),
        source: input.source?.kind ?? null,
        sourceId: input.source?.id ?? null,
      })
      .returning({ id: flareDesigns.id });
    const id = row!.id;
    await grant(tx, caller, id);
    if (caller.kind === "staff") {
      await recordAudit(tx, caller.actor, {
        action: "flare.design.create",
        entityType: "flare_design",
        entityId: id,
        details: { title: input.title, accessCode },
      });
    }
    return { id, accessCode };
  });
}

/** Opens a project by its code (already trimmed and uppercased): this browser then holds it. */
export async function openByCode(db: Db, caller: FlareCaller, code: string): Promise<{ id: string }> {
  if (!ACCESS_CODE_PATTERN.test(code)) throw notFound(M.notFound);
  const [row] = await db
    .select({ id: flareDesigns.id })
    .from(flareDesigns)
    .where(eq(flareDesigns.accessCode, code))
    .limit(1);
  if (!row) throw notFound(M.notFound);
  await grant(db, caller, row.id);
  return { id: row.id };
}

/**
 * The object-level rule: staff may use every design; a canvas browser only the designs it created
 * or opened by code. Unknown ids are 404 for staff; for a canvas browser they are simply not held.
 */
export async function assertHolder(db: Db, caller: FlareCaller, designId: string): Promise<void> {
  if (!isUuid(designId)) throw notFound(M.loadFailed);
  if (caller.kind === "staff") return;
  const [row] = await db
    .select({ id: flareDesignGrants.designId })
    .from(flareDesignGrants)
    .where(and(eq(flareDesignGrants.sessionId, caller.sessionId), eq(flareDesignGrants.designId, designId)))
    .limit(1);
  if (!row) throw forbidden(M.notHolder);
}

/** Whether the caller holds the design (for page loaders deciding what to show). */
export async function holds(db: Db, caller: FlareCaller, designId: string): Promise<boolean> {
  try {
    await assertHolder(db, caller, designId);
    return true;
  } catch (err) {
    if (err instanceof HttpError) return false;
    throw err;
  }
}

type DesignRow = typeof flareDesigns.$inferSelect;

function toDto(row: DesignRow): DesignDto {
  return {
    id: row.id,
    title: row.title,
    accessCode: row.accessCode,
    initialRequirements: row.initialRequirements,
    clientName: row.clientName,
    clientCompany: row.clientCompany,
    nodes: row.nodes,
    edges: row.edges,
    features: row.features,
    stages: row.stages,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the canvas page sends of a design besides the shared document. */
export function canvasDesignOf(d: DesignDto): CanvasDesignDto {
  return {
    id: d.id,
    title: d.title,
    accessCode: d.accessCode,
    clientName: d.clientName,
    clientCompany: d.clientCompany,
  };
}

export async function getDesign(db: Db, caller: FlareCaller, designId: string): Promise<DesignDto> {
  await assertHolder(db, caller, designId);
  const [row] = await db.select().from(flareDesigns).where(eq(flareDesigns.id, designId)).limit(1);
  if (!row) throw notFound(M.loadFailed);
  return toDto(row);
}

/**
 * The design the canvas page opens: null when this caller does not hold it or it does not exist
 * (the page then offers to open a project by its code).
 */
export async function findHeldDesign(
  db: Db,
  caller: FlareCaller,
  designId: string,
): Promise<DesignDto | null> {
  if (!(await holds(db, caller, designId))) return null;
  const [row] = await db.select().from(flareDesigns).where(eq(flareDesigns.id, designId)).limit(1);
  return row ? toDto(row) : null;
}

/** The welcome screen's client name and company. */
export async function updateClientInfo(
  db: Db,
  caller: FlareCaller,
  designId: string,
  input: ClientInfoInput,
): Promise<{ clientName: string; clientCompany: string }> {
  await assertHolder(db, caller, designId);
  const rows = await db
    .update(flareDesigns)
    .set({ clientName: input.clientName, clientCompany: input.clientCompany, updatedAt: new Date() })
    .where(eq(flareDesigns.id, designId))
    .returning({ id: flareDesigns.id });
  if (rows.length === 0) throw notFound(M.loadFailed);
  return input;
}

const LIST_LIMIT = 200;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Every design for staff (the employee role), newest change first; q searches title, client and code. */
export async function listDesigns(db: Db, actor: Actor, q = ""): Promise<DesignSummaryDto[]> {
  assertRole(actor, "employee");
  const term = q.trim().slice(0, 100);
  const pattern = `%${escapeLike(term)}%`;
  const rows = await db
    .select({
      id: flareDesigns.id,
      title: flareDesigns.title,
      accessCode: flareDesigns.accessCode,
      clientName: flareDesigns.clientName,
      clientCompany: flareDesigns.clientCompany,
      nodeCount: sql<number>`jsonb_array_length(${flareDesigns.nodes})`,
      updatedAt: flareDesigns.updatedAt,
    })
    .from(flareDesigns)
    .where(
      term
        ? or(
            ilike(flareDesigns.title, pattern),
            ilike(flareDesigns.clientName, pattern),
            ilike(flareDesigns.clientCompany, pattern),
            ilike(flareDesigns.accessCode, pattern),
          )
        : undefined,
    )
    .orderBy(desc(flareDesigns.updatedAt))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({ ...r, nodeCount: Number(r.nodeCount), updatedAt: r.updatedAt.toISOString() }));
}
