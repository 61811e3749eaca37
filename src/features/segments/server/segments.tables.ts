import { pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * Statistics shown on the enterprise and government pages. `headline` and `subheading` hold text;
 * every other metric holds JSON with value, label and description, so one table serves both the
 * page's heading and its stat cards.
 */
export const segmentStatistics = pgTable(
  "segment_statistics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    segment: text("segment", { enum: ["enterprise", "government"] }).notNull(),
    metricName: text("metric_name").notNull(),
    metricValue: text("metric_value").notNull(),
    engine: text("engine"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("segment_statistics_metric_uq").on(t.segment, t.metricName)],
);
