import { describe, expect, it } from "vitest";
import { typedAt, typingDuration } from "./use-typed-lines.ts";

const timing = { charMs: 10, linePauseMs: 100 };
const lines = ["abc", "de"];

describe("typed intro lines", () => {
  it("types line after line, one character per tick, after a pause", () => {
    expect(typedAt(lines, timing, 0)).toEqual(["", ""]);
    expect(typedAt(lines, timing, 100)).toEqual(["a", ""]);
    expect(typedAt(lines, timing, 125)).toEqual(["abc", ""]);
    // The second line starts after the first (30 ms) and a pause (100 ms).
    expect(typedAt(lines, timing, 229)).toEqual(["abc", ""]);
    expect(typedAt(lines, timing, 230)).toEqual(["abc", "d"]);
    expect(typedAt(lines, timing, 10_000)).toEqual(lines);
  });

  it("knows when typing has finished", () => {
    expect(typingDuration(lines, timing)).toBe(100 + 30 + 100 + 20 + 100);
    expect(typedAt(lines, timing, typingDuration(lines, timing))).toEqual(lines);
  });
});
