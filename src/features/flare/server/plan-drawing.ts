import { PDF_FONT } from "#src/platform/pdf/pdf.ts";
import type { DesignEdge, DesignNode, Wireframe } from "../flare.contract.ts";

type Doc = PDFKit.PDFDocument;
export type Box = { x: number; y: number; width: number; height: number };

const NODE = { width: 150, height: 44 };
const FILL: Record<DesignNode["type"], string> = {
  stage: "#dbeafe",
  feature: "#f1f5f9",
  screen: "#fef3c7",
  code: "#ede9fe",
};
const STROKE = "#334155";

/** Text for the PDF: NFC-normalised, control characters dropped, cut to fit one short line. */
export function pdfLine(value: string, max = 200): string {
  let out = "";
  for (const ch of value.normalize("NFC")) {
    const code = ch.codePointAt(0)!;
    if (code >= 0x20) out += ch;
    else if (ch === "\n" || ch === "\t") out += " ";
  }
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/**
 * The canvas's flow as vector graphics: every node a rounded box at its canvas position (scaled to
 * fit the box) with its label, every edge a curve from the bottom of its source to the top of its
 * target, as the canvas's smooth-step edges read.
 */
export function drawFlow(
  doc: Doc,
  nodes: readonly DesignNode[],
  edges: readonly DesignEdge[],
  box: Box,
): void {
  if (nodes.length === 0) return;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const n of nodes) {
    minX = Math.min(minX, n.position.x);
    minY = Math.min(minY, n.position.y);
    maxX = Math.max(maxX, n.position.x + NODE.width);
    maxY = Math.max(maxY, n.position.y + NODE.height);
  }
  const scale = Math.min(box.width / (maxX - minX), box.height / (maxY - minY), 1);
  const at = (n: DesignNode) => ({
    x: box.x + (n.position.x - minX) * scale,
    y: box.y + (n.position.y - minY) * scale,
  });
  const w = NODE.width * scale;
  const h = NODE.height * scale;
  const byId = new Map(nodes.map((n) => [n.id, n]));
  doc.save().lineWidth(Math.max(0.3, scale)).strokeColor("#64748b");
  for (const e of edges) {
    const s = byId.get(e.source);
    const t = byId.get(e.target);
    if (!s || !t) continue;
    const a = at(s);
    const b = at(t);
    const x1 = a.x + w / 2;
    const y1 = a.y + h;
    const x2 = b.x + w / 2;
    const y2 = b.y;
    const mid = (y1 + y2) / 2;
    doc.moveTo(x1, y1).bezierCurveTo(x1, mid, x2, mid, x2, y2).stroke();
  }
  doc.restore();
  const fontSize = Math.max(4, Math.min(9, 9 * scale * 1.4));
  for (const n of nodes) {
    const p = at(n);
    doc
      .save()
      .roundedRect(p.x, p.y, w, h, Math.max(1, 6 * scale))
      .lineWidth(0.5)
      .fillAndStroke(FILL[n.type], STROKE)
      .restore();
    const label = n.type === "feature" ? `${n.data.label} · ${n.data.points} pts` : n.data.label;
    doc
      .font(n.type === "stage" ? PDF_FONT.bold : PDF_FONT.regular)
      .fontSize(fontSize)
      .fillColor("#0f172a")
      .text(pdfLine(label, 60), p.x + 2, p.y + Math.max(1, (h - fontSize) / 2), {
        width: Math.max(4, w - 4),
        height: h,
        align: "center",
        lineBreak: false,
        ellipsis: true,
      });
  }
}

/** A screen's wireframe: its frame and each element as the wireframe view draws it, scaled into the box. */
export function drawWireframe(doc: Doc, wireframe: Wireframe, box: Box): { height: number } {
  const scale = Math.min(
    box.width / Math.max(1, wireframe.width),
    box.height / Math.max(1, wireframe.height),
  );
  const fw = wireframe.width * scale;
  const fh = wireframe.height * scale;
  doc.save().rect(box.x, box.y, fw, fh).lineWidth(0.8).stroke("#334155").restore();
  for (const el of wireframe.elements) {
    const x = box.x + el.x * scale;
    const y = box.y + el.y * scale;
    const w = Math.max(1, el.width * scale);
    const h = Math.max(1, el.height * scale);
    doc.save().lineWidth(0.5);
    if (el.type === "button") doc.roundedRect(x, y, w, h, 3).fillAndStroke("#1d4ed8", "#1e3a8a");
    else if (el.type === "navbar") doc.rect(x, y, w, h).fillAndStroke("#e2e8f0", "#475569");
    else if (el.type === "image") {
      doc.rect(x, y, w, h).fillAndStroke("#f8fafc", "#64748b");
      doc
        .moveTo(x, y)
        .lineTo(x + w, y + h)
        .moveTo(x + w, y)
        .lineTo(x, y + h)
        .stroke("#94a3b8");
    } else if (el.type === "input") doc.rect(x, y, w, h).stroke("#475569");
    else if (el.type === "container") doc.rect(x, y, w, h).dash(2, { space: 2 }).stroke("#94a3b8").undash();
    doc.restore();
    const size = Math.max(4, Math.min(8, h * 0.6));
    if (el.content && h >= 5 && w >= 12) {
      doc
        .font(PDF_FONT.regular)
        .fontSize(size)
        .fillColor(el.type === "button" ? "#ffffff" : "#0f172a")
        .text(pdfLine(el.content, 80), x + 2, y + Math.max(0, (h - size) / 2 - 1), {
          width: w - 4,
          height: h,
          lineBreak: false,
          ellipsis: true,
          align: el.type === "button" ? "center" : "left",
        });
    }
  }
  return { height: fh };
}
