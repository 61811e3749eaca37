import { type EventBatch, isTrackedPage } from "../analytics.contract.ts";
import type { EventsStore, InteractionRow } from "./events-store.ts";

/** Crawlers, monitors and audit tools: their visits are not visitors. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|preview|lighthouse|pingdom|uptime|curl|wget|python|httpclient|java\//i;

export const isBotAgent = (userAgent: string | undefined) => !userAgent || BOT_AGENT.test(userAgent);

/**
 * Stores one tracker batch in one multi-row insert. Batches from bots and for pages that are not
 * the site's public pages are dropped (answered as accepted, so nothing learns from the answer).
 */
export async function ingestBatch(
  store: EventsStore,
  batch: EventBatch,
  userAgent: string | undefined,
  now = Date.now(),
): Promise<{ stored: number }> {
  const page = batch.p.split(/[?#]/)[0]!;
  if (isBotAgent(userAgent) || !isTrackedPage(page)) return { stored: 0 };
  const rows: InteractionRow[] = batch.e.map((e) => ({
    pageUrl: page,
    interactionType: e.t,
    xCoordinate: e.t === "click" || e.t === "mouseover" ? (e.x ?? null) : null,
    yCoordinate: e.t === "click" || e.t === "mouseover" ? (e.y ?? null) : null,
    deviceType: batch.dv,
    sessionId: batch.s,
    viewportWidth: batch.vw,
    viewportHeight: batch.vh,
    scrollDepth: e.t === "scroll" ? (e.d ?? null) : null,
    createdAt: new Date(now - (e.a ?? 0)),
  }));
  await store.insertBatch(rows);
  // The first page view of a page load says how the visit arrived (attribution).
  if (batch.l && batch.e[0]?.t === "pageview") {
    await store.recordArrival(batch.s, page, batch.l, rows[0]!.createdAt ?? new Date(now));
  }
  return { stored: rows.length };
}
