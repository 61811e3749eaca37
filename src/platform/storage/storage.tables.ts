import { bigint, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every stored object has a row; the bytes live on disk or in S3 under `storageKey`. */
export const storedFiles = pgTable("stored_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  storageKey: text("storage_key").notNull().unique(),
  ownerId: text("owner_id"),
  purpose: text("purpose").notNull(),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  visibility: text("visibility", { enum: ["private", "public"] })
    .notNull()
    .default("private"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
