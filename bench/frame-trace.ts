// Where a frame's main-thread time goes, from a Chromium performance trace: script, style, layout,
// paint. The page marks the start of each measured frame with console.timeStamp(FRAME_MARK); each
// frame is the time from its mark to the next. A moment on the main thread counts once, for the
// innermost kind of work (a layout forced from script is layout, not script).

export const FRAME_MARK = "bench-frame";
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"];

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
};

export type FrameKinds = { script: number; style: number; layout: number; paint: number };
const KIND: Record<string, keyof FrameKinds> = {
  FunctionCall: "script",
  EvaluateScript: "script",
  EventDispatch: "script",
  FireAnimationFrame: "script",
  TimerFire: "script",
  RunMicrotasks: "script",
  "V8.Execute": "script",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "paint",
  Paint: "paint",
  PaintImage: "paint",
  Layerize: "paint",
  UpdateLayer: "paint",
  UpdateLayerTree: "paint",
  Commit: "paint",
  CompositeLayers: "paint",
};
// Innermost first: paint work inside layout inside style inside script counts as paint.
const RANK: Record<keyof FrameKinds, number> = { script: 1, style: 2, layout: 3, paint: 4 };
const KINDS: (keyof FrameKinds)[] = ["script", "style", "layout", "paint"];

/** Milliseconds of each kind of work per measured frame, in frame order. */
export function frameKinds(traceJson: string): FrameKinds[] {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const marks = events
    .filter((e) => e.name === "TimeStamp" && e.args?.data?.message === FRAME_MARK)
    .sort((a, b) => a.ts - b.ts);
  if (marks.length < 2) return [];
  const { pid, tid } = marks[0]!;
  const start = marks[0]!.ts;
  const end = marks[marks.length - 1]!.ts;
  // One byte per microsecond of the measured span: the rank of the innermost work running then.
  const span = Math.min(end - start, 200_000_000);
  const line = new Uint8Array(span);
  for (const e of events) {
    const kind = KIND[e.name];
    if (!kind || e.ph !== "X" || e.pid !== pid || e.tid !== tid || !e.dur) continue;
    const a = Math.max(0, Math.floor(e.ts - start));
    const b = Math.min(span, Math.ceil(e.ts + e.dur - start));
    const r = RANK[kind];
    for (let i = a; i < b; i++) if (line[i]! < r) line[i] = r;
  }
  const frames: FrameKinds[] = [];
  for (let f = 0; f + 1 < marks.length; f++) {
    const a = Math.floor(marks[f]!.ts - start);
    const b = Math.min(span, Math.floor(marks[f + 1]!.ts - start));
    const us = [0, 0, 0, 0, 0];
    for (let i = a; i < b; i++) us[line[i]!]!++;
    frames.push({ script: us[1]! / 1000, style: us[2]! / 1000, layout: us[3]! / 1000, paint: us[4]! / 1000 });
  }
  return frames;
}

/** The median of each kind over the frames. */
export function medianKinds(frames: FrameKinds[]): FrameKinds {
  const out = { script: 0, style: 0, layout: 0, paint: 0 };
  if (!frames.length) return out;
  for (const k of KINDS) {
    const sorted = frames.map((f) => f[k]).sort((a, b) => a - b);
    out[k] = sorted[Math.floor(sorted.length / 2)]!;
  }
  return out;
}
