// Startup pitch-to-plan benchmark: the built-in generate-enhanced-analysis engine (p50/p95 over
// ~200 varied pitches built from the feature-bundle keywords, project kinds and stages, from one
// sentence to the 5,000-character limit). Figures, not tests. Run alone with `node bench/startup-tool.ts`.
// (bench/startup.ts is the server start-up benchmark; this file is the /startup tool's.)
import { FEATURE_BUNDLES } from "../src/features/startup/content/feature-bundles.ts";
import { PROJECT_PROFILES, PROJECT_STAGES } from "../src/features/startup/content/project-profiles.ts";
import { analyzePitchBuiltIn, profilePitch } from "../src/features/startup/server/pitch-engine.ts";
import { PITCH_MAX_CHARS } from "../src/features/startup/startup.contract.ts";

export type BenchRow = { name: string; value: number; unit: string; note?: string };

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** 200 pitches: each mixes a product kind, a stage, 0-15 bundles' keywords and filler, sized 1x-40x. */
export function variedPitches(count = 200): string[] {
  const pitches: string[] = [];
  for (let i = 0; i < count; i++) {
    const profile = PROJECT_PROFILES[i % PROJECT_PROFILES.length]!;
    const stage = PROJECT_STAGES[i % PROJECT_STAGES.length]!;
    const bundles = FEATURE_BUNDLES.filter((_, b) => (i * 7 + b * 3) % 16 < i % 16);
    const sentence = [
      `We are building a ${profile.keywords[0]} for ${profile.keywords.at(-1)} teams at the ${stage.keywords[0]} stage.`,
      ...bundles.map((b) => `It needs ${b.keywords.slice(0, 3).join(", ")} and ${b.keywords.at(-1)}.`),
      "Unlike the tools people use today, it is simple for small businesses.",
    ].join(" ");
    const repeat = 1 + (i % 40);
    pitches.push(
      Array.from({ length: repeat }, () => sentence)
        .join(" ")
        .slice(0, PITCH_MAX_CHARS),
    );
  }
  return pitches;
}

export async function run(): Promise<BenchRow[]> {
  const pitches = variedPitches();
  const analyze = (p: string) => analyzePitchBuiltIn({ ...profilePitch(p), description: p });
  for (const p of pitches.slice(0, 50)) analyze(p); // warm-up (regex compilation, JIT)
  const times: number[] = [];
  for (let round = 0; round < 3; round++)
    for (const p of pitches) {
      const t = performance.now();
      analyze(p);
      times.push(performance.now() - t);
    }
  times.sort((a, b) => a - b);
  const avgChars = Math.round(pitches.reduce((n, p) => n + p.length, 0) / pitches.length);
  const note = `built-in engine, ${pitches.length} pitches × 3 (avg ${avgChars} chars, max ${PITCH_MAX_CHARS})`;
  return [
    { name: "startup pitch analysis p50", value: Number(q(times, 0.5).toFixed(3)), unit: "ms", note },
    { name: "startup pitch analysis p95", value: Number(q(times, 0.95).toFixed(3)), unit: "ms", note },
    { name: "startup pitch analysis max", value: Number(times.at(-1)!.toFixed(3)), unit: "ms", note },
  ];
}

if (import.meta.main) console.table(await run());
