import { describe, expect, it } from "vitest";
import { AGENCY_TIME_ZONE, isCalendarDate, SLOT_TIMES } from "../intake.contract.ts";
import { availableSlots, bookingWindow, isInWindow, offeredTimes, slotStart } from "./slots.ts";

const tz = AGENCY_TIME_ZONE;
const at = (iso: string) => ({ now: new Date(iso), timeZone: tz });
const none = new Set<number>();

describe("booking slots", () => {
  it("offers 14 thirty-minute slots a day, 09:00–11:30 and 13:00–16:30 agency time", () => {
    const day = availableSlots("2030-03-05", at("2030-03-01T12:00:00Z"), none);
    expect(day.slots.map((s) => s.time)).toEqual([...SLOT_TIMES]);
    expect(day.slots).toHaveLength(14);
    // March 5 2030 is EST (UTC-5): 09:00 New York is 14:00 UTC.
    expect(day.slots[0]!.start).toBe("2030-03-05T14:00:00.000Z");
    expect(day.slots.at(-1)!.start).toBe("2030-03-05T21:30:00.000Z");
  });

  it("follows daylight saving time", () => {
    expect(slotStart("2030-07-01", "09:00", tz).toISOString()).toBe("2030-07-01T13:00:00.000Z");
  });

  it("leaves out slots that have already started (injected clock)", () => {
    // 10:15 in New York on March 5 (15:15 UTC): 09:00 to 10:00 are past, 10:30 is next.
    const day = availableSlots("2030-03-05", at("2030-03-05T15:15:00Z"), none);
    expect(day.slots[0]!.time).toBe("10:30");
    expect(day.slots).toHaveLength(11);
    // Exactly at a slot's start, that slot is gone.
    expect(availableSlots("2030-03-05", at("2030-03-05T15:30:00Z"), none).slots[0]!.time).toBe("11:00");
    // After 16:30 nothing is left today.
    expect(availableSlots("2030-03-05", at("2030-03-05T21:31:00Z"), none).slots).toEqual([]);
  });

  it("opens dates from today to 30 days ahead in the agency's calendar", () => {
    // 02:00 UTC on March 6 is still March 5 in New York.
    const clock = at("2030-03-06T02:00:00Z");
    expect(bookingWindow(clock)).toEqual({ today: "2030-03-05", lastDate: "2030-04-04" });
    expect(isInWindow("2030-03-04", clock)).toBe(false);
    expect(isInWindow("2030-03-05", clock)).toBe(true);
    expect(isInWindow("2030-04-04", clock)).toBe(true);
    expect(isInWindow("2030-04-05", clock)).toBe(false);
    expect(availableSlots("2030-04-05", clock, none).slots).toEqual([]);
    expect(availableSlots("2030-04-04", clock, none).slots).toHaveLength(14);
  });

  it("leaves out a taken slot", () => {
    const taken = new Set([slotStart("2030-03-05", "13:30", tz).getTime()]);
    const day = availableSlots("2030-03-05", at("2030-03-01T00:00:00Z"), taken);
    expect(day.slots).toHaveLength(13);
    expect(day.slots.map((s) => s.time)).not.toContain("13:30");
  });

  it("knows real calendar dates", () => {
    expect(isCalendarDate("2030-02-28")).toBe(true);
    expect(isCalendarDate("2030-02-30")).toBe(false);
    expect(isCalendarDate("2030-2-3")).toBe(false);
  });

  it("offers nothing on Saturday and Sunday by default (Monday to Friday, 9 to 5)", () => {
    const clock = at("2030-03-01T12:00:00Z");
    // March 9 and 10 2030 are a Saturday and a Sunday; March 11 is a Monday.
    expect(availableSlots("2030-03-09", clock, none).slots).toEqual([]);
    expect(availableSlots("2030-03-10", clock, none).slots).toEqual([]);
    expect(availableSlots("2030-03-11", clock, none).slots).toHaveLength(14);
  });

  it("follows the business hours setting: working days, opening and closing times, zone", () => {
    const hours = { timeZone: "Europe/Berlin", workingDays: [2, 6], opens: "10:00", closes: "14:00" };
    const clock = { now: new Date("2030-03-01T12:00:00Z"), timeZone: hours.timeZone, hours };
    expect(offeredTimes("2030-03-11", clock)).toEqual([]); // Monday: not a working day here
    expect(offeredTimes("2030-03-09", clock)).toEqual(["10:00", "10:30", "11:00", "11:30", "13:00", "13:30"]);
    const tuesday = availableSlots("2030-03-05", clock, none);
    expect(tuesday.slots.map((s) => s.time)).toEqual(["10:00", "10:30", "11:00", "11:30", "13:00", "13:30"]);
    // 10:00 in Berlin (UTC+1 in March) is 09:00 UTC.
    expect(tuesday.slots[0]!.start).toBe("2030-03-05T09:00:00.000Z");
  });
});
