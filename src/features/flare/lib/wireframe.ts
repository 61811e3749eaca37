import {
  type Archetype,
  SCREEN_GROUPS,
  type ScreenGroup,
  type ScreenTemplate,
} from "../content/screen-catalogue.ts";
import {
  DENSITIES,
  type Density,
  type Device,
  EMPHASES,
  type Emphasis,
  type Wireframe,
  type WireframeElement,
  type WireframeElementType,
} from "../flare.contract.ts";

/**
 * Wireframes made real: a screen's type in the catalogue picks a
 * layout ("archetype"); the layout is built from the six element types on the device's canvas
 * (375 x 667 for mobile; wider for tablet and desktop), every position and size
 * snapped to the 8-unit grid. Refine changes density and emphasis. Everything here is a pure
 * function of its input, so the same screen always gives the same wireframe.
 */

export const WIREFRAME_GRID = 8;
export const DEVICE_SIZES: Record<Device, { width: number; height: number }> = {
  mobile: { width: 375, height: 667 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

const snap = (v: number) => Math.round(v / WIREFRAME_GRID) * WIREFRAME_GRID;

const SPACING: Record<Density, number> = { compact: 8, comfortable: 16, spacious: 24 };

const TEMPLATES = new Map<string, ScreenTemplate>(
  SCREEN_GROUPS.flatMap((g) => g.screens.map((s) => [s.key, s])),
);
const GROUPS = new Map<string, ScreenGroup>(SCREEN_GROUPS.flatMap((g) => g.screens.map((s) => [s.key, g])));

export function screenTemplate(screenType: string): ScreenTemplate | undefined {
  return TEMPLATES.get(screenType);
}

export function screenGroup(screenType: string): ScreenGroup | undefined {
  return GROUPS.get(screenType);
}

export type WireframeScreen = { label: string; screenType: string; description?: string };

type Options = { device: Device; density: Density; emphasis: Emphasis; revision: number; now: string };

class Builder {
  readonly elements: WireframeElement[] = [];
  readonly width: number;
  readonly pad: number;
  readonly gap: number;
  readonly mobile: boolean;
  readonly emphasis: Emphasis;
  y = 0;
  /** The content column: full width on phones, at most 1024 wide and centred on larger screens. */
  readonly left: number;
  readonly inner: number;

  constructor(width: number, o: Options) {
    this.width = width;
    this.pad = SPACING[o.density];
    this.gap = SPACING[o.density];
    this.mobile = o.device === "mobile";
    this.emphasis = o.emphasis;
    const column = Math.min(width - 2 * this.pad, 1024);
    this.left = snap((width - column) / 2);
    this.inner = snap(column);
  }

  add(
    type: WireframeElementType,
    x: number,
    y: number,
    width: number,
    height: number,
    content = "",
    props: WireframeElement["props"] = {},
  ): WireframeElement {
    // Edges are snapped, not sizes: elements side by side keep one right edge.
    const sx = snap(x);
    const sy = snap(y);
    const el: WireframeElement = {
      id: `el-${this.elements.length + 1}`,
      type,
      x: sx,
      y: sy,
      width: Math.max(WIREFRAME_GRID, snap(x + width) - sx),
      height: Math.max(WIREFRAME_GRID, snap(y + height) - sy),
      content: content.slice(0, 200),
      props,
    };
    this.elements.push(el);
    return el;
  }

  /** A full-width row in the content column; the cursor moves below it. */
  row(type: WireframeElementType, height: number, content = "", props: WireframeElement["props"] = {}) {
    const el = this.add(type, this.left, this.y, this.inner, height, content, props);
    this.y = el.y + el.height + this.gap;
    return el;
  }

  navbar(title: string) {
    const h = this.mobile ? 56 : 64;
    this.add("navbar", 0, 0, this.width, h, title, { links: this.mobile ? 0 : 4, menu: this.mobile });
    this.y = h + this.gap;
  }

  heading(text: string, level = 1) {
    const base = level === 1 ? (this.mobile ? 40 : 48) : 32;
    return this.row("text", this.emphasis === "content" ? base + 8 : base, text, { level });
  }

  paragraph(text: string, lines = 2) {
    const lineHeight = this.emphasis === "content" ? 24 : 16;
    return this.row("text", lines * lineHeight + 8, text, { level: 0, lines });
  }

  button(label: string, variant: "primary" | "secondary" = "primary") {
    const h = this.emphasis === "action" ? 56 : 48;
    const w = this.mobile ? this.inner : Math.min(this.inner, 240);
    const el = this.add("button", this.left, this.y, w, h, label, { variant });
    this.y = el.y + el.height + this.gap;
    return el;
  }

  buttons(labels: readonly [string, string]) {
    const h = this.emphasis === "action" ? 56 : 48;
    if (this.mobile) {
      this.button(labels[0], "primary");
      this.button(labels[1], "secondary");
      return;
    }
    const w = 200;
    this.add("button", this.left, this.y, w, h, labels[0], { variant: "primary" });
    this.add("button", this.left + w + this.gap, this.y, w, h, labels[1], { variant: "secondary" });
    this.y = snap(this.y + h + this.gap);
  }

  field(label: string) {
    this.row("text", 16, label, { level: 0, label: true });
    this.y -= this.gap - WIREFRAME_GRID;
    this.row("input", 40, label, { placeholder: `Enter ${label.toLowerCase()}` });
  }

  image(height: number, label: string) {
    return this.row("image", this.emphasis === "content" ? height + 40 : height, label);
  }

  /** Cells laid out in columns (1 on phones unless asked), each filled by `draw` at x, y, w. */
  grid(
    count: number,
    columns: number,
    height: number,
    draw: (i: number, x: number, y: number, w: number) => void,
  ) {
    const cols = Math.max(1, columns);
    const w = (this.inner - (cols - 1) * this.gap) / cols;
    for (let i = 0; i < count; i++) {
      const col = i % cols;
      const r = Math.floor(i / cols);
      draw(i, this.left + col * (w + this.gap), this.y + r * (height + this.gap), w);
    }
    this.y = snap(this.y + Math.ceil(count / cols) * (height + this.gap));
  }

  cards(titles: readonly string[], height: number, columns: number) {
    this.grid(titles.length, columns, height, (i, x, y, w) => {
      this.add("container", x, y, w, height, titles[i]!, { card: true });
      this.add("text", x + this.gap, y + this.gap, w - 2 * this.gap, 24, titles[i]!, { level: 3 });
    });
  }
}

const cols = (b: Builder, mobile: number, wide: number) => (b.mobile ? mobile : wide);

function layOut(
  b: Builder,
  archetype: Archetype,
  t: ScreenTemplate | undefined,
  screen: WireframeScreen,
  height: number,
) {
  const title = screen.label || t?.label || "Screen";
  const fields = t?.fields ?? ["Name", "Email"];
  const ui = t?.ui ?? ["Main content"];
  const lead = screen.description || t?.description || "";
  switch (archetype) {
    case "hero":
      b.navbar("Brand");
      b.heading(title);
      b.paragraph(lead);
      b.button("Get started");
      b.image(b.mobile ? 200 : 320, "Hero image");
      break;
    case "features":
      b.navbar("Brand");
      b.heading(title);
      b.paragraph(lead, 1);
      b.cards(ui.length >= 3 ? ui : [...ui, "Benefit", "Benefit"].slice(0, 3), 120, cols(b, 1, 3));
      break;
    case "cta":
      b.navbar("Brand");
      b.y += b.gap * 2;
      b.heading(title);
      b.paragraph(lead);
      b.buttons(["Continue", "Learn more"]);
      break;
    case "about":
      b.navbar("Brand");
      b.image(b.mobile ? 180 : 280, "Photo");
      b.heading(title);
      b.paragraph(lead, 3);
      b.paragraph(ui.join(" · "), 2);
      break;
    case "team":
      b.navbar("Brand");
      b.heading(title);
      b.grid(4, cols(b, 2, 4), 168, (i, x, y, w) => {
        b.add("image", x, y, w, 120, `Member ${i + 1}`);
        b.add("text", x, y + 128, w, 32, `Name, role ${i + 1}`, { level: 0 });
      });
      break;
    case "form":
      b.navbar(title);
      b.heading(title, 2);
      for (const f of fields) b.field(f);
      b.button(title.split(" ")[0] === "Login" ? "Sign in" : "Submit");
      break;
    case "info":
      b.navbar("Brand");
      b.heading(title);
      for (const f of fields) b.row("container", 56, f, { row: true, showLabel: true });
      break;
    case "map":
      b.navbar("Brand");
      b.heading(title);
      b.image(b.mobile ? 240 : 360, "Map");
      b.paragraph("Address", 1);
      b.button("Get directions", "secondary");
      break;
    case "dashboard":
      b.navbar(title);
      b.grid(4, cols(b, 2, 4), 88, (i, x, y, w) => {
        b.add("container", x, y, w, 88, `Metric ${i + 1}`, { stat: true });
        b.add("text", x + b.gap, y + b.gap, w - 2 * b.gap, 24, `Metric ${i + 1}`, { level: 3 });
      });
      b.image(b.mobile ? 160 : 240, "Chart");
      for (let i = 0; i < 3; i++)
        b.row("container", 48, `Recent item ${i + 1}`, { row: true, showLabel: true });
      break;
    case "sidebar": {
      if (b.mobile) {
        b.navbar(title);
        b.row("button", 40, "Menu", { variant: "secondary" });
        b.heading(title, 2);
        b.row("container", 240, "Content", { showLabel: true });
        break;
      }
      const side = 240;
      b.add("navbar", 0, 0, side, height, "Navigation", { vertical: true, links: ui.length + 2 });
      for (let i = 0; i < ui.length + 2; i++) {
        b.add("text", b.pad, 64 + i * 40, side - 2 * b.pad, 24, ui[i] ?? `Section ${i + 1}`, { level: 0 });
      }
      const x = side + b.pad;
      const w = b.width - x - b.pad;
      b.add("text", x, b.pad, w, 48, title, { level: 1 });
      b.add("container", x, b.pad + 64, w, height - 64 - 2 * b.pad, "Content", { showLabel: true });
      b.y = height;
      break;
    }
    case "bottom-nav":
      b.y = b.pad;
      b.heading(title);
      for (let i = 0; i < 3; i++) b.row("container", 96, ui[i] ?? "Content", { card: true, showLabel: true });
      b.add("navbar", 0, height - 64, b.width, 64, "Tabs", { position: "bottom", links: 4 });
      b.y = height;
      break;
    case "list":
      b.navbar(title);
      b.row("input", 40, "Search", { placeholder: "Search" });
      for (let i = 0; i < (b.mobile ? 5 : 7); i++) {
        const row = b.row("container", 64, `Item ${i + 1}`, { row: true });
        b.add("text", row.x + b.gap, row.y + 8, row.width / 2, 24, `Item ${i + 1}`, { level: 3 });
        b.add("button", row.x + row.width - 96 - b.gap, row.y + 12, 96, 40, "Open", { variant: "secondary" });
      }
      break;
    case "detail":
      b.navbar(title);
      b.image(b.mobile ? 200 : 320, "Media");
      b.heading(title, 2);
      b.paragraph(lead, 3);
      b.paragraph(ui.join(" · "), 2);
      b.button(ui.at(-1) ?? "Continue");
      break;
    case "grid":
      b.navbar(title);
      b.heading(title, 2);
      b.grid(b.mobile ? 6 : 8, cols(b, 2, 4), 136, (i, x, y, w) => {
        b.add("image", x, y, w, 96, `Item ${i + 1}`);
        b.add("text", x, y + 104, w, 24, `Item ${i + 1}`, { level: 0 });
      });
      break;
    case "editor":
      b.navbar(title);
      b.grid(b.mobile ? 4 : 8, b.mobile ? 4 : 8, 40, (i, x, y, w) => {
        b.add("button", x, y, w, 40, ["B", "I", "U", "Link", "List", "Quote", "Image", "Code"][i]!, {
          variant: "secondary",
        });
      });
      b.row("container", b.mobile ? 320 : 400, "Editing area", { editable: true, showLabel: true });
      b.buttons(["Publish", "Save draft"]);
      break;
    case "chat": {
      b.navbar(title);
      for (let i = 0; i < 5; i++) {
        const mine = i % 2 === 1;
        const w = b.inner * 0.7;
        b.add("container", mine ? b.left + b.inner - w : b.left, b.y, w, 56, mine ? "You" : "Them", {
          bubble: mine ? "right" : "left",
          showLabel: true,
        });
        b.y = snap(b.y + 56 + b.gap);
      }
      const bottom = Math.max(b.y, height - 56 - b.pad);
      b.add("input", b.left, bottom, b.inner - 96 - b.gap, 48, "Message", { placeholder: "Write a message" });
      b.add("button", b.left + b.inner - 96, bottom, 96, 48, "Send", { variant: "primary" });
      b.y = bottom + 48 + b.gap;
      break;
    }
    case "kanban": {
      b.navbar(title);
      const columns = b.mobile ? 2 : 4;
      const names = ["To do", "In progress", "Review", "Done"];
      const w = (b.inner - (columns - 1) * b.gap) / columns;
      const top = b.y;
      for (let c = 0; c < columns; c++) {
        const x = b.left + c * (w + b.gap);
        b.add("container", x, top, w, 360, names[c]!, { column: true });
        b.add("text", x + 8, top + 8, w - 16, 24, names[c]!, { level: 3 });
        for (let k = 0; k < 3 - (c % 2); k++) {
          b.add("container", x + 8, top + 48 + k * 80, w - 16, 72, `Card ${k + 1}`, {
            card: true,
            showLabel: true,
          });
        }
      }
      b.y = snap(top + 360 + b.gap);
      break;
    }
    case "table": {
      b.navbar(title);
      b.heading(title, 2);
      const columns = fields.slice(0, b.mobile ? 2 : 4);
      const w = b.inner / columns.length;
      for (let r = 0; r < 6; r++) {
        const row = b.row("container", 48, r === 0 ? "Header" : `Row ${r}`, { row: true, header: r === 0 });
        columns.forEach((col, c) => {
          b.add("text", row.x + c * w + 8, row.y + 12, w - 16, 24, r === 0 ? col : `${col} ${r}`, {
            level: r === 0 ? 3 : 0,
          });
        });
      }
      break;
    }
    case "settings":
      b.navbar(title);
      b.heading(title, 2);
      for (const f of fields) {
        const row = b.row("container", 56, f, { row: true });
        b.add("text", row.x + 8, row.y + 16, row.width - 96, 24, f, { level: 0 });
        b.add("button", row.x + row.width - 72, row.y + 12, 56, 32, "Toggle", {
          variant: "secondary",
          toggle: true,
        });
      }
      b.button("Save changes");
      break;
    case "message":
      b.y = snap(height / 4);
      b.add("image", (b.width - 120) / 2, b.y, 120, 120, "Illustration");
      b.y = snap(b.y + 120 + b.gap);
      b.heading(title);
      b.paragraph(lead, 2);
      b.button(ui.at(-1) ?? "Back to home");
      break;
    case "wizard":
      b.navbar(title);
      b.grid(3, 3, 32, (i, x, y, w) => {
        b.add("text", x, y, w, 32, `Step ${i + 1}`, { level: 0, step: i === 0 ? "current" : "next" });
      });
      b.heading(title, 2);
      for (const f of fields) b.field(f);
      b.buttons(["Next", "Back"]);
      break;
    case "cart":
      b.navbar(title);
      for (let i = 0; i < 3; i++) {
        const row = b.row("container", 88, `Product ${i + 1}`, { row: true });
        b.add("image", row.x + 8, row.y + 8, 72, 72, `Product ${i + 1}`);
        b.add("text", row.x + 88, row.y + 16, row.width - 200, 24, `Product ${i + 1}`, { level: 3 });
        b.add("input", row.x + row.width - 96, row.y + 24, 80, 40, "Qty", { placeholder: "1" });
      }
      b.row("text", 32, "Total", { level: 2 });
      b.button("Checkout");
      break;
    case "gantt": {
      b.navbar(title);
      b.heading(title, 2);
      const label = b.mobile ? 96 : 160;
      for (let i = 0; i < 6; i++) {
        const y = b.y;
        b.add("text", b.left, y + 8, label - 8, 24, `Task ${i + 1}`, { level: 0 });
        const span = b.inner - label;
        const start = ((i * 37) % 50) / 100;
        b.add(
          "container",
          b.left + label + span * start,
          y,
          span * (0.3 + ((i * 13) % 20) / 100),
          40,
          `Task ${i + 1}`,
          {
            bar: true,
          },
        );
        b.y = snap(y + 40 + b.gap);
      }
      break;
    }
  }
}

/** Builds a screen's wireframe for a device. */
export function generateWireframe(
  screen: WireframeScreen,
  device: Device,
  opts: { density?: Density; emphasis?: Emphasis; revision?: number; now: string },
): Wireframe {
  const o: Options = {
    device,
    density: opts.density ?? "comfortable",
    emphasis: opts.emphasis ?? "balanced",
    revision: opts.revision ?? 0,
    now: opts.now,
  };
  const size = DEVICE_SIZES[device];
  const t = screenTemplate(screen.screenType);
  const b = new Builder(size.width, o);
  layOut(b, t?.archetype ?? "dashboard", t, screen, size.height);
  const bottom = Math.max(...b.elements.map((e) => e.y + e.height), 0);
  return {
    device,
    density: o.density,
    emphasis: o.emphasis,
    width: size.width,
    height: Math.max(size.height, snap(bottom + b.pad)),
    elements: b.elements,
    lastUpdated: o.now,
    revision: o.revision,
  };
}

/** Refine: the next density and emphasis in turn (every combination comes round), lastUpdated now. */
export function refineWireframe(wf: Wireframe, screen: WireframeScreen, now: string): Wireframe {
  const revision = wf.revision + 1;
  const density = DENSITIES[(DENSITIES.indexOf(wf.density) + 1) % DENSITIES.length]!;
  const emphasis =
    density === DENSITIES[0] ? EMPHASES[(EMPHASES.indexOf(wf.emphasis) + 1) % EMPHASES.length]! : wf.emphasis;
  return {
    ...generateWireframe(screen, wf.device, { density, emphasis, revision, now }),
    feedback: wf.feedback,
  };
}

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The wireframe as a standalone SVG document (download, preview, PNG source). */
export function wireframeToSvg(wf: Wireframe, title: string): string {
  const parts: string[] = [];
  for (const e of wf.elements) {
    const { x, y, width: w, height: h } = e;
    const label = esc(e.content);
    switch (e.type) {
      case "navbar":
        parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1e293b"/>`);
        if (!e.props.vertical)
          parts.push(
            `<text x="${x + 16}" y="${y + h / 2 + 5}" font-size="16" font-weight="700" fill="#f8fafc">${label}</text>`,
          );
        break;
      case "container":
        parts.push(
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${e.props.bar ? "#bfdbfe" : "#f8fafc"}" stroke="#94a3b8"/>`,
        );
        if (e.props.showLabel)
          parts.push(`<text x="${x + 12}" y="${y + 22}" font-size="13" fill="#475569">${label}</text>`);
        break;
      case "image":
        parts.push(
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="#e2e8f0" stroke="#94a3b8"/>`,
          `<path d="M${x} ${y}L${x + w} ${y + h}M${x + w} ${y}L${x} ${y + h}" stroke="#94a3b8"/>`,
          `<text x="${x + w / 2}" y="${y + h / 2 + 5}" font-size="12" text-anchor="middle" fill="#475569">${label}</text>`,
        );
        break;
      case "input":
        parts.push(
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#ffffff" stroke="#64748b"/>`,
          `<text x="${x + 12}" y="${y + h / 2 + 5}" font-size="13" fill="#94a3b8">${esc(String(e.props.placeholder ?? e.content))}</text>`,
        );
        break;
      case "button": {
        const primary = e.props.variant !== "secondary";
        parts.push(
          `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${primary ? "#c2410c" : "#ffffff"}" stroke="${primary ? "#c2410c" : "#64748b"}"/>`,
          `<text x="${x + w / 2}" y="${y + h / 2 + 5}" font-size="14" font-weight="600" text-anchor="middle" fill="${primary ? "#ffffff" : "#0f172a"}">${label}</text>`,
        );
        break;
      }
      case "text": {
        const level = Number(e.props.level ?? 0);
        const size = level === 1 ? 28 : level === 2 ? 20 : level === 3 ? 15 : 13;
        parts.push(
          `<text x="${x}" y="${y + Math.min(h, size + 4)}" font-size="${size}" font-weight="${level > 0 ? 700 : 400}" fill="#0f172a">${label}</text>`,
        );
        break;
      }
    }
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${wf.width}" height="${wf.height}" viewBox="0 0 ${wf.width} ${wf.height}" font-family="system-ui, sans-serif">`,
    `<title>${esc(title)}</title>`,
    `<rect width="${wf.width}" height="${wf.height}" fill="#ffffff"/>`,
    ...parts,
    "</svg>",
  ].join("\n");
}

const componentName = (label: string) =>
  (
    label
      .replace(/[^A-Za-z0-9 ]+/g, " ")
      .trim()
      .split(/\s+/)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join("") || "Screen"
  ).replace(/^\d/, "Screen$&");

/** Get Code: the layout as a React component (JSX), every element placed as in the wireframe. */
export function wireframeToJsx(wf: Wireframe, label: string): string {
  const style = (e: WireframeElement) =>
    `style={{ position: "absolute", left: ${e.x}, top: ${e.y}, width: ${e.width}, height: ${e.height} }}`;
  const lines = wf.elements.map((e) => {
    const text = e.content.replace(/[{}<>]/g, "");
    switch (e.type) {
      case "navbar":
        return `      <nav ${style(e)}>${text}</nav>`;
      case "container":
        return `      <div ${style(e)} />`;
      case "image":
        return `      <div role="img" aria-label="${text.replace(/"/g, "")}" ${style(e)} />`;
      case "input":
        return `      <input aria-label="${text.replace(/"/g, "")}" placeholder="${String(e.props.placeholder ?? text).replace(/"/g, "")}" ${style(e)} />`;
      case "button":
        return `      <button type="button" ${style(e)}>${text}</button>`;
      case "text": {
        const level = Number(e.props.level ?? 0);
        const tag = level === 1 ? "h1" : level === 2 ? "h2" : level === 3 ? "h3" : "p";
        return `      <${tag} ${style(e)}>${text}</${tag}>`;
      }
    }
    return "";
  });
  const name = componentName(label);
  return [
    `export function ${name}() {`,
    "  return (",
    `    <main style={{ position: "relative", width: ${wf.width}, minHeight: ${wf.height} }}>`,
    ...lines,
    "    </main>",
    "  );",
    "}",
    "",
  ].join("\n");
}
