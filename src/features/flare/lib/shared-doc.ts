import * as Y from "yjs";
import {
  DESIGN_LIMITS,
  type DesignEdge,
  type DesignNode,
  designEdgeSchema,
  designNodeSchema,
} from "../flare.contract.ts";

/**
 * The shape of a design as a Yjs document, shared by the canvas and the server
 * (docs/decisions/036-flare-live-collaboration.md):
 *
 * - `nodes`: node id → Y.Map { type, position {x, y}, order, data: Y.Map(field → JSON value) }.
 *   Each data field is its own entry, so two people editing the label and the points of one
 *   feature both keep their change; two edits of the same field resolve to one of them.
 * - `edges`: edge id → { source, target } (an edge is never edited, only added or removed).
 *
 * Anyone holding the design may write anything into the document, so every read checks what it
 * reads against the contract and skips what does not fit: a malformed entry cannot break a
 * canvas or a save.
 */
export type NodeMap = Y.Map<unknown>;
export type EdgeValue = { source: string; target: string };

export const nodesOf = (doc: Y.Doc) => doc.getMap<NodeMap>("nodes");
export const edgesOf = (doc: Y.Doc) => doc.getMap<EdgeValue>("edges");

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** JSON without undefined (Yjs stores plain JSON values). */
const plain = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** Writes one node, touching only what differs from the document (new node: every field). */
export function writeNode(nodes: Y.Map<NodeMap>, node: DesignNode, order: number): void {
  let entry = nodes.get(node.id);
  if (!(entry instanceof Y.Map)) {
    entry = new Y.Map<unknown>();
    entry.set("type", node.type);
    entry.set("order", order);
    entry.set("position", { x: node.position.x, y: node.position.y });
    const data = new Y.Map<unknown>();
    for (const [k, v] of Object.entries(node.data)) if (v !== undefined) data.set(k, plain(v));
    entry.set("data", data);
    nodes.set(node.id, entry);
    return;
  }
  if (entry.get("type") !== node.type) entry.set("type", node.type);
  if (!sameJson(entry.get("position"), node.position)) {
    entry.set("position", { x: node.position.x, y: node.position.y });
  }
  let data = entry.get("data");
  if (!(data instanceof Y.Map)) {
    data = new Y.Map<unknown>();
    entry.set("data", data);
  }
  const fields = data as Y.Map<unknown>;
  const next = node.data as Record<string, unknown>;
  for (const [k, v] of Object.entries(next)) {
    if (v !== undefined && !sameJson(fields.get(k), v)) fields.set(k, plain(v));
  }
  for (const k of [...fields.keys()]) if (next[k] === undefined) fields.delete(k);
}

/** A node as the contract has it, or null when the entry is not a valid node. */
export function readNode(id: string, entry: unknown): (DesignNode & { order: number }) | null {
  if (!(entry instanceof Y.Map)) return null;
  const data = entry.get("data");
  const parsed = designNodeSchema.safeParse({
    id,
    type: entry.get("type"),
    position: entry.get("position"),
    data: data instanceof Y.Map ? data.toJSON() : undefined,
  });
  if (!parsed.success) return null;
  const order = entry.get("order");
  return { ...parsed.data, order: typeof order === "number" && Number.isFinite(order) ? order : 0 };
}

export function readEdge(id: string, value: unknown): DesignEdge | null {
  const v = value as Partial<EdgeValue> | null;
  const parsed = designEdgeSchema.safeParse({ id, source: v?.source, target: v?.target });
  return parsed.success ? parsed.data : null;
}

export const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) =>
  a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The design the document holds: valid nodes in their creation order (at most the contract's
 * limit), and the valid edges between nodes that exist, each pair once.
 */
export function readDesign(doc: Y.Doc): { nodes: DesignNode[]; edges: DesignEdge[] } {
  const read: (DesignNode & { order: number })[] = [];
  nodesOf(doc).forEach((entry, id) => {
    const n = readNode(id, entry);
    if (n) read.push(n);
  });
  const nodes = read
    .sort(byOrder)
    .slice(0, DESIGN_LIMITS.nodes)
    .map(({ order: _order, ...n }) => n as DesignNode);
  const ids = new Set(nodes.map((n) => n.id));
  const pairs = new Set<string>();
  const edges: DesignEdge[] = [];
  edgesOf(doc).forEach((value, id) => {
    const e = readEdge(id, value);
    const pair = e ? `${e.source}\u0000${e.target}` : "";
    if (!e || !ids.has(e.source) || !ids.has(e.target) || pairs.has(pair)) return;
    pairs.add(pair);
    edges.push(e);
  });
  edges.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { nodes, edges: edges.slice(0, DESIGN_LIMITS.edges) };
}

/**
 * Makes the document hold exactly these nodes and edges, changing only what differs (one
 * transaction): what others changed meanwhile elsewhere in the document is kept.
 */
export function writeDesign(
  doc: Y.Doc,
  nodes: readonly DesignNode[],
  edges: readonly DesignEdge[],
  origin: unknown,
): void {
  doc.transact(() => {
    const yNodes = nodesOf(doc);
    const yEdges = edgesOf(doc);
    const keep = new Set(nodes.map((n) => n.id));
    let base = 0;
    for (const [id, entry] of [...yNodes.entries()]) {
      if (!keep.has(id)) yNodes.delete(id);
      else base = Math.max(base, Number((entry as NodeMap).get?.("order")) + 1 || 0);
    }
    // New nodes come after the ones already there, in the order given.
    nodes.forEach((n, i) => {
      writeNode(yNodes, n, base + i);
    });
    const keepEdges = new Set(edges.map((e) => e.id));
    for (const id of [...yEdges.keys()]) if (!keepEdges.has(id)) yEdges.delete(id);
    for (const e of edges) {
      const current = yEdges.get(e.id);
      if (!current || current.source !== e.source || current.target !== e.target) {
        yEdges.set(e.id, { source: e.source, target: e.target });
      }
    }
  }, origin);
}

/** A document holding this design, as one Yjs update (how a design enters the shared log). */
export function designAsUpdate(nodes: readonly DesignNode[], edges: readonly DesignEdge[]): Uint8Array {
  const doc = new Y.Doc();
  writeDesign(doc, nodes, edges, null);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}

type Base64Encoder = { toBase64?: () => string };
type NodeBuffer = {
  from: (b: ArrayBufferLike, offset: number, length: number) => { toString(enc: "base64"): string };
};

export function toBase64(bytes: Uint8Array): string {
  // Native where the runtime has it (Node's Buffer on the server): a large design's document is
  // hundreds of KiB, and the loop below takes a tenth of a second or more for it.
  if ((bytes as Base64Encoder).toBase64) return (bytes as Base64Encoder).toBase64!();
  const buffer = (globalThis as { Buffer?: NodeBuffer }).Buffer;
  if (buffer) return buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
  let s = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(s);
}

type Base64Decoder = { fromBase64?: (text: string) => Uint8Array };

export function fromBase64(text: string): Uint8Array {
  // Native where the browser has it (several times faster on a large design's document).
  const native = (Uint8Array as unknown as Base64Decoder).fromBase64;
  if (native) return native(text);
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
