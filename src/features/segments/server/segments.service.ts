import { eq, sql } from "drizzle-orm";
import type { AiEngine, AiTask } from "#src/platform/ai/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import type { Logger } from "#src/platform/log/logger.ts";
import { BUILT_IN_INSIGHTS } from "../content/segment-insights.ts";
import {
  MIN_STORED_METRICS,
  type SegmentInsights,
  type SegmentStatsDto,
  STATISTICS_CACHE_MS,
  type StatisticsSegment,
  segmentInsightsSchema,
  segmentStatSchema,
} from "../segments.contract.ts";
import { segmentStatistics } from "./segments.tables.ts";

/** generate-segment-insights as an AI task: built-in figures, or the LLM's, validated alike. */
export const segmentInsightsTask: AiTask<{ segment: StatisticsSegment }, SegmentInsights> = {
  name: "generate-segment-insights",
  schema: segmentInsightsSchema,
  builtIn: ({ segment }) => BUILT_IN_INSIGHTS[segment],
  prompt: ({ segment }) => ({
    system:
      "You write concise, factual marketing statistics for a software development agency that sells AI-augmented development. Answer with JSON only.",
    prompt: `Write a headline, a subheading and four to six metrics (name in snake_case, value, label, description) for the agency's ${segment} landing page. Do not invent third-party companies or sources.`,
  }),
};

type Deps = { db: Db; ai: AiEngine; logger: Logger };

/** Reads the stored rows; headline and subheading are text, every other metric JSON. */
async function readStored(db: Db, segment: StatisticsSegment): Promise<SegmentStatsDto & { rows: number }> {
  const rows = await db
    .select({ name: segmentStatistics.metricName, value: segmentStatistics.metricValue })
    .from(segmentStatistics)
    .where(eq(segmentStatistics.segment, segment))
    .orderBy(segmentStatistics.createdAt, segmentStatistics.metricName);
  const dto: SegmentStatsDto & { rows: number } = {
    segment,
    headline: null,
    subheading: null,
    stats: [],
    rows: rows.length,
  };
  for (const row of rows) {
    if (row.name === "headline") dto.headline = row.value;
    else if (row.name === "subheading") dto.subheading = row.value;
    else {
      try {
        const parsed = segmentStatSchema.safeParse(JSON.parse(row.value));
        if (parsed.success) dto.stats.push({ name: row.name, ...parsed.data });
      } catch {
        // A malformed stored metric is skipped, not shown.
      }
    }
  }
  return dto;
}

/** Generates the insights and stores them (existing names are kept as they are). */
async function generateAndStore(deps: Deps, segment: StatisticsSegment): Promise<void> {
  const { result, engine } = await deps.ai.run(segmentInsightsTask, { segment });
  const values = [
    { segment, metricName: "headline", metricValue: result.headline, engine: engine.name },
    { segment, metricName: "subheading", metricValue: result.subheading, engine: engine.name },
    ...result.metrics.map(({ name, ...stat }) => ({
      segment,
      metricName: name,
      metricValue: JSON.stringify(stat),
      engine: engine.name,
    })),
  ];
  await deps.db.insert(segmentStatistics).values(values).onConflictDoNothing();
}

const cache = new Map<StatisticsSegment, { at: number; value: SegmentStatsDto | null }>();

/**
 * The statistics for a segment page: stored rows, generated first when fewer than four exist,
 * cached for an hour. Never throws: a failure gives null and the page renders without them.
 */
export async function getSegmentStatistics(
  deps: Deps,
  segment: StatisticsSegment,
  now = Date.now(),
): Promise<SegmentStatsDto | null> {
  const hit = cache.get(segment);
  if (hit && now - hit.at < STATISTICS_CACHE_MS) return hit.value;
  let value: SegmentStatsDto | null;
  try {
    let stored = await readStored(deps.db, segment);
    if (stored.rows < MIN_STORED_METRICS) {
      await generateAndStore(deps, segment);
      stored = await readStored(deps.db, segment);
    }
    const { rows: _rows, ...dto } = stored;
    value = dto;
    cache.set(segment, { at: now, value });
  } catch (err) {
    deps.logger.warn({ err, segment }, "segment statistics unavailable");
    value = null;
    // A failure is retried after a minute rather than an hour.
    cache.set(segment, { at: now - STATISTICS_CACHE_MS + 60_000, value });
  }
  return value;
}

/** For tests: forget cached statistics. */
export function clearSegmentStatisticsCache() {
  cache.clear();
}

/** Number of stored rows for a segment (tests and the Command Center). */
export async function countSegmentStatistics(db: Db, segment: StatisticsSegment): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(segmentStatistics)
    .where(eq(segmentStatistics.segment, segment));
  return row?.n ?? 0;
}
