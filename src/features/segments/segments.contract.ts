import { z } from "zod";

export const SEGMENTS_WITH_STATISTICS = ["enterprise", "government"] as const;
export type StatisticsSegment = (typeof SEGMENTS_WITH_STATISTICS)[number];

/**
 * Statistics are generated only when fewer than this many rows are stored, and a page reuses what it
 * read for an hour, so the model is not asked again on every visit.
 */
export const MIN_STORED_METRICS = 4;
export const STATISTICS_CACHE_MS = 60 * 60 * 1000;

export const segmentStatSchema = z.object({
  value: z.string().min(1).max(40),
  label: z.string().min(1).max(80),
  description: z.string().min(1).max(240),
});
export type SegmentStat = z.infer<typeof segmentStatSchema> & { name: string };

/** What generate-segment-insights answers: two texts and at least four metrics. */
export const segmentInsightsSchema = z.object({
  headline: z.string().min(1).max(160),
  subheading: z.string().min(1).max(320),
  metrics: z
    .array(segmentStatSchema.extend({ name: z.string().regex(/^[a-z][a-z0-9_]{1,40}$/) }))
    .min(MIN_STORED_METRICS)
    .max(8),
});
export type SegmentInsights = z.infer<typeof segmentInsightsSchema>;

/** What a segment page's loader receives. */
export type SegmentStatsDto = {
  segment: StatisticsSegment;
  headline: string | null;
  subheading: string | null;
  stats: SegmentStat[];
};
