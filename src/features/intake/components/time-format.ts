/** Display helpers for slots; every instant is formatted for an explicit time zone. */

/** "Wed", "25", "Nov" for a yyyy-MM-dd calendar date (no zone shifts: read at noon UTC). */
export function dateParts(date: string): { weekday: string; day: string; month: string; long: string } {
  const d = new Date(`${date}T12:00:00Z`);
  const f = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...o }).format(d);
  return {
    weekday: f({ weekday: "short" }),
    day: f({ day: "numeric" }),
    month: f({ month: "short" }),
    long: f({ weekday: "long", month: "long", day: "numeric", year: "numeric" }),
  };
}

/** "9:00 AM" at the instant in the zone. */
export function timeIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(
    new Date(iso),
  );
}

/** "EST", "GMT+1" … for the instant in the zone. */
export function zoneName(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" }).formatToParts(
    new Date(iso),
  );
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** "Thu, Nov 26" when the instant falls on another calendar day in the zone than `date`. */
export function dayShift(iso: string, timeZone: string, date: string): string | null {
  const local = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(iso));
  if (local === date) return null;
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
  }).format(new Date(iso));
}

/** yyyy-MM-dd of a local Date shifted by n days (the visitor's calendar, for the first request). */
export function localDate(now: Date, n = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}
