import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../../tests/helpers/test-app.ts";
import { CLIENTS } from "../content/clients.ts";
import { GUIDES } from "../content/guides.ts";
import { MEETUPS } from "../content/meetups.ts";
import { GUIDE_MESSAGES } from "../guides.contract.ts";
import { readingMinutes } from "../lib/guide-rules.ts";
import { clientShowcase, guides, meetupEvents } from "./guides.tables.ts";
import { getGuide, listClients, listGuides, listUpcomingMeetups, seedGuides } from "./index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
const seedDate = new Date("2026-11-23T15:00:00Z");
beforeAll(async () => {
  t = await createTestApp();
  await seedGuides(t.db, seedDate);
});
afterAll(async () => {
  await t.close();
});

describe("guides seed", () => {
  it("is idempotent: running it again adds nothing", async () => {
    const count = async () => ({
      guides: (await t.db.select().from(guides)).length,
      clients: (await t.db.select().from(clientShowcase)).length,
      events: (await t.db.select().from(meetupEvents)).length,
    });
    const before = await count();
    await seedGuides(t.db, seedDate);
    await seedGuides(t.db, seedDate);
    expect(await count()).toEqual(before);
    expect(before).toEqual({ guides: GUIDES.length, clients: CLIENTS.length, events: MEETUPS.length });
    expect(before.guides).toBeGreaterThanOrEqual(4);
    expect(before.clients).toBeGreaterThanOrEqual(12);
  });

  it("keeps upcoming events upcoming relative to the seed date, and some in the past", async () => {
    const upcoming = await listUpcomingMeetups(t.db, seedDate);
    expect(upcoming.length).toBe(MEETUPS.filter((m) => m.dayOffset > 0).length);
    expect(upcoming.length).toBeGreaterThanOrEqual(4);
    expect(upcoming.map((e) => e.startsAt)).toEqual([...upcoming.map((e) => e.startsAt)].sort());
    // Washington events at 6:30 PM Eastern.
    const dc = upcoming.find((e) => e.slug === "meetup-82-ai-features")!;
    expect(dc.startsAt).toBe("2026-11-29T23:30:00.000Z");
    // Seeding again a month later moves them along.
    const later = new Date("2027-01-10T12:00:00Z");
    await seedGuides(t.db, later);
    expect((await listUpcomingMeetups(t.db, later)).length).toBe(upcoming.length);
    await seedGuides(t.db, seedDate);
  });
});

describe("guides service", () => {
  it("lists the showcase ordered by name", async () => {
    const names = (await listClients(t.db)).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(names[0]).toBe("Atlas Mutual");
  });

  it("returns a guide with its reading time, and null for a missing slug", async () => {
    const g = await getGuide(t.db, "legacy-modernization-playbook");
    expect(g?.chapters?.length).toBeGreaterThan(0);
    expect(g?.readingMinutes).toBe(
      readingMinutes(GUIDES.find((x) => x.slug === "legacy-modernization-playbook")!),
    );
    expect(await getGuide(t.db, "no-such-guide")).toBeNull();
    expect((await listGuides(t.db)).map((x) => x.slug)).toContain("mvp-launch-checklist");
  });
});

describe("guides API", () => {
  it("GET /api/guides/:slug answers the guide", async () => {
    const res = await t.client().get("/api/guides/mvp-launch-checklist");
    expect(res.status).toBe(200);
    expect(res.json.title).toBe("MVP Launch Checklist");
    expect(res.json.sections.length).toBeGreaterThan(0);
  });

  it("answers 404 'Guide not found' for a missing or malformed slug", async () => {
    for (const slug of ["nope", "Bad_Slug!"]) {
      const res = await t.client().get(`/api/guides/${slug}`);
      expect(res.status).toBe(404);
      expect(res.json.error).toBe(GUIDE_MESSAGES.notFound);
    }
    // A control character in the address is refused before any lookup (the shared text rule).
    expect((await t.client().get("/api/guides/%00")).status).toBe(400);
  });

  it("serves every partner's logo as SVG", async () => {
    for (const c of await listClients(t.db)) {
      const res = await t.app.request(c.logoUrl);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("image/svg+xml");
      expect(await res.text()).toContain("<svg");
    }
    expect((await t.app.request("/api/guides/client-logos/nobody.svg")).status).toBe(404);
  });
});
