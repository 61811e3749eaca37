import {
  SEGMENT_LABELS,
  type SegmentStatDto,
  TRAFFIC_SEGMENTS,
  type TrafficSegment,
} from "../analytics.contract.ts";

/** Statuses a lead reaches once staff judged it worth pursuing (qualified or further along). */
const QUALIFIED = new Set(["qualified", "contacted", "converted"]);

const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
const plural = (n: number, one: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : `${one}s`}`;
const segmentOf = (raw: string | null): TrafficSegment =>
  (TRAFFIC_SEGMENTS as readonly string[]).includes(raw ?? "") ? (raw as TrafficSegment) : "general";

/**
 * The segment statistics of Traffic Overview, from the tracker's visitors per segment and the
 * leads captured in the same range: per segment its share of the visitors, the share of its
 * visitors who left their details (a lead), and the share of its leads staff qualified. Segments
 * with neither visitors nor leads are left out.
 */
export function segmentStatistics(
  visitors: ReadonlyMap<string, number>,
  leads: readonly { segment: string | null; status: string; leads: number }[],
): SegmentStatDto[] {
  const allVisitors = [...visitors.values()].reduce((a, b) => a + b, 0);
  const leadCount = new Map<TrafficSegment, number>();
  const qualified = new Map<TrafficSegment, number>();
  for (const r of leads) {
    const s = segmentOf(r.segment);
    leadCount.set(s, (leadCount.get(s) ?? 0) + r.leads);
    if (QUALIFIED.has(r.status)) qualified.set(s, (qualified.get(s) ?? 0) + r.leads);
  }
  const out: SegmentStatDto[] = [];
  for (const segment of TRAFFIC_SEGMENTS) {
    const v = visitors.get(segment) ?? 0;
    const l = leadCount.get(segment) ?? 0;
    if (v === 0 && l === 0) continue;
    const q = qualified.get(segment) ?? 0;
    const label = SEGMENT_LABELS[segment];
    out.push(
      {
        segment: label,
        metric: "Share of visitors",
        percent: pct(v, allVisitors),
        detail: `${plural(v, "visitor")} of ${allVisitors.toLocaleString("en-US")}`,
      },
      {
        segment: label,
        metric: "Visitors who became leads",
        percent: v > 0 ? Math.min(100, pct(l, v) ?? 0) : null,
        detail: `${plural(l, "lead")} from ${plural(v, "visitor")}`,
      },
      {
        segment: label,
        metric: "Leads qualified",
        percent: pct(q, l),
        detail: `${q.toLocaleString("en-US")} of ${plural(l, "lead")} qualified, contacted or converted`,
      },
    );
  }
  return out;
}
