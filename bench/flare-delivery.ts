// FLARE proposal benchmark: the proposal PDF of a 100-feature design (with ten screens and their
// wireframes), rendered in this process as the server renders it (target: under 3 s), cold (the
// first PDF of a process loads pdfkit and the fonts) and warm (p50/p95 over the next runs).
// Figures, not tests. Run alone with `node bench/flare-delivery.ts`.
import { proposalFigures } from "../src/features/flare/lib/delivery-plan.ts";
import { samplePlan } from "../src/features/flare/lib/sample-plan.testing.ts";
import { renderProposalPdf } from "../src/features/flare/server/proposal-pdf.ts";

type BenchRow = { name: string; value: number; unit: string; note?: string };

const FEATURES = Number(process.env.BENCH_PROPOSAL_FEATURES ?? 100);
const RUNS = Number(process.env.BENCH_PROPOSAL_RUNS ?? 10);
const RATE = {
  segment: "startup",
  basis: "point",
  rateLow: 90,
  rateHigh: 130,
  pointsPerDay: 20,
  hoursPerDay: 8,
  currency: "USD",
  updatedAt: "2026-11-28T00:00:00Z",
} as const;

async function renderOnce(): Promise<{ ms: number; bytes: number }> {
  const { nodes, edges } = samplePlan(FEATURES, 10);
  const start = performance.now();
  const pdf = await renderProposalPdf({
    title: "Bench marketplace",
    clientName: "Ada Baker",
    clientCompany: "Crumb & Co",
    designVersion: 7,
    nodes,
    edges,
    figures: proposalFigures(nodes, edges, RATE),
    assumptions: ["The client provides the brand assets", "Content arrives before beta"],
    exclusions: ["Native mobile apps", "Hosting costs"],
    companyName: "Ember Forge Labs",
    createdAt: new Date(),
  });
  return { ms: performance.now() - start, bytes: pdf.byteLength };
}

export async function run(): Promise<BenchRow[]> {
  const cold = await renderOnce();
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) warm.push((await renderOnce()).ms);
  warm.sort((a, b) => a - b);
  const q = (p: number) => warm[Math.min(warm.length - 1, Math.floor(p * warm.length))]!;
  const note = `${FEATURES} features, 10 screens with wireframes, ${Math.round(cold.bytes / 1024)} KiB; target ≤ 3,000 ms`;
  return [
    { name: "Proposal PDF, first in a process (cold)", value: Math.round(cold.ms), unit: "ms", note },
    { name: "Proposal PDF p50 (warm)", value: Math.round(q(0.5)), unit: "ms", note: `${RUNS} runs` },
    { name: "Proposal PDF p95 (warm)", value: Math.round(q(0.95)), unit: "ms", note: `${RUNS} runs` },
  ];
}

if (import.meta.main) {
  for (const row of await run())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
}
