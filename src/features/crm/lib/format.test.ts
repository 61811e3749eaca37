import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "#src/lib/csv.ts";
import { formatCloseDate, formatProbability, formatSizeMb, tagOverflow, truncateName } from "./format.ts";

describe("list view formats", () => {
  it("shows expected close dates like 'Jan 5, 2025', or 'Not set'", () => {
    expect(formatCloseDate("2025-01-05")).toBe("Jan 5, 2025");
    expect(formatCloseDate(null)).toBe("Not set");
    expect(formatCloseDate("")).toBe("Not set");
  });
  it("shows a probability as a percentage, or N/A", () => {
    expect(formatProbability(0.735)).toBe("74%");
    expect(formatProbability(null)).toBe("N/A");
  });
  it("shows file sizes in MB with 2 decimals", () => {
    expect(formatSizeMb(1_572_864)).toBe("1.50 MB");
    expect(formatSizeMb(1234)).toBe("0.00 MB");
  });
  it("cuts chart names at 15 characters plus an ellipsis", () => {
    expect(truncateName("Website rebuild for Acme", 15)).toBe("Website rebuild...");
    expect(truncateName("Short", 15)).toBe("Short");
  });
  it("shows at most 3 tags plus '+N'", () => {
    expect(tagOverflow(["a", "b", "c", "d", "e"], 3)).toEqual({ visible: ["a", "b", "c"], more: "+2" });
    expect(tagOverflow(["a"], 3)).toEqual({ visible: ["a"], more: null });
  });
});

describe("CSV", () => {
  it("neutralises cells a spreadsheet would run as formulas, keeps numbers", () => {
    for (const bad of ["=1+1", "+1", "-2", "@SUM(A1)", "\tx", "\rx", "\nx", "  =1+1"])
      expect(csvCell(bad).startsWith(`"'`)).toBe(true);
    expect(csvCell(-5)).toBe('"-5"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(["a", "b"], [[1, ["x", "y"]]])).toBe('"a","b"\r\n"1","x; y"\r\n');
  });
});
