import { asc, eq, gte } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { GUIDES } from "../content/guides.ts";
import type { ClientDto, GuideDto, GuideSummaryDto, MeetupDto } from "../guides.contract.ts";
import { readingMinutes } from "../lib/guide-rules.ts";
import { clientShowcase, guides, meetupEvents } from "./guides.tables.ts";

/** One guide by slug, or null. */
export async function getGuide(db: Db, slug: string): Promise<GuideDto | null> {
  const [row] = await db.select().from(guides).where(eq(guides.slug, slug)).limit(1);
  if (!row) return null;
  return {
    slug: row.slug,
    title: row.title,
    type: row.type,
    content: row.content,
    sections: row.sections ?? null,
    chapters: row.chapters ?? null,
    readingMinutes: readingMinutes(row),
  };
}

/** Every guide, by title, with a one-line summary for the cards on /resources. */
export async function listGuides(db: Db): Promise<GuideSummaryDto[]> {
  const rows = await db.select().from(guides).orderBy(asc(guides.title));
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    type: row.type,
    summary: GUIDES.find((g) => g.slug === row.slug)?.summary ?? firstSentence(row.content),
    readingMinutes: readingMinutes(row),
  }));
}

function firstSentence(text: string): string {
  const m = /^(.{20,220}?[.!?])(\s|$)/s.exec(text.trim());
  return m?.[1] ?? text.slice(0, 200);
}

/** The client showcase: every client, ordered by name. */
export async function listClients(db: Db): Promise<ClientDto[]> {
  const rows = await db
    .select()
    .from(clientShowcase)
    .orderBy(asc(clientShowcase.name), asc(clientShowcase.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    logoUrl: r.logoUrl,
    industry: r.industry,
    yearStarted: r.yearStarted,
    description: r.description,
    highlightColor: r.highlightColor,
  }));
}

/** Events that have not ended yet, soonest first. */
export async function listUpcomingMeetups(db: Db, now = new Date()): Promise<MeetupDto[]> {
  // An event stays listed while it runs (up to 6 hours after its start).
  const from = new Date(now.getTime() - 6 * 3600_000);
  const rows = await db
    .select()
    .from(meetupEvents)
    .where(gte(meetupEvents.startsAt, from))
    .orderBy(asc(meetupEvents.startsAt));
  return rows
    .filter((r) => r.startsAt.getTime() + r.durationMinutes * 60_000 > now.getTime())
    .map((r) => ({
      slug: r.slug,
      title: r.title,
      city: r.city,
      venue: r.venue,
      startsAt: r.startsAt.toISOString(),
      durationMinutes: r.durationMinutes,
      description: r.description,
      topics: r.topics,
    }));
}
