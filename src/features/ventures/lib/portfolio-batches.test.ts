import { describe, expect, it } from "vitest";
import { PORTFOLIO, PORTFOLIO_STATUSES, type PortfolioEntry } from "../content/portfolio.ts";
import { batchHeading, groupPortfolioByYear } from "./portfolio-batches.ts";

const entry = (name: string, year: number): PortfolioEntry => ({
  name,
  year,
  status: "Active",
  description: "",
  categories: [],
});

describe("portfolio batches", () => {
  it("groups entries by year, newest year first, keeping the order inside a batch", () => {
    const batches = groupPortfolioByYear([
      entry("a", 2021),
      entry("b", 2025),
      entry("c", 2021),
      entry("d", 2023),
    ]);
    expect(batches.map((b) => b.year)).toEqual([2025, 2023, 2021]);
    expect(batches[2]!.entries.map((e) => e.name)).toEqual(["a", "c"]);
  });

  it("heads the 2025 batch 'Coming Soon' and every other 'Batch {year}'", () => {
    expect(batchHeading(2025)).toBe("Coming Soon");
    expect(batchHeading(2024)).toBe("Batch 2024");
    expect(groupPortfolioByYear(PORTFOLIO).map((b) => b.heading)).toEqual([
      "Coming Soon",
      "Batch 2024",
      "Batch 2023",
      "Batch 2022",
      "Batch 2021",
      "Batch 2020",
    ]);
  });

  it("gives an empty list for no entries", () => {
    expect(groupPortfolioByYear([])).toEqual([]);
  });

  it("uses every specified status in the content", () => {
    expect(new Set(PORTFOLIO.map((e) => e.status))).toEqual(new Set(PORTFOLIO_STATUSES));
  });
});
