import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns";
import { sql } from "drizzle-orm";
import type { Db } from "#src/platform/db/db.ts";
import { CLIENTS } from "../content/clients.ts";
import { GUIDES } from "../content/guides.ts";
import { CITY_TIME_ZONES, DEFAULT_EVENT_TIME_ZONE, MEETUPS, type MeetupSeed } from "../content/meetups.ts";
import { clientShowcase, guides, meetupEvents } from "./guides.tables.ts";

/** The address a partner's monogram logo is served from. */
export const clientLogoUrl = (slug: string) => `/api/guides/client-logos/${slug}.svg`;

/** The start of a seeded event: its day offset from the seed day, at local time in its city. */
export function meetupStart(m: MeetupSeed, seedDate: Date): Date {
  const zone = CITY_TIME_ZONES[m.city] ?? DEFAULT_EVENT_TIME_ZONE;
  const day = addDays(new TZDate(seedDate.getTime(), zone), m.dayOffset);
  const [h, min] = m.localTime.split(":").map(Number) as [number, number];
  return new Date(new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), h, min, 0, zone).getTime());
}

/**
 * Guides, client showcase and 100 Meetups events. Idempotent: guides and events are keyed by slug
 * (guides keep their stored text; event dates are moved relative to the seed day so the upcoming
 * ones stay upcoming), partners by name.
 */
export async function seedGuides(db: Db, seedDate = new Date()): Promise<void> {
  await db
    .insert(guides)
    .values(
      GUIDES.map((g) => ({
        slug: g.slug,
        title: g.title,
        type: g.type,
        content: g.content,
        sections: g.sections ?? null,
        chapters: g.chapters ?? null,
      })),
    )
    .onConflictDoNothing({ target: guides.slug });

  const existing = new Set(
    (await db.select({ name: clientShowcase.name }).from(clientShowcase)).map((r) => r.name),
  );
  const missing = CLIENTS.filter((c) => !existing.has(c.name));
  if (missing.length) {
    await db.insert(clientShowcase).values(
      missing.map((c) => ({
        name: c.name,
        logoUrl: clientLogoUrl(c.slug),
        industry: c.industry,
        yearStarted: c.yearStarted,
        description: c.description,
        highlightColor: c.highlightColor,
      })),
    );
  }

  await db
    .insert(meetupEvents)
    .values(
      MEETUPS.map((m) => ({
        slug: m.slug,
        title: m.title,
        city: m.city,
        venue: m.venue,
        startsAt: meetupStart(m, seedDate),
        durationMinutes: m.durationMinutes,
        description: m.description,
        topics: m.topics,
      })),
    )
    .onConflictDoUpdate({ target: meetupEvents.slug, set: { startsAt: sql`excluded.starts_at` } });
}
