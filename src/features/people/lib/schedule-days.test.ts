import { describe, expect, it } from "vitest";
import { addDays, isoWeekday, patternOn, scheduleDays } from "./schedule-days.ts";

const WEEK = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: "09:00",
  endTime: "17:00",
  remote: weekday === 3,
}));
// 2026-03-02 is a Monday.
const base = {
  patterns: [{ effectiveFrom: "2026-03-02", days: WEEK }],
  changes: [],
  leave: [],
  holidays: new Map(),
};

describe("the schedule of each day", () => {
  it("knows weekdays and adds days across months and years", () => {
    expect(isoWeekday("2026-03-02")).toBe(1);
    expect(isoWeekday("2026-03-08")).toBe(7);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("lists the pattern's working days, remote ones marked, and leaves the rest out", () => {
    const days = scheduleDays({ ...base, from: "2026-03-02", to: "2026-03-08" });
    expect(days.map((d) => d.date)).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
    ]);
    expect(days[2]).toMatchObject({ kind: "work", remote: true, source: "pattern" });
  });

  it("applies a pattern from its date on, never before", () => {
    const patterns = [
      ...base.patterns,
      {
        effectiveFrom: "2026-03-09",
        days: [{ weekday: 1, startTime: "10:00", endTime: "12:00", remote: false }],
      },
    ];
    expect(patternOn(patterns, "2026-03-08")?.effectiveFrom).toBe("2026-03-02");
    expect(patternOn(patterns, "2026-03-01")).toBeNull();
    const days = scheduleDays({ ...base, patterns, from: "2026-03-06", to: "2026-03-10" });
    expect(days.map((d) => [d.date, d.startTime])).toEqual([
      ["2026-03-06", "09:00"],
      ["2026-03-09", "10:00"],
    ]);
  });

  it("puts a one-off change, approved leave and a holiday in place of the hours", () => {
    const days = scheduleDays({
      ...base,
      from: "2026-03-02",
      to: "2026-03-08",
      changes: [
        {
          id: "c1",
          date: "2026-03-03",
          dayOff: false,
          startTime: "07:00",
          endTime: "11:00",
          remote: false,
          note: "Workshop",
        },
        {
          id: "c2",
          date: "2026-03-07",
          dayOff: false,
          startTime: "10:00",
          endTime: "12:00",
          remote: true,
          note: null,
        },
        {
          id: "c3",
          date: "2026-03-06",
          dayOff: true,
          startTime: null,
          endTime: null,
          remote: false,
          note: null,
        },
      ],
      leave: [
        { startDate: "2026-03-04", endDate: "2026-03-04", requestType: "vacation", halfDay: false },
        { startDate: "2026-03-02", endDate: "2026-03-02", requestType: "personal", halfDay: true },
      ],
      holidays: new Map([
        ["2026-03-05", "Founders Day"],
        ["2026-03-08", "A Sunday holiday"],
      ]),
    });
    const by = new Map(days.map((d) => [d.date, d]));
    expect(by.get("2026-03-02")).toMatchObject({ kind: "work", halfDayLeave: true });
    expect(by.get("2026-03-03")).toMatchObject({
      kind: "work",
      startTime: "07:00",
      source: "change",
      note: "Workshop",
    });
    expect(by.get("2026-03-04")).toMatchObject({ kind: "leave", note: "vacation", startTime: null });
    expect(by.get("2026-03-05")).toMatchObject({ kind: "holiday", note: "Founders Day" });
    expect(by.get("2026-03-06")).toMatchObject({ kind: "off", changeId: "c3" });
    expect(by.get("2026-03-07")).toMatchObject({ kind: "work", remote: true });
    // A holiday on a day not worked anyway is not listed.
    expect(by.has("2026-03-08")).toBe(false);
  });
});
