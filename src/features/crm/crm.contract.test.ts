import { describe, expect, it } from "vitest";
import {
  adjacentStage,
  engagementTone,
  leadScoreTone,
  CRM_MESSAGES as M,
  normalizeWebsite,
  probabilityTone,
  scoreBandOf,
  valueBucketOf,
  websiteScanSchema,
} from "./crm.contract.ts";

describe("pipeline rules", () => {
  it("moves one step left or right, never past either end", () => {
    expect(adjacentStage("qualification", "left")).toBeNull();
    expect(adjacentStage("qualification", "right")).toBe("discovery");
    expect(adjacentStage("won", "right")).toBe("lost");
    expect(adjacentStage("lost", "right")).toBeNull();
  });
  it("buckets values <$10k, $10k-$25k, $25k-$50k, $50k-$100k, >$100k", () => {
    expect([0, 9_999, 10_000, 25_000, 49_999.99, 50_000, 100_000, 1e9].map(valueBucketOf)).toEqual([
      "<$10k",
      "<$10k",
      "$10k-$25k",
      "$25k-$50k",
      "$25k-$50k",
      "$50k-$100k",
      ">$100k",
      ">$100k",
    ]);
  });
});

describe("badge thresholds", () => {
  it("colours lead scores from 40 and 70, engagement from 50 and 75, win probabilities above 40% and 70%", () => {
    expect([69, 70, 39, 40].map(leadScoreTone)).toEqual(["yellow", "green", "red", "yellow"]);
    expect([74, 75, 49, 50].map(engagementTone)).toEqual(["yellow", "green", "grey", "yellow"]);
    expect([0.7, 0.71, 0.4, 0.41].map(probabilityTone)).toEqual(["yellow", "green", "red", "yellow"]);
    expect([0, 29, 30, 69, 70, 100].map(scoreBandOf)).toEqual([
      "low",
      "low",
      "medium",
      "medium",
      "high",
      "high",
    ]);
  });
});

describe("website input", () => {
  it("trims, lower-cases and adds https:// before checking the URL", () => {
    expect(normalizeWebsite("  Example.COM/About ")).toBe("https://example.com/about");
    expect(normalizeWebsite("http://acme.io")).toBe("http://acme.io/");
    expect(normalizeWebsite("ftp://acme.io")).toBeNull();
    expect(normalizeWebsite("not a url")).toBeNull();
    const bad = websiteScanSchema.safeParse({ url: "not a url" });
    expect(bad.success ? null : bad.error.issues[0]!.message).toBe(M.validUrl);
  });
});
