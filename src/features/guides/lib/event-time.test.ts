import { describe, expect, it } from "vitest";
import { formatEventTime } from "./event-time.ts";

describe("event time", () => {
  it("shows the local time in the event's city", () => {
    expect(formatEventTime("2026-11-29T23:30:00.000Z", "Washington, DC", 120)).toEqual({
      date: "Sunday, November 29, 2026",
      time: "6:30 PM – 8:30 PM ET",
      day: "29",
      month: "Nov",
    });
    expect(formatEventTime("2027-01-10T18:00:00.000Z", "London", 90).time).toBe("6:00 PM – 7:30 PM UK time");
  });
});
