import { createPdf, PDF_FONT } from "#src/platform/pdf/pdf.ts";
import { type DesignEdge, type DesignNode, STAGES, type Wireframe } from "../flare.contract.ts";
import { type ProposalFigures, SEGMENT_LABELS } from "../flare-delivery.contract.ts";
import { formatMoney } from "../lib/delivery-plan.ts";
import { deriveStages, STAGE_META } from "../lib/design.ts";
import { drawFlow, drawWireframe, pdfLine } from "./plan-drawing.ts";

export type ProposalPdfInput = {
  title: string;
  clientName: string | null;
  clientCompany: string | null;
  designVersion: number;
  nodes: readonly DesignNode[];
  edges: readonly DesignEdge[];
  figures: ProposalFigures;
  assumptions: readonly string[];
  exclusions: readonly string[];
  companyName: string;
  createdAt: Date;
};

const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#c2410c";
const MARGIN = 54;

/**
 * The proposal: the plan's flow as vector graphics, the features of each phase with their points,
 * the estimate in days and the price range from the segment's rates, every screen with its
 * wireframe, then the assumptions and exclusions. Tagged PDF 1.7 with embedded Noto Sans, like the
 * product's other documents.
 */
export function renderProposalPdf(input: ProposalPdfInput): Promise<Buffer> {
  const f = input.figures;
  const title = `Proposal: ${pdfLine(input.title)}`;
  const { doc, finish, as, struct, list, artifact, root } = createPdf({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN + 12, left: MARGIN, right: MARGIN },
    info: {
      Title: title,
      Author: pdfLine(input.companyName),
      Subject: "Project proposal",
      CreationDate: input.createdAt,
    },
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;
  const ensure = (space: number) => {
    if (doc.y + space > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    ensure(80);
    doc
      .moveDown(0.6)
      .font(PDF_FONT.bold)
      .fontSize(15)
      .fillColor(INK)
      .text(pdfLine(text), MARGIN, doc.y, { width, ...as("H2") });
    artifact(() =>
      doc
        .moveTo(MARGIN, doc.y + 1)
        .lineTo(MARGIN + width, doc.y + 1)
        .lineWidth(1)
        .strokeColor(ACCENT)
        .stroke(),
    );
    doc.moveDown(0.5);
  };
  const para = (text: string, color = INK, size = 10.5) =>
    doc
      .font(PDF_FONT.regular)
      .fontSize(size)
      .fillColor(color)
      .text(pdfLine(text, 4000), MARGIN, doc.y, { width, lineGap: 2, ...as("P") });
  const money = (n: number) => formatMoney(n, f.currency);

  doc
    .font(PDF_FONT.bold)
    .fontSize(22)
    .fillColor(INK)
    .text(title, MARGIN, MARGIN, { width, ...as("H1") });
  const client = [input.clientName, input.clientCompany].filter(Boolean).join(", ");
  para(
    `Prepared for ${client || "the client"} by ${input.companyName} · design version ${input.designVersion} · ${input.createdAt.toISOString().slice(0, 10)}`,
    MUTED,
  );

  heading("Summary");
  const summary = struct("Table");
  const row = (label: string, value: string) => {
    ensure(20);
    const tr = struct("TR", summary);
    const y = doc.y;
    doc
      .font(PDF_FONT.bold)
      .fontSize(10.5)
      .fillColor(INK)
      .text(label, MARGIN, y, { width: 200, ...as("TH", tr) });
    doc.font(PDF_FONT.regular).text(value, MARGIN + 210, y, { width: width - 210, ...as("TD", tr) });
    doc.x = MARGIN;
  };
  for (const s of STAGES)
    row(`${STAGE_META[s].label} phase`, `${f.phases[s].count} features · ${f.phases[s].points} points`);
  row("Total", `${f.totalPoints} points`);
  row("Estimate", `${f.days} ${f.days === 1 ? "day" : "days"} (${f.pointsPerDay} points per day)`);
  row(
    "Price range",
    `${money(f.priceLow)} – ${money(f.priceHigh)} (${SEGMENT_LABELS[f.segment]} rates: ${money(f.rateLow)} – ${money(f.rateHigh)} per ${f.basis})`,
  );
  summary.end();

  heading("The plan as a flow");
  ensure(300);
  const flowBox = { x: MARGIN, y: doc.y, width, height: Math.min(300, bottom() - doc.y) };
  const features = input.nodes.filter((n) => n.type === "feature").length;
  const screens = input.nodes.filter((n) => n.type === "screen");
  root.add(
    doc.struct(
      "Figure",
      {
        alt: `Flow of the plan: ${input.nodes.length} elements (${features} features, ${screens.length} screens) and ${input.edges.length} links.`,
      },
      () => drawFlow(doc, input.nodes, input.edges, flowBox),
    ),
  );
  doc.x = MARGIN;
  doc.y = flowBox.y + flowBox.height + 8;

  const stages = deriveStages(input.nodes, input.edges);
  const byId = new Map(input.nodes.map((n) => [n.id, n]));
  for (const s of STAGES) {
    heading(`${STAGE_META[s].label}: ${f.phases[s].count} features, ${f.phases[s].points} points`);
    if (stages[s].length === 0) {
      para("No features in this phase.", MUTED);
      continue;
    }
    const table = struct("Table");
    const head = struct("TR", table);
    const cols = [MARGIN, MARGIN + width - 150, MARGIN + width - 60];
    const y0 = doc.y;
    doc.font(PDF_FONT.bold).fontSize(9.5).fillColor(MUTED);
    doc.text("Feature", cols[0], y0, { width: width - 160, ...as("TH", head) });
    doc.text("Priority", cols[1], y0, { width: 80, ...as("TH", head) });
    doc.text("Points", cols[2], y0, { width: 60, align: "right", ...as("TH", head) });
    for (const id of stages[s]) {
      const n = byId.get(id);
      if (n?.type !== "feature") continue;
      ensure(30);
      const tr = struct("TR", table);
      const y = doc.y + 3;
      doc.font(PDF_FONT.regular).fontSize(10).fillColor(INK);
      doc.text(pdfLine(n.data.label), cols[0], y, { width: width - 160, ...as("TD", tr) });
      const after = doc.y;
      doc.text(n.data.priority, cols[1], y, { width: 80, ...as("TD", tr) });
      doc.text(String(n.data.points), cols[2], y, { width: 60, align: "right", ...as("TD", tr) });
      doc.y = Math.max(after, doc.y);
      if (n.data.description) {
        doc
          .font(PDF_FONT.regular)
          .fontSize(9)
          .fillColor(MUTED)
          .text(pdfLine(n.data.description, 400), cols[0], doc.y, { width: width - 160, ...as("TD", tr) });
      }
    }
    table.end();
    doc.x = MARGIN;
  }

  heading(`Screens (${screens.length})`);
  if (screens.length === 0) para("No screens on the canvas yet.", MUTED);
  for (const s of screens) {
    if (s.type !== "screen") continue;
    const wireframe: Wireframe | undefined = s.data.wireframe;
    ensure(wireframe ? 260 : 50);
    doc
      .font(PDF_FONT.bold)
      .fontSize(12)
      .fillColor(INK)
      .text(pdfLine(s.data.label), MARGIN, doc.y, { width, ...as("H3") });
    if (s.data.description) para(s.data.description, MUTED, 9.5);
    if (wireframe) {
      const box = { x: MARGIN, y: doc.y + 4, width: Math.min(width, 360), height: 220 };
      let drawn = 0;
      root.add(
        doc.struct(
          "Figure",
          {
            alt: `Wireframe of ${pdfLine(s.data.label)}: ${wireframe.elements.length} elements, ${wireframe.device} layout.`,
          },
          () => {
            drawn = drawWireframe(doc, wireframe, box).height;
          },
        ),
      );
      doc.x = MARGIN;
      doc.y = box.y + drawn + 10;
    }
  }

  heading("Assumptions");
  if (input.assumptions.length)
    list(
      input.assumptions.map((a) => pdfLine(a)),
      { width: width - 20 },
    );
  else para("None stated.", MUTED);
  heading("Exclusions");
  if (input.exclusions.length)
    list(
      input.exclusions.map((a) => pdfLine(a)),
      { width: width - 20 },
    );
  else para("None stated.", MUTED);

  return finish({
    text: (page, count) => `${pdfLine(input.companyName)} · ${title} · page ${page} of ${count}`,
    x: MARGIN,
    width,
    fromBottom: MARGIN - 10,
    fontSize: 8,
    color: MUTED,
  });
}

/** One screen's wireframe as a one-page PDF: the file attached to the screen's delivery task. */
export function renderWireframePdf(
  label: string,
  wireframe: Wireframe,
  companyName: string,
): Promise<Buffer> {
  const title = `Wireframe: ${pdfLine(label)}`;
  const { doc, finish, as, root } = createPdf({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: title, Author: pdfLine(companyName) },
  });
  const width = doc.page.width - MARGIN * 2;
  doc
    .font(PDF_FONT.bold)
    .fontSize(16)
    .fillColor(INK)
    .text(title, MARGIN, MARGIN, { width, ...as("H1") });
  const box = { x: MARGIN, y: doc.y + 8, width, height: doc.page.height - doc.y - MARGIN * 2 };
  root.add(
    doc.struct(
      "Figure",
      { alt: `Wireframe of ${pdfLine(label)}: ${wireframe.elements.length} elements.` },
      () => {
        drawWireframe(doc, wireframe, box);
      },
    ),
  );
  return finish();
}
