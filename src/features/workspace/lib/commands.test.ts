import { describe, expect, it } from "vitest";
import { monthGrid, moveDay, parseMonth, shiftMonth, weekdayNames } from "./calendar.ts";
import { minutesOf, paletteMatches, paletteQuery, parseLine, statusOf } from "./commands.ts";

describe("the command line", () => {
  it("tells messages, known commands and unknown commands apart", () => {
    expect(parseLine("hello")).toEqual({ kind: "message", text: "hello" });
    expect(parseLine("/status done")).toEqual({ kind: "command", name: "status", arg: "done" });
    expect(parseLine("/Meeting")).toEqual({ kind: "command", name: "meeting", arg: "" });
    expect(parseLine("/dance")).toEqual({ kind: "unknown", name: "dance" });
  });
  it("opens the palette when the text ends with '/' and filters it", () => {
    expect(paletteQuery("/")).toBe("");
    expect(paletteQuery("see /ap")).toBe("ap");
    expect(paletteQuery("a/b")).toBeNull();
    expect(paletteMatches("a").map((c) => c.name)).toEqual(["approval", "api"]);
  });
  it("reads a status as it is written and minutes from 1 to 1440", () => {
    expect(statusOf("In  Progress")).toBe("in_progress");
    expect(statusOf("done")).toBe("done");
    expect(statusOf("later")).toBeNull();
    expect(minutesOf("30")).toBe(30);
    expect(minutesOf("1440")).toBe(1440);
    for (const bad of ["0", "1441", "2.5", "", "ten"]) expect(minutesOf(bad)).toBeNull();
  });
});

describe("the month view", () => {
  it("shows whole weeks from Monday, and moves by month", () => {
    const grid = monthGrid(parseMonth("2026-02"));
    expect(grid[0]).toEqual({ date: "2026-01-26", inMonth: false, day: 26 });
    expect(grid.length % 7).toBe(0);
    expect(grid.filter((d) => d.inMonth)).toHaveLength(28);
    expect(shiftMonth(parseMonth("2026-01"), -1)).toBe("2025-12");
    expect(parseMonth("garbage", new Date(2026, 4, 17)).getMonth()).toBe(4);
  });
  it("starts the week on the company's first day when an admin sets one", () => {
    const sunday = monthGrid(parseMonth("2026-02"), 0);
    expect(sunday[0]).toEqual({ date: "2026-02-01", inMonth: true, day: 1 });
    expect(sunday.length).toBe(28);
    expect(weekdayNames(0)).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(weekdayNames()).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(monthGrid(parseMonth("2026-02"), 6)[0]!.date).toBe("2026-01-31");
  });
  it("moves a dragged task by day with the arrows and by week up and down", () => {
    expect(moveDay("2026-02-28", "ArrowRight")).toBe("2026-03-01");
    expect(moveDay("2026-03-01", "ArrowUp")).toBe("2026-02-22");
    expect(moveDay("2026-03-01", "Enter")).toBeNull();
  });
});
