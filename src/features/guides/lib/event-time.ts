import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { CITY_TIME_ZONES, DEFAULT_EVENT_TIME_ZONE } from "../content/meetups.ts";

const ZONE_LABEL: Record<string, string> = {
  "America/New_York": "ET",
  "America/Chicago": "CT",
  "Europe/London": "UK time",
};

/** An event's date and time in its city's time zone, the same on the server and in the browser. */
export function formatEventTime(startsAtIso: string, city: string, durationMinutes: number) {
  const zone = CITY_TIME_ZONES[city] ?? DEFAULT_EVENT_TIME_ZONE;
  const start = new TZDate(new Date(startsAtIso).getTime(), zone);
  const end = new TZDate(start.getTime() + durationMinutes * 60_000, zone);
  return {
    date: format(start, "EEEE, MMMM d, yyyy"),
    time: `${format(start, "h:mm a")} – ${format(end, "h:mm a")} ${ZONE_LABEL[zone] ?? zone}`,
    day: format(start, "d"),
    month: format(start, "MMM"),
  };
}
