import { useEffect, useRef, useState } from "react";
import { CELL_COLUMNS, CELL_HEIGHT_PX } from "../analytics.contract.ts";

export type HeatCell = { x: number; y: number; clicks: number };

/** Paints the click cells as a heat layer: a soft spot per cell, hotter where more clicks fell. */
function paint(canvas: HTMLCanvasElement, cells: readonly HeatCell[], width: number, height: number) {
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  canvas.width = width;
  canvas.height = height;
  ctx.clearRect(0, 0, width, height);
  const max = Math.max(1, ...cells.map((c) => c.clicks));
  const radius = Math.max(14, width / CELL_COLUMNS) * 1.6;
  for (const c of cells) {
    const cx = ((c.x + 0.5) / CELL_COLUMNS) * width;
    const cy = c.y * CELL_HEIGHT_PX + CELL_HEIGHT_PX / 2;
    const heat = Math.max(0.25, c.clicks / max);
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, radius);
    // Cool to hot: blue for a few clicks, red for the most.
    const hue = Math.round(240 - 240 * heat);
    g.addColorStop(0, `hsla(${hue}, 100%, 50%, ${0.35 + 0.5 * heat})`);
    g.addColorStop(1, `hsla(${hue}, 100%, 50%, 0)`);
    ctx.fillStyle = g;
    ctx.fillRect(cx - radius, cy - radius, radius * 2, radius * 2);
  }
}

/**
 * The page itself in a frame of the device's width, with the clicks drawn on a canvas above it.
 * The frame grows to the page's full height once loaded, so the layer lines up with the page.
 */
export function HeatLayer({
  page,
  width,
  cells,
  totalClicks,
}: {
  page: string;
  width: number;
  cells: readonly HeatCell[];
  totalClicks: number;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const lowest = cells.reduce((m, c) => Math.max(m, (c.y + 1) * CELL_HEIGHT_PX), 0);
  const [height, setHeight] = useState(Math.max(900, lowest));
  // The frame keeps the device's width; on a narrower screen the whole picture is scaled down.
  const box = useRef<HTMLElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, el.clientWidth / width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);

  useEffect(() => {
    if (canvas.current) paint(canvas.current, cells, width, height);
  }, [cells, width, height]);

  const measure = () => {
    const doc = frame.current?.contentDocument;
    if (doc?.documentElement) setHeight(Math.max(lowest, doc.documentElement.scrollHeight));
  };

  return (
    <section
      ref={box}
      // Scrollable by keyboard too (axe's scrollable-region-focusable): the preview inside is inert,
      // so the region itself takes focus.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container with no focusable content
      tabIndex={0}
      aria-label={`Heatmap of ${page}`}
      className="max-h-[75vh] overflow-y-auto overflow-x-hidden rounded-xl border border-border bg-muted focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div style={{ height: height * scale }}>
        <div
          className="relative mx-auto origin-top-left"
          style={{ width, height, transform: scale < 1 ? `scale(${scale})` : undefined }}
        >
          <iframe
            ref={frame}
            src={page}
            title={`Preview of ${page} at ${width} px`}
            width={width}
            height={height}
            onLoad={measure}
            // A picture of the page, not a second page to tab through: inert keeps its links out of
            // the tab order (tabindex=-1 on a frame with focusable content fails axe's frame rule).
            inert
            className="pointer-events-none absolute inset-0 border-0 bg-bg"
          />
          <canvas
            ref={canvas}
            role="img"
            aria-label={`Heat layer: ${totalClicks.toLocaleString("en-US")} clicks on ${page}`}
            className="pointer-events-none absolute inset-0"
            style={{ width, height }}
            data-testid="heat-layer"
            data-cells={cells.length}
          />
        </div>
      </div>
    </section>
  );
}
