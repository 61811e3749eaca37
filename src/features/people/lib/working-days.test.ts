import { describe, expect, it } from "vitest";
import { weekStartOf as weekStartOfHours } from "#src/lib/business-hours.ts";
import { calendarDays, workingDays, workingDaysByYear } from "./working-days.ts";

const weekStartOf = (workingDays: number[]) => weekStartOfHours({ workingDays });

describe("working days", () => {
  it("counts Monday to Friday inclusive and skips weekends", () => {
    // 2025-03-03 is a Monday.
    expect(workingDays("2025-03-03", "2025-03-07")).toBe(5);
    expect(workingDays("2025-03-03", "2025-03-09")).toBe(5);
    expect(workingDays("2025-03-08", "2025-03-09")).toBe(0);
    expect(workingDays("2025-03-07", "2025-03-10")).toBe(2);
    expect(workingDays("2025-03-05", "2025-03-05")).toBe(1);
  });

  it("counts the company's own working week when it is not Monday to Friday", () => {
    // Sunday to Thursday (0–4), as an office in Riyadh works; 2025-03-07 is a Friday.
    const week = [0, 1, 2, 3, 4];
    expect(workingDays("2025-03-03", "2025-03-09", new Set(), week)).toBe(5);
    expect(workingDays("2025-03-07", "2025-03-08", new Set(), week)).toBe(0);
    expect(workingDays("2025-03-09", "2025-03-09", new Set(), week)).toBe(1);
  });

  it("starts the week on the first day of the working week", () => {
    expect(weekStartOf([1, 2, 3, 4, 5])).toBe(1);
    expect(weekStartOf([0, 1, 2, 3, 4])).toBe(0);
    expect(weekStartOf([6, 0, 1, 2, 3])).toBe(6);
    expect(weekStartOf([1, 2, 3, 4, 5, 6])).toBe(1);
    expect(weekStartOf([0, 1, 2, 3, 4, 5, 6])).toBe(1);
    // The admin's setting wins over the working days.
    expect(weekStartOfHours({ workingDays: [1, 2, 3, 4, 5], weekStartsOn: 0 })).toBe(0);
  });

  it("does not count public holidays", () => {
    const holidays = new Set(["2025-03-05", "2025-03-08"]);
    expect(workingDays("2025-03-03", "2025-03-09", holidays)).toBe(4);
    expect(workingDays("2025-03-05", "2025-03-05", holidays)).toBe(0);
  });

  it("splits a request across the new year", () => {
    // Mon 29 Dec 2025 to Fri 2 Jan 2026.
    expect([...workingDaysByYear("2025-12-29", "2026-01-02")]).toEqual([
      [2025, 3],
      [2026, 2],
    ]);
  });

  it("knows leap days and month ends", () => {
    expect(calendarDays("2024-02-28", "2024-03-01")).toBe(3);
    expect(calendarDays("2025-02-28", "2025-03-01")).toBe(2);
    expect(calendarDays("2025-03-02", "2025-03-01")).toBe(0);
  });
});
