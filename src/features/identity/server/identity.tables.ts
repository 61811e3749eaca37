import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "#src/platform/auth/auth.tables.ts";

/** One profile per user: its id is the user's id, and a missing one is created with just the id. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  username: text("username"),
  avatarUrl: text("avatar_url"),
  avatarFileId: text("avatar_file_id"),
  theme: text("theme", { enum: ["dark", "light"] }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
