import path from "node:path";
import type { Reporter, TestCase, TestModule } from "vitest/node";

/** Prints the ten slowest tests (and the five slowest files, setup included) after a Vitest run. */
export default class SlowestTests implements Reporter {
  private readonly tests: { name: string; ms: number }[] = [];

  onTestCaseResult(testCase: TestCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic) return;
    const file = path.relative(process.cwd(), testCase.module.moduleId);
    this.tests.push({ name: `${file} › ${testCase.fullName}`, ms: diagnostic.duration });
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    if (this.tests.length === 0) return;
    const lines = ["", "Slowest ten tests (Vitest):"];
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10))
      lines.push(`  ${seconds(t.ms)}  ${t.name}`);
    const files = testModules
      .map((m) => ({ name: path.relative(process.cwd(), m.moduleId), ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    lines.push("Slowest five files (setup and hooks included):");
    for (const f of files) lines.push(`  ${seconds(f.ms)}  ${f.name}`);
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1).padStart(6)} s`;
}
