import type { Category, Recommendation, Severity } from "../../code-lab.contract.ts";

/** How many points one finding costs its category's score. */
export const PENALTY: Record<Severity, number> = { high: 20, medium: 10, low: 4 };

/** A score out of 100 per category: 100 minus the penalties of its findings, never below 0. */
export function scoreFindings(findings: readonly Recommendation[]): Record<Category, number> {
  const scores: Record<Category, number> = { architecture: 100, performance: 100, security: 100 };
  for (const f of findings) scores[f.category] -= PENALTY[f.severity];
  for (const k of Object.keys(scores) as Category[]) scores[k] = Math.max(0, Math.min(100, scores[k]));
  return scores;
}

const SEVERITY_ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** One finding per rule and line, sorted by line, then severity, then rule (deterministic). */
export function normaliseFindings(findings: readonly Recommendation[]): Recommendation[] {
  const seen = new Set<string>();
  const out: Recommendation[] = [];
  for (const f of findings) {
    const key = `${f.rule}:${f.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out.sort(
    (a, b) =>
      a.line - b.line ||
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      a.rule.localeCompare(b.rule) ||
      a.message.localeCompare(b.message),
  );
}

/** Consecutive significant lines that must repeat to count as duplication. */
export const DUPLICATE_WINDOW = 6;

/** A line as compared for duplication: no comments, no spacing, string and number literals kept. */
export function normaliseLine(line: string): string {
  return line
    .replace(/\/\/.*$|(^|\s)#\s.*$/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function isSignificant(norm: string): boolean {
  // Lines of only brackets, punctuation or tiny keywords say nothing about duplication.
  return (
    norm.length >= 4 &&
    /[A-Za-z0-9]/.test(norm) &&
    !/^(else|end|try|do|break;?|return;?|\}?\s*else\s*\{?)$/.test(norm)
  );
}

/**
 * Repeated blocks of DUPLICATE_WINDOW significant lines (after normalising). Each repeat is reported
 * once, at the line where the copy starts, citing the line of the first occurrence.
 */
export function findDuplicates(
  lines: readonly string[],
): { line: number; firstLine: number; length: number }[] {
  const sig: { norm: string; line: number }[] = [];
  lines.forEach((raw, i) => {
    const norm = normaliseLine(raw);
    if (isSignificant(norm)) sig.push({ norm, line: i + 1 });
  });
  const firstAt = new Map<string, number>();
  const out: { line: number; firstLine: number; length: number }[] = [];
  let coveredUntil = -1;
  for (let i = 0; i + DUPLICATE_WINDOW <= sig.length; i++) {
    const key = sig
      .slice(i, i + DUPLICATE_WINDOW)
      .map((s) => s.norm)
      .join("\n");
    const first = firstAt.get(key);
    if (first === undefined) {
      firstAt.set(key, i);
      continue;
    }
    // Overlapping windows (a block repeating itself) are not copies.
    if (first + DUPLICATE_WINDOW > i) continue;
    if (i <= coveredUntil) continue;
    // Extend the match as far as it goes.
    let len = DUPLICATE_WINDOW;
    while (i + len < sig.length && first + len < i && sig[first + len]!.norm === sig[i + len]!.norm) len++;
    out.push({
      line: sig[i]!.line,
      firstLine: sig[first]!.line,
      length: sig[i + len - 1]!.line - sig[i]!.line + 1,
    });
    coveredUntil = i + len - 1;
  }
  return out;
}

/** Secret shapes recognised in any language, by line. */
const SECRET_PATTERNS: { re: RegExp; what: string }[] = [
  { re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, what: "an AWS access key id" },
  {
    re: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED |PGP )?PRIVATE KEY( BLOCK)?-----/,
    what: "a private key",
  },
  { re: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/, what: "a GitHub token" },
  { re: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/, what: "a Slack token" },
  { re: /\bsk_live_[A-Za-z0-9]{16,}\b/, what: "a Stripe live secret key" },
  { re: /\bAIza[0-9A-Za-z_-]{35}\b/, what: "a Google API key" },
];

export function findSecretPatterns(lines: readonly string[]): Recommendation[] {
  const out: Recommendation[] = [];
  lines.forEach((text, i) => {
    for (const { re, what } of SECRET_PATTERNS) {
      if (re.test(text)) {
        out.push({
          category: "security",
          severity: "high",
          rule: "security/secret-pattern",
          line: i + 1,
          message: `This line contains what looks like ${what}. Remove it from the code, rotate it, and load it from a secret store or environment variable.`,
        });
        break;
      }
    }
  });
  return out;
}

/** Variable or property names that hold credentials (camelCase and snake_case alike). */
export function isSecretName(name: string): boolean {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/-/g, "_")
    .toLowerCase();
  return /(^|_)(password|passwd|pwd|secret|token|api_?key|apikey|access_?key|secret_?key|private_?key|client_?secret|auth_?token)$/.test(
    snake,
  );
}

/** A literal that is plausibly a real credential, not a placeholder or an empty default. */
export function looksLikeSecretValue(value: string): boolean {
  if (value.length < 6) return false;
  if (
    /^(changeme|change_me|your[_-]|xxx+|\*+|<.*>|\$\{.*\}|todo|placeholder|example|test|dummy)/i.test(value)
  )
    return false;
  if (/^process\.env|^env\./.test(value)) return false;
  return true;
}

export function secretFinding(line: number, name: string): Recommendation {
  return {
    category: "security",
    severity: "high",
    rule: "security/hardcoded-secret",
    line,
    message: `"${name}" is set to a hard-coded string. Load credentials from environment variables or a secret manager and rotate this one.`,
  };
}

export function duplicateFindings(
  duplicates: readonly { line: number; firstLine: number; length: number }[],
): Recommendation[] {
  return duplicates.map((d) => ({
    category: "architecture" as const,
    severity: (d.length >= 15 ? "medium" : "low") as Severity,
    rule: "architecture/duplication",
    line: d.line,
    message: `Lines ${d.line}-${d.line + d.length - 1} repeat the code at line ${d.firstLine}. Extract the shared logic into one function.`,
  }));
}

/** Thresholds for the structural findings. */
export const LIMITS = {
  complexity: { medium: 11, high: 21 },
  nesting: { medium: 5, high: 7 },
  functionLength: { medium: 61, high: 121 },
  params: 6,
} as const;

export type FunctionStats = {
  name: string;
  line: number;
  complexity: number;
  length: number;
  maxNesting: number;
  nestingLine: number;
  params: number;
};

/** Architecture findings for one function's figures. */
export function functionFindings(fn: FunctionStats): Recommendation[] {
  const out: Recommendation[] = [];
  if (fn.complexity >= LIMITS.complexity.medium) {
    out.push({
      category: "architecture",
      severity: fn.complexity >= LIMITS.complexity.high ? "high" : "medium",
      rule: "architecture/complexity",
      line: fn.line,
      message: `${fn.name} has a cyclomatic complexity of ${fn.complexity} (aim for 10 or less). Split it into smaller functions or replace branches with a lookup table.`,
    });
  }
  if (fn.maxNesting >= LIMITS.nesting.medium) {
    out.push({
      category: "architecture",
      severity: fn.maxNesting >= LIMITS.nesting.high ? "high" : "medium",
      rule: "architecture/nesting",
      line: fn.nestingLine,
      message: `Blocks in ${fn.name} are nested ${fn.maxNesting} levels deep here. Return early or extract the inner block into a function.`,
    });
  }
  if (fn.length >= LIMITS.functionLength.medium) {
    out.push({
      category: "architecture",
      severity: fn.length >= LIMITS.functionLength.high ? "high" : "medium",
      rule: "architecture/function-length",
      line: fn.line,
      message: `${fn.name} is ${fn.length} lines long (aim for under 60). Break it into steps with clear names.`,
    });
  }
  if (fn.params >= LIMITS.params) {
    out.push({
      category: "architecture",
      severity: "low",
      rule: "architecture/parameters",
      line: fn.line,
      message: `${fn.name} takes ${fn.params} parameters. Pass an options object instead.`,
    });
  }
  return out;
}
