import type { LanguageId, ResolvedLanguage } from "../../code-lab.contract.ts";

/** Signals per language; the language with the most matching signals wins (ties: first listed). */
const SIGNALS: [ResolvedLanguage, RegExp[]][] = [
  ["php", [/^\s*<\?php/m, /\$[a-z_]\w*\s*=/i, /->\w+\(/, /\bfunction\s+\w+\s*\(\s*\$/]],
  [
    "python",
    [
      /^\s*(async\s+)?def\s+\w+\s*\(.*\)\s*(->\s*[\w[\], .]+)?:\s*$/m,
      /^\s*(from\s+[\w.]+\s+)?import\s+[\w.]+(\s+as\s+\w+)?(\s*,\s*[\w.]+)*\s*$/m,
      /^\s*(if|elif|for|while|with|try|except|class)\b.*:\s*$/m,
      /\bself\./,
      /\bprint\(/,
    ],
  ],
  ["go", [/^\s*package\s+\w+\s*$/m, /^\s*func\s+(\(\w+\s+\*?\w+\)\s*)?\w+\(/m, /:=/, /\bfmt\.\w+\(/]],
  [
    "java",
    [
      /\bpublic\s+(static\s+)?(class|void|interface)\b/,
      /\bSystem\.out\.println\(/,
      /^\s*import\s+java\./m,
      /\bprivate\s+(final\s+)?[A-Z]\w*(<.*>)?\s+\w+\s*[;=]/,
    ],
  ],
  [
    "csharp",
    [
      /^\s*using\s+System(\.\w+)*;/m,
      /\bnamespace\s+[\w.]+/,
      /\bConsole\.WriteLine\(/,
      /\bpublic\s+async\s+Task\b/,
    ],
  ],
  ["rust", [/^\s*fn\s+\w+\s*(<.*>)?\(/m, /\blet\s+mut\b/, /\bimpl\b/, /println!\(/, /->\s*Result</]],
  ["ruby", [/^\s*def\s+\w+[?!]?(\(.*\))?\s*$/m, /^\s*end\s*$/m, /\bputs\b/, /\brequire\s+['"]/]],
  ["c", [/^\s*#include\s*[<"]/m, /\bint\s+main\s*\(/, /\bprintf\s*\(/, /\bstd::/]],
];

const JS_SIGNALS = [
  /\b(const|let|var)\s+\w+\s*=/,
  /=>/,
  /\bfunction\s*\w*\s*\(/,
  /\bimport\s+.*\bfrom\s+['"]/,
  /\bconsole\.\w+\(/,
  /\bexport\s+(default|const|function|class)\b/,
  /\brequire\(['"]/,
];
const TS_SIGNALS = [
  /:\s*(string|number|boolean|unknown|any|void)\b/,
  /\binterface\s+\w+/,
  /\btype\s+\w+\s*=/,
  /<\w+>\(/,
  /\bas\s+const\b/,
];

/** The language to analyse as: the one asked for, or a guess from the code (JS/TS by default). */
export function resolveLanguage(code: string, asked: LanguageId | undefined): ResolvedLanguage {
  if (asked && asked !== "auto") return asked;
  const sample = code.slice(0, 20_000);
  const jsScore = JS_SIGNALS.filter((re) => re.test(sample)).length;
  let best: ResolvedLanguage | undefined;
  let bestScore = 0;
  for (const [lang, signals] of SIGNALS) {
    const score = signals.filter((re) => re.test(sample)).length;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  if (best && bestScore > jsScore && (bestScore >= 2 || jsScore === 0)) return best;
  return TS_SIGNALS.some((re) => re.test(sample)) ? "typescript" : "javascript";
}
