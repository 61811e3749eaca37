/** Preferences kept in the browser only (local storage): never sent to the server, lost with the storage. */
export const PREFERRED_SEGMENT_KEY = "preferred-segment";
export type Segment = "startup" | "enterprise" | "government";

export function setPreferredSegment(segment: Segment): void {
  try {
    localStorage.setItem(PREFERRED_SEGMENT_KEY, segment);
  } catch {
    // storage disabled: the preference is simply not kept
  }
}
export function clearPreferredSegment(): void {
  try {
    localStorage.removeItem(PREFERRED_SEGMENT_KEY);
  } catch {
    // nothing to clear
  }
}

/** The local-preferences key holding when this browser last viewed a page of the site. */
export const LAST_VISIT_KEY = "lastVisit";

/** Records this page view's time (ISO 8601) under lastVisit; nothing reads it back yet. */
export function recordLastVisit(now: Date = new Date()): void {
  try {
    localStorage.setItem(LAST_VISIT_KEY, now.toISOString());
  } catch {
    // storage disabled: the visit is simply not recorded
  }
}
