// Enterprise systems analyzer benchmarks: the built-in analyze-enterprise-systems engine (p50/p95
// over a fixed, seeded set of selections and options) and the report PDF (render time and size,
// for a typical 3-system report and for the largest one, every system in the catalogue).
// Figures, not tests. Run alone with `node bench/enterprise.ts`.
import {
  BUDGET_RANGES,
  INDUSTRIES,
  ORGANIZATION_SIZES,
  TIMEFRAMES,
  valuesOf,
} from "../src/features/enterprise/content/options.ts";
import { ALL_SYSTEMS } from "../src/features/enterprise/content/systems.ts";
import {
  type AnalysisInput,
  builtInEnterpriseAnalysis,
} from "../src/features/enterprise/server/analysis-engine.ts";
import { renderAnalysisPdf } from "../src/features/enterprise/server/report-pdf.ts";

export type BenchRow = { name: string; value: number; unit: string; note?: string };

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** A small deterministic generator, so every run measures the same inputs. */
function lcg(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function inputs(count: number): AnalysisInput[] {
  const rand = lcg(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const ids = ALL_SYSTEMS.map((s) => s.id);
  return Array.from({ length: count }, () => {
    const n = 1 + Math.floor(rand() * 8);
    const selected = new Set<string>();
    while (selected.size < n) selected.add(pick(ids));
    return {
      selectedSystems: [...selected],
      companySize: pick(valuesOf(ORGANIZATION_SIZES)),
      industry: pick(valuesOf(INDUSTRIES)),
      businessChallenges: rand() < 0.5 ? "Legacy integrations, manual spreadsheets and audit findings." : "",
      deploymentPreference: pick(["cloud", "hybrid", "onpremise", null] as const),
      integrationComplexity: pick(["simple", "moderate", "complex", null] as const),
      budgetRange: pick([...valuesOf(BUDGET_RANGES), null]),
      timeframe: pick([...valuesOf(TIMEFRAMES), null]),
    } as AnalysisInput;
  });
}

async function pdfFigures(input: AnalysisInput, runs: number) {
  const result = builtInEnterpriseAnalysis(input);
  const pdfInput = {
    result,
    engine: { kind: "built-in" as const, name: "built-in" },
    companySize: input.companySize,
    createdAt: new Date(),
    companyName: "Ember Forge Labs",
    preparedFor: "Acme",
  };
  await renderAnalysisPdf(pdfInput); // warm-up (font loading)
  const times: number[] = [];
  let size = 0;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const pdf = await renderAnalysisPdf(pdfInput);
    times.push(performance.now() - t);
    size = pdf.length;
  }
  times.sort((a, b) => a - b);
  return { p50: q(times, 0.5), p95: q(times, 0.95), size };
}

export async function run(): Promise<BenchRow[]> {
  const all = inputs(2000);
  for (const i of all.slice(0, 200)) builtInEnterpriseAnalysis(i); // warm-up
  const times: number[] = [];
  for (const i of all) {
    const t = performance.now();
    builtInEnterpriseAnalysis(i);
    times.push((performance.now() - t) * 1000);
  }
  times.sort((a, b) => a - b);

  const typical: AnalysisInput = {
    selectedSystems: ["sap-s4hana", "salesforce-sales-cloud", "ibm-db2"],
    companySize: "large",
    industry: "manufacturing",
    businessChallenges: "Legacy batch interfaces and manual spreadsheets.",
    deploymentPreference: "hybrid",
    integrationComplexity: "moderate",
    budgetRange: "high",
    timeframe: "standard",
  };
  const largest: AnalysisInput = { ...typical, selectedSystems: ALL_SYSTEMS.map((s) => s.id) };
  const small = await pdfFigures(typical, 20);
  const big = await pdfFigures(largest, 5);
  const note = `built-in engine, ${all.length} seeded inputs of 1-8 systems`;
  return [
    { name: "enterprise analyzer p50", value: Number(q(times, 0.5).toFixed(1)), unit: "µs", note },
    { name: "enterprise analyzer p95", value: Number(q(times, 0.95).toFixed(1)), unit: "µs", note },
    { name: "enterprise PDF (3 systems) p50", value: Number(small.p50.toFixed(1)), unit: "ms" },
    { name: "enterprise PDF (3 systems) p95", value: Number(small.p95.toFixed(1)), unit: "ms" },
    { name: "enterprise PDF (3 systems) size", value: Number((small.size / 1024).toFixed(1)), unit: "KiB" },
    {
      name: `enterprise PDF (all ${ALL_SYSTEMS.length} systems) p50`,
      value: Number(big.p50.toFixed(1)),
      unit: "ms",
      note: `${(big.size / 1024).toFixed(1)} KiB`,
    },
  ];
}

if (import.meta.main) {
  for (const row of await run())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
}
