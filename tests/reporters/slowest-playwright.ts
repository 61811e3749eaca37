import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/** Prints the ten slowest end-to-end tests (each attempt counted on its own) when the run ends. */
export default class SlowestTests implements Reporter {
  private readonly tests: { name: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const name = test.titlePath().filter(Boolean).slice(1).join(" › ");
    this.tests.push({ name: result.retry ? `${name} (retry ${result.retry})` : name, ms: result.duration });
  }

  onEnd(_result: FullResult) {
    if (this.tests.length === 0) return;
    const lines = ["", "Slowest ten tests (Playwright):"];
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }

  printsToStdio() {
    return false;
  }
}
