/** Browser-side preferences (spec document 1, section 3: local preferences). */
export const PREFERRED_SEGMENT_KEY = "preferred-segment";
export type Segment = "startup" | "enterprise" | "government";

export function setPreferredSegment(segment: Segment): void {
  try {
    localStorage.setItem(PREFERRED_SEGMENT_KEY, segment);
  } catch {
    // storage disabled: the preference is simply not kept
  }
}
export function getPreferredSegment(): Segment | null {
  try {
    const v = localStorage.getItem(PREFERRED_SEGMENT_KEY);
    return v === "startup" || v === "enterprise" || v === "government" ? v : null;
  } catch {
    return null;
  }
}
export function clearPreferredSegment(): void {
  try {
    localStorage.removeItem(PREFERRED_SEGMENT_KEY);
  } catch {
    // nothing to clear
  }
}
