// Government compliance assessment benchmarks: the built-in analyze-government-compliance engine
// (p50/p95 over every combination of requirements, agency types and classifications) and the
// assessment PDF (render time and size). Figures, not tests. Run alone with `node bench/government.ts`.
import {
  AGENCY_TYPES,
  DATA_CLASSIFICATIONS,
  type GovernmentRequest,
  REQUIREMENTS,
  type RequirementKey,
} from "../src/features/government/government.contract.ts";
import { renderAssessmentPdf } from "../src/features/government/server/assessment-pdf.ts";
import { analyzeCompliance, type EngineInput } from "../src/features/government/server/compliance-engine.ts";

export type BenchRow = { name: string; value: number; unit: string; note?: string };

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** Every non-empty subset of the five requirements × 6 agency types × 5 classifications (930 inputs). */
function allInputs(): EngineInput[] {
  const inputs: EngineInput[] = [];
  for (let mask = 1; mask < 1 << REQUIREMENTS.length; mask++) {
    const selectedRequirements = REQUIREMENTS.filter((_, i) => mask & (1 << i)) as RequirementKey[];
    for (const agencyType of AGENCY_TYPES)
      for (const dataClassification of DATA_CLASSIFICATIONS)
        inputs.push({ selectedRequirements, agencyType, dataClassification });
  }
  return inputs;
}

export async function run(): Promise<BenchRow[]> {
  const inputs = allInputs();
  for (const i of inputs.slice(0, 200)) analyzeCompliance(i); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const i of inputs) {
      const t = performance.now();
      analyzeCompliance(i);
      times.push((performance.now() - t) * 1000);
    }
  times.sort((a, b) => a - b);

  // The largest assessment: every requirement, a military agency, secret data.
  const request: Omit<GovernmentRequest, "email"> = {
    selectedRequirements: [...REQUIREMENTS],
    agencyType: "military",
    dataClassification: "secret",
  };
  const result = analyzeCompliance(request);
  const pdfInput = {
    request,
    result,
    engineName: "built-in",
    createdAt: new Date(),
    companyName: "Ember Forge Labs",
  };
  await renderAssessmentPdf(pdfInput); // warm-up (font loading)
  const pdfTimes: number[] = [];
  let size = 0;
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    size = (await renderAssessmentPdf(pdfInput)).length;
    pdfTimes.push(performance.now() - t);
  }
  pdfTimes.sort((a, b) => a - b);
  return [
    {
      name: "government engine (built-in) p50",
      value: Math.round(q(times, 0.5)),
      unit: "µs",
      note: `${inputs.length} inputs × 3 rounds`,
    },
    { name: "government engine (built-in) p95", value: Math.round(q(times, 0.95)), unit: "µs" },
    {
      name: "government assessment PDF render p50",
      value: Math.round(q(pdfTimes, 0.5)),
      unit: "ms",
      note: "all five requirements, military, secret",
    },
    { name: "government assessment PDF render p95", value: Math.round(q(pdfTimes, 0.95)), unit: "ms" },
    { name: "government assessment PDF size", value: Math.round(size / 1024), unit: "KiB" },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await run())
    console.log(`${row.name}: ${row.value} ${row.unit}${row.note ? ` (${row.note})` : ""}`);
}
