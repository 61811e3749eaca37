import {
  type DesignEdge,
  type DesignNode,
  STAGES,
  type StageKey,
  type Wireframe,
} from "../flare.contract.ts";
import type {
  DeliveryItem,
  DeliveryListKey,
  DiffEntry,
  PhaseFigures,
  ProposalFigures,
  RateDto,
} from "../flare-delivery.contract.ts";
import { deriveStages } from "./design.ts";

/**
 * The figures of a proposal: each phase's features and points counted as the canvas's stage
 * nodes count them, the days as the points over the segment's points per day (rounded up), and
 * the price range as the points or the days times the low and high rates.
 */
export function proposalFigures(
  nodes: readonly DesignNode[],
  edges: readonly DesignEdge[],
  rate: RateDto,
): ProposalFigures {
  const stages = deriveStages(nodes, edges);
  const points = new Map<string, number>();
  for (const n of nodes) if (n.type === "feature") points.set(n.id, n.data.points);
  const phases = {} as Record<StageKey, PhaseFigures>;
  for (const s of STAGES) {
    phases[s] = {
      count: stages[s].length,
      points: stages[s].reduce((sum, id) => sum + (points.get(id) ?? 0), 0),
    };
  }
  const totalPoints = STAGES.reduce((sum, s) => sum + phases[s].points, 0);
  const days = Math.ceil(totalPoints / rate.pointsPerDay);
  const units = rate.basis === "point" ? totalPoints : days;
  return {
    segment: rate.segment,
    basis: rate.basis,
    currency: rate.currency,
    rateLow: rate.rateLow,
    rateHigh: rate.rateHigh,
    pointsPerDay: rate.pointsPerDay,
    phases,
    totalPoints,
    days,
    priceLow: units * rate.rateLow,
    priceHigh: units * rate.rateHigh,
  };
}

/** A task's estimate in hours from its points: points over points per day, times hours per day. */
export function estimateHours(points: number, rate: Pick<RateDto, "pointsPerDay" | "hoursPerDay">): number {
  return Math.round((points / rate.pointsPerDay) * rate.hoursPerDay * 10) / 10;
}

/** A short, stable fingerprint of what a wireframe draws (FNV-1a over its JSON). */
export function wireframeFingerprint(w: Wireframe | undefined): string | null {
  if (!w) return null;
  const json = JSON.stringify([w.device, w.width, w.height, w.elements]);
  let h = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) {
    h ^= json.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, "0");
}

/**
 * What a design turns into in delivery: a task per feature in a phase (in the first phase that
 * holds it) and a task per screen. Features on no phase are not planned yet and stay out.
 */
export function deliveryItems(nodes: readonly DesignNode[], edges: readonly DesignEdge[]): DeliveryItem[] {
  const stages = deriveStages(nodes, edges);
  const phaseOf = new Map<string, StageKey>();
  for (const s of STAGES) for (const id of stages[s]) if (!phaseOf.has(id)) phaseOf.set(id, s);
  const items: DeliveryItem[] = [];
  for (const n of nodes) {
    if (n.type === "feature") {
      const phase = phaseOf.get(n.id);
      if (!phase) continue;
      items.push({
        nodeId: n.id,
        kind: "feature",
        list: phase,
        title: n.data.label,
        description: n.data.description,
        points: n.data.points,
        priority: n.data.priority,
        wireframe: null,
      });
    } else if (n.type === "screen") {
      items.push({
        nodeId: n.id,
        kind: "screen",
        list: "screens",
        title: n.data.label,
        description: n.data.description,
        points: 0,
        priority: "medium",
        wireframe: wireframeFingerprint(n.data.wireframe),
      });
    }
  }
  return items;
}

const COMPARED = ["title", "description", "points", "priority", "list", "wireframe"] as const;

/** The differences from what the project holds (applied) to the design now (current). */
export function diffItems(applied: readonly DeliveryItem[], current: readonly DeliveryItem[]): DiffEntry[] {
  const before = new Map(applied.map((i) => [i.nodeId, i]));
  const now = new Map(current.map((i) => [i.nodeId, i]));
  const out: DiffEntry[] = [];
  const entry = (i: DeliveryItem, change: DiffEntry["change"], fields: string[] = []): DiffEntry => ({
    nodeId: i.nodeId,
    change,
    kind: i.kind,
    title: i.title,
    list: i.list,
    fields,
  });
  for (const i of current) {
    const old = before.get(i.nodeId);
    if (!old) {
      out.push(entry(i, "added"));
      continue;
    }
    const fields = COMPARED.filter((f) => old[f] !== i[f]);
    if (fields.length > 0) out.push(entry(i, "changed", [...fields]));
  }
  for (const i of applied) if (!now.has(i.nodeId)) out.push(entry(i, "removed"));
  return out;
}

export const DELIVERY_LIST_NAMES: Record<DeliveryListKey, string> = {
  alpha: "Alpha",
  beta: "Beta",
  launch: "Launch",
  screens: "Screens",
};

/** Feature priority to workspace task priority. */
export const TASK_PRIORITY = { high: "high", medium: "normal", low: "low" } as const;

/** Where a task links back to: the node on the staff canvas. */
export const nodeLink = (designId: string, nodeId: string) =>
  `/employee/flare-canvas/${designId}?node=${encodeURIComponent(nodeId)}`;

/** Money as "USD 12,400". */
export const formatMoney = (amount: number, currency: string) =>
  `${currency} ${amount.toLocaleString("en-US", { maximumFractionDigits: 0 })}`;
