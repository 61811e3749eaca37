import { describe, expect, it } from "vitest";
import { formatMinutes, minutesBetween, waitTone } from "./waiting.ts";

describe("speed-to-lead on screen", () => {
  it("turns amber and then red at the admins' thresholds", () => {
    expect(waitTone(59, 60, 240)).toBe("neutral");
    expect(waitTone(60, 60, 240)).toBe("warning");
    expect(waitTone(239, 60, 240)).toBe("warning");
    expect(waitTone(240, 60, 240)).toBe("danger");
  });

  it("says how long in minutes, hours and days", () => {
    expect(formatMinutes(0)).toBe("0 min");
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(200)).toBe("3 h 20 min");
    expect(formatMinutes(2 * 1440 + 240)).toBe("2 d 4 h");
    expect(formatMinutes(1440)).toBe("1 d");
  });

  it("counts whole minutes and never less than none", () => {
    expect(minutesBetween("2026-01-01T10:00:00Z", "2026-01-01T10:59:59Z")).toBe(59);
    expect(minutesBetween("2026-01-01T10:00:00Z", "2026-01-01T09:00:00Z")).toBe(0);
  });
});
