import { describe, expect, it } from "vitest";
import { columnSummary, directionOfKey, kanbanAnnouncements, neighbourColumn } from "./kanban-logic.ts";

const stages = ["qualification", "discovery", "proposal", "won"];

describe("the Kanban board's moves", () => {
  it("finds the next and previous column, and none past either end", () => {
    expect(neighbourColumn(stages, "discovery", "next")).toBe("proposal");
    expect(neighbourColumn(stages, "discovery", "previous")).toBe("qualification");
    expect(neighbourColumn(stages, "qualification", "previous")).toBeNull();
    expect(neighbourColumn(stages, "won", "next")).toBeNull();
    expect(neighbourColumn(stages, "unknown", "next")).toBeNull();
  });

  it("reads Right and Down as next, Left and Up as previous (columns stack on a phone)", () => {
    expect(directionOfKey("ArrowRight")).toBe("next");
    expect(directionOfKey("ArrowDown")).toBe("next");
    expect(directionOfKey("ArrowLeft")).toBe("previous");
    expect(directionOfKey("ArrowUp")).toBe("previous");
    expect(directionOfKey("Space")).toBeNull();
  });

  it("tells a screen reader what happens, by name", () => {
    expect(kanbanAnnouncements.start({ card: "Acme site", from: "Discovery" })).toBe(
      "Picked up Acme site in Discovery. Use the arrow keys to choose a column.",
    );
    expect(kanbanAnnouncements.over({ card: "Acme site", from: "Discovery", to: "Proposal" })).toBe(
      "Acme site is over Proposal.",
    );
    expect(kanbanAnnouncements.end({ card: "Acme site", from: "Discovery", to: "Proposal" })).toBe(
      "Acme site moved from Discovery to Proposal.",
    );
    expect(kanbanAnnouncements.end({ card: "Acme site", from: "Discovery", to: "Discovery" })).toBe(
      "Acme site was dropped back in Discovery.",
    );
    expect(kanbanAnnouncements.cancel({ card: "Acme site", from: "Discovery" })).toBe(
      "Moving Acme site was cancelled. It stays in Discovery.",
    );
  });

  it("counts a column's cards and sums the values it has", () => {
    const cards = [{ v: 10_000 }, { v: null }, { v: 2_500 }];
    expect(columnSummary(cards, (c) => c.v)).toEqual({ count: 3, total: 12_500 });
    expect(columnSummary([{ v: null }], (c) => c.v)).toEqual({ count: 1, total: null });
    expect(columnSummary(cards)).toEqual({ count: 3, total: null });
  });
});
