import { describe, expect, it } from "vitest";
import { progressTone } from "./progress.ts";

describe("goal progress colour", () => {
  it("follows the 25/50/75 thresholds, grey for none", () => {
    expect([0, null, 1, 24, 25, 49, 50, 74, 75, 100].map(progressTone)).toEqual([
      "grey",
      "grey",
      "red",
      "red",
      "yellow",
      "yellow",
      "blue",
      "blue",
      "green",
      "green",
    ]);
  });
});
