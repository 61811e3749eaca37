// What the rest of the server may call of the analytics slice (jobs in src/server.ts, the seed).
export { aggregateRecent } from "./aggregate.service.ts";
export { seedAnalyticsDemo } from "./analytics.seed.ts";
export { conversions } from "./conversions.service.ts";
export { sqlEventsStore } from "./events-store.ts";
export {
  sessionPageviews,
  sessionVisitsSince,
  type VisitTouch,
  visitAttribution,
  visitorsByUtm,
} from "./visits.service.ts";
