import { COMING_SOON_YEAR, type PortfolioEntry } from "../content/portfolio.ts";

export type PortfolioBatch = { year: number; heading: string; entries: PortfolioEntry[] };

/** 'Coming Soon' for the batch still being formed (2025), 'Batch {year}' for every other year. */
export function batchHeading(year: number): string {
  return year === COMING_SOON_YEAR ? "Coming Soon" : `Batch ${year}`;
}

/** Entries grouped by year, newest year first; entries keep their order inside a batch. */
export function groupPortfolioByYear(entries: readonly PortfolioEntry[]): PortfolioBatch[] {
  const byYear = new Map<number, PortfolioEntry[]>();
  for (const e of entries) {
    const list = byYear.get(e.year);
    if (list) list.push(e);
    else byYear.set(e.year, [e]);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({ year, heading: batchHeading(year), entries: list }));
}
