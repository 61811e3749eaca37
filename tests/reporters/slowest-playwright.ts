import { stripVTControlCharacters } from "node:util";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

type Attempt = { name: string; ms: number };

/**
 * Prints, when the run ends, the ten slowest end-to-end tests (each attempt counted on its own),
 * then every test that failed or only passed on a retry, with the first lines of its error. The
 * list goes last so the tail of a CI log, often all that is kept, names what to look at.
 */
export default class SlowestTests implements Reporter {
  private readonly attempts: Attempt[] = [];
  private readonly failures = new Map<string, { test: TestCase; errors: string[] }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const name = test.titlePath().filter(Boolean).slice(1).join(" › ");
    this.attempts.push({
      name: result.retry ? `${name} (retry ${result.retry})` : name,
      ms: result.duration,
    });
    if (result.status === "failed" || result.status === "timedOut") {
      const entry = this.failures.get(test.id) ?? { test, errors: [] };
      const message = result.errors.map((e) => e.message ?? e.value ?? "").join("\n");
      const plain = stripVTControlCharacters(message)
        .split("\n")
        .filter((l) => l.trim());
      entry.errors.push(`attempt ${result.retry + 1} (${result.status}): ${plain.slice(0, 4).join(" | ")}`);
      this.failures.set(test.id, entry);
    }
  }

  onEnd(_result: FullResult) {
    if (this.attempts.length === 0) return;
    const lines = ["", "Slowest ten tests (Playwright):"];
    for (const t of [...this.attempts].sort((a, b) => b.ms - a.ms).slice(0, 10)) {
      lines.push(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
    }
    if (this.failures.size > 0) {
      lines.push("", "Failed or flaky (Playwright):");
      for (const { test, errors } of this.failures.values()) {
        const outcome = test.outcome() === "flaky" ? "flaky, passed on a retry" : "FAILED";
        lines.push(
          `  ${outcome}: ${test.location.file.split("/tests/e2e/")[1] ?? test.location.file}:${test.location.line} › ${test.title}`,
        );
        for (const e of errors) lines.push(`    ${e.slice(0, 400)}`);
      }
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  }

  printsToStdio() {
    return false;
  }
}
