import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Company facts and other admin-editable site settings (key -> JSON value). */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
