import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type GuideSection = { title: string; items: string[] };
export type GuideChapter = { title: string; sections: { title: string; content: string }[] };

/**
 * Guides at /guide/{slug}: a checklist has sections of items, a playbook has chapters of sections.
 */
export const guides = pgTable("guides", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  type: text("type").notNull(),
  content: text("content").notNull(),
  sections: jsonb("sections").$type<GuideSection[]>(),
  chapters: jsonb("chapters").$type<GuideChapter[]>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The client showcase at /clients. */
export const clientShowcase = pgTable("client_showcase", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  logoUrl: text("logo_url").notNull(),
  industry: text("industry").notNull(),
  yearStarted: integer("year_started"),
  description: text("description"),
  highlightColor: text("highlight_color").notNull(),
});

/** 100 Meetups events listed at /workshops. */
export const meetupEvents = pgTable("meetup_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  city: text("city").notNull(),
  venue: text("venue").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  durationMinutes: integer("duration_minutes").notNull().default(120),
  description: text("description").notNull(),
  topics: jsonb("topics").$type<string[]>().notNull().default([]),
});
