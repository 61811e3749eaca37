import type { Recommendation, ResolvedLanguage, Severity } from "../../code-lab.contract.ts";
import {
  type FunctionStats,
  functionFindings,
  isSecretName,
  looksLikeSecretValue,
  secretFinding,
} from "./common.ts";

/**
 * Line heuristics for languages we do not parse (and for JS/TS that cannot be parsed at all):
 * regular expressions per line plus block structure from braces or indentation. The result says so.
 */

type Rule = {
  re: RegExp;
  category: Recommendation["category"];
  severity: Severity;
  rule: string;
  message: string;
};

type LanguageRules = {
  /** Blocks by indentation (Python, Ruby) instead of braces. */
  indent: boolean;
  lineComment: RegExp;
  functionStart: RegExp;
  decision: RegExp;
  /** A loop over a collection; group 1 is the collection. */
  loop: RegExp;
  rules: Rule[];
  /** Functions whose body must not block (async handlers); calls that block. */
  asyncFunction?: RegExp;
  blocking?: RegExp;
};

const sec = (severity: Severity, rule: string, re: RegExp, message: string): Rule => ({
  re,
  category: "security",
  severity,
  rule: `security/${rule}`,
  message,
});
const perf = (severity: Severity, rule: string, re: RegExp, message: string): Rule => ({
  re,
  category: "performance",
  severity,
  rule: `performance/${rule}`,
  message,
});

const SQL = String.raw`(?:select\s.*\bfrom|insert\s+into|update\s+\w+\s+set|delete\s+from|where\s+\w+\s*=)`;
const SQL_MSG = "SQL built from variables allows SQL injection. Pass the values as query parameters instead.";
const CMD_MSG =
  "A shell command built from variables lets input run extra commands. Pass arguments as a list without a shell, and validate them.";
const EVAL_MSG =
  "Evaluating a string as code runs whatever it contains. Parse the data instead (e.g. a JSON parser) or use a lookup.";

const C_LIKE_DECISION = /\b(if|for|foreach|while|case|catch)\b|&&|\|\||\?(?![?.:])/g;

const LANGS: Record<Exclude<ResolvedLanguage, "javascript" | "typescript">, LanguageRules> = {
  python: {
    indent: true,
    lineComment: /#.*$/,
    functionStart: /^\s*(?:async\s+)?def\s+(\w+)\s*\(([^)]*)/,
    decision: /\b(if|elif|for|while|except|and|or|case)\b|\bif\b.*\belse\b/g,
    loop: /^\s*(?:async\s+)?for\s+.+?\s+in\s+([\w.[\]()'"]+)\s*:/,
    asyncFunction: /^\s*async\s+def\b/,
    blocking:
      /\b(time\.sleep|requests\.(get|post|put|delete|patch)|open|urllib\.request\.urlopen|subprocess\.run)\s*\(/,
    rules: [
      sec("high", "eval", /(?<![\w.])(eval|exec)\s*\(/, EVAL_MSG),
      sec(
        "high",
        "command-injection",
        /\b(os\.system|os\.popen|subprocess\.\w+)\s*\(.*(\+|f["']|%|\.format\()|shell\s*=\s*True/,
        CMD_MSG,
      ),
      sec(
        "high",
        "sql-injection",
        new RegExp(
          String.raw`\.(execute|executemany|raw)\s*\(\s*(f["'].*${SQL}.*\{|["'].*${SQL}.*["']\s*(%|\+|\.format))`,
          "i",
        ),
        SQL_MSG,
      ),
      sec(
        "medium",
        "weak-hash",
        /\bhashlib\.(md5|sha1)\s*\(|hashlib\.new\(\s*["'](md5|sha1)["']/i,
        "MD5 and SHA-1 are broken. Use hashlib.sha256, and bcrypt/scrypt/argon2 for passwords.",
      ),
      sec(
        "medium",
        "unsafe-deserialization",
        /\bpickle\.loads?\s*\(|\byaml\.load\s*\((?!.*Loader\s*=\s*yaml\.SafeLoader)/,
        "Deserialising untrusted data with pickle or yaml.load can run code. Use json, or yaml.safe_load.",
      ),
      sec(
        "medium",
        "tls-verification",
        /verify\s*=\s*False/,
        "TLS certificate checks are turned off. Remove verify=False.",
      ),
    ],
  },
  go: {
    indent: false,
    lineComment: /\/\/.*$/,
    functionStart: /^\s*func\s+(?:\([^)]*\)\s*)?(\w+)\s*\(([^)]*)/,
    decision: /\b(if|for|case|select)\b|&&|\|\|/g,
    loop: /^\s*for\s+.*\brange\s+([\w.[\]]+)/,
    rules: [
      sec(
        "high",
        "command-injection",
        /exec\.Command(Context)?\(.*("sh"|"bash"|"cmd").*(\+|fmt\.Sprintf)/,
        CMD_MSG,
      ),
      sec(
        "high",
        "sql-injection",
        new RegExp(
          String.raw`\.(Query|QueryRow|Exec|QueryContext|ExecContext)\s*\((.*fmt\.Sprintf|.*["\x60].*${SQL}.*["\x60]\s*\+)`,
          "i",
        ),
        SQL_MSG,
      ),
      sec(
        "medium",
        "weak-hash",
        /\b(md5|sha1)\.(New|Sum)\b/,
        "MD5 and SHA-1 are broken. Use crypto/sha256, and bcrypt or argon2 for passwords.",
      ),
      sec(
        "medium",
        "tls-verification",
        /InsecureSkipVerify:\s*true/,
        "TLS certificate checks are turned off. Remove InsecureSkipVerify.",
      ),
    ],
  },
  java: {
    indent: false,
    lineComment: /\/\/.*$/,
    functionStart:
      /^\s*(?:(?:public|private|protected|static|final|synchronized|abstract)\s+)+[\w<>[\], ?]+\s+(\w+)\s*\(([^)]*)\)\s*(throws [\w, .]+)?\s*\{?\s*$/,
    decision: C_LIKE_DECISION,
    loop: /^\s*for\s*\(\s*[\w<>[\], ?]+\s+\w+\s*:\s*([\w.()]+)\s*\)/,
    rules: [
      sec(
        "high",
        "command-injection",
        /Runtime\.getRuntime\(\)\.exec\(.*\+|new\s+ProcessBuilder\(.*\+/,
        CMD_MSG,
      ),
      sec(
        "high",
        "sql-injection",
        new RegExp(
          String.raw`\.(executeQuery|executeUpdate|execute|prepareStatement|createQuery)\s*\(.*["'].*${SQL}.*["']\s*\+`,
          "i",
        ),
        SQL_MSG,
      ),
      sec(
        "medium",
        "weak-hash",
        /MessageDigest\.getInstance\(\s*"(MD5|SHA-?1)"/i,
        "MD5 and SHA-1 are broken. Use SHA-256, and bcrypt/Argon2 for passwords.",
      ),
      sec(
        "medium",
        "unsafe-deserialization",
        /new\s+ObjectInputStream\(/,
        "Java deserialisation of untrusted data can run code. Use a data format such as JSON.",
      ),
      perf(
        "low",
        "string-concat-in-loop",
        /^\s*\w+\s*\+=\s*".*"|^\s*\w+\s*\+=\s*\w+\s*\+\s*"/,
        "Concatenating strings in a loop copies them each time. Use a StringBuilder.",
      ),
    ],
  },
  csharp: {
    indent: false,
    lineComment: /\/\/.*$/,
    functionStart:
      /^\s*(?:(?:public|private|protected|internal|static|async|override|virtual)\s+)+[\w<>[\], ?]+\s+(\w+)\s*\(([^)]*)\)\s*\{?\s*$/,
    decision: C_LIKE_DECISION,
    loop: /^\s*foreach\s*\(\s*[\w<>[\], ?]+\s+\w+\s+in\s+([\w.()]+)\s*\)/,
    rules: [
      sec(
        "high",
        "sql-injection",
        new RegExp(
          String.raw`(SqlCommand|ExecuteSqlRaw|FromSqlRaw|CommandText)\W.*(["'].*${SQL}.*["']\s*\+|\$".*${SQL}.*\{)`,
          "i",
        ),
        SQL_MSG,
      ),
      sec("high", "command-injection", /Process\.Start\(.*(\+|\$")/, CMD_MSG),
      sec(
        "medium",
        "weak-hash",
        /\b(MD5|SHA1)\.Create\(\)|new\s+(MD5|SHA1)CryptoServiceProvider/,
        "MD5 and SHA-1 are broken. Use SHA256, and a password hasher for passwords.",
      ),
      perf(
        "medium",
        "await-in-loop",
        /^\s*await\s+/,
        "await in a loop runs the iterations one after another; consider Task.WhenAll.",
      ),
    ],
  },
  php: {
    indent: false,
    lineComment: /(\/\/|#).*$/,
    functionStart: /^\s*(?:(?:public|private|protected|static)\s+)*function\s+(\w+)\s*\(([^)]*)/,
    decision: /\b(if|elseif|for|foreach|while|case|catch)\b|&&|\|\||\band\b|\bor\b|\?(?![?:>])/g,
    loop: /^\s*foreach\s*\(\s*(\$\w+)/,
    rules: [
      sec("high", "eval", /(?<![\w>])eval\s*\(/, EVAL_MSG),
      sec(
        "high",
        "command-injection",
        /\b(exec|shell_exec|system|passthru|popen|proc_open)\s*\(.*\$/,
        CMD_MSG,
      ),
      sec(
        "high",
        "sql-injection",
        new RegExp(
          String.raw`(mysqli?_query|->query|->exec)\s*\(.*(["'].*${SQL}.*["']\s*\.\s*\$|".*${SQL}.*\$\w+)`,
          "i",
        ),
        SQL_MSG,
      ),
      sec(
        "medium",
        "weak-hash",
        /\b(md5|sha1)\s*\(/,
        "md5() and sha1() are broken, above all for passwords. Use password_hash() or hash('sha256', ...).",
      ),
      sec(
        "high",
        "xss",
        /\becho\s+\$_(GET|POST|REQUEST|COOKIE)\b/,
        "Echoing request input straight into the page allows XSS. Escape it with htmlspecialchars().",
      ),
    ],
  },
  ruby: {
    indent: true,
    lineComment: /#.*$/,
    functionStart: /^\s*def\s+([\w.?!]+)\s*\(?([^)]*)/,
    decision: /\b(if|elsif|unless|while|until|when|rescue|and|or)\b|&&|\|\|/g,
    loop: /\b([\w.@]+)\.each(_with_index)?\s+do\b/,
    rules: [
      sec("high", "eval", /(?<![\w.])(eval|instance_eval|class_eval)\s*[( ]/, EVAL_MSG),
      sec("high", "command-injection", /(`[^`]*#\{|\b(system|exec|%x)\s*\(?.*#\{)/, CMD_MSG),
      sec(
        "high",
        "sql-injection",
        new RegExp(String.raw`\.(where|find_by_sql|execute|order)\s*\(\s*".*${SQL}?.*#\{`, "i"),
        SQL_MSG,
      ),
      sec(
        "medium",
        "weak-hash",
        /Digest::(MD5|SHA1)/,
        "MD5 and SHA-1 are broken. Use SHA256, and bcrypt for passwords.",
      ),
    ],
  },
  rust: {
    indent: false,
    lineComment: /\/\/.*$/,
    functionStart: /^\s*(?:pub(?:\([\w:]+\))?\s+)?(?:async\s+)?fn\s+(\w+)\s*(?:<[^>]*>)?\s*\(([^)]*)/,
    decision: /\b(if|for|while|loop|match)\b|=>|&&|\|\||\?;/g,
    loop: /^\s*for\s+.+?\s+in\s+&?(?:mut\s+)?([\w.]+)/,
    rules: [
      sec(
        "high",
        "sql-injection",
        new RegExp(String.raw`(query|execute)\s*\(\s*&?format!\(\s*".*${SQL}`, "i"),
        SQL_MSG,
      ),
      sec("high", "command-injection", /Command::new\(\s*"(sh|bash|cmd)"\s*\).*format!/, CMD_MSG),
      sec(
        "medium",
        "unsafe",
        /\bunsafe\s*\{/,
        "An unsafe block turns off Rust's memory checks. Keep it minimal and document why it is sound.",
      ),
      sec("medium", "weak-hash", /\b(md5|sha1)::/i, "MD5 and SHA-1 are broken. Use SHA-256."),
    ],
  },
  c: {
    indent: false,
    lineComment: /\/\/.*$/,
    functionStart:
      /^\s*(?:static\s+|inline\s+|const\s+|unsigned\s+|struct\s+)*[\w:<>*&]+\s+\**([\w:]+)\s*\(([^;)]*)\)\s*(const)?\s*\{?\s*$/,
    decision: C_LIKE_DECISION,
    loop: /^\s*for\s*\(\s*(?:const\s+)?(?:auto|[\w:<>]+)\s*&?\s*\w+\s*:\s*([\w.]+)\s*\)/,
    rules: [
      sec(
        "high",
        "unsafe-function",
        /\b(gets|strcpy|strcat|sprintf)\s*\(/,
        "This C function does not check buffer sizes (buffer overflow). Use fgets, strncpy/strlcpy, snprintf.",
      ),
      sec(
        "high",
        "command-injection",
        /\b(system|popen)\s*\(/,
        "system()/popen() run a shell. Use execve with a fixed argument list, and validate input.",
      ),
      sec(
        "medium",
        "format-string",
        /\bprintf\s*\(\s*[a-z_]\w*\s*\)/,
        'printf with a variable as the format string allows format-string attacks. Use printf("%s", value).',
      ),
      sec("medium", "weak-hash", /\b(MD5|SHA1)(_Init|\()/, "MD5 and SHA-1 are broken. Use SHA-256."),
    ],
  },
};

/** JavaScript rules for code the parser could not read at all. */
const JS_FALLBACK: LanguageRules = {
  indent: false,
  lineComment: /\/\/.*$/,
  functionStart:
    /^\s*(?:export\s+)?(?:async\s+)?function\s*\*?\s*(\w+)\s*\(([^)]*)|^\s*(?:const|let|var)\s+(\w+)\s*=\s*(?:async\s*)?\(([^)]*)\)\s*=>/,
  decision: C_LIKE_DECISION,
  loop: /^\s*for\s*\(\s*(?:const|let|var)\s+\w+\s+of\s+([\w.]+)\s*\)/,
  rules: [
    sec("high", "eval", /(?<![\w.])eval\s*\(/, EVAL_MSG),
    sec(
      "high",
      "new-function",
      /\bnew\s+Function\s*\(/,
      "new Function() compiles a string into code, like eval().",
    ),
    sec(
      "high",
      "inner-html",
      /\.(innerHTML|outerHTML)\s*=(?!=)/,
      "Setting innerHTML/outerHTML can inject script (XSS). Use textContent or sanitise first.",
    ),
    sec(
      "high",
      "dangerously-set-inner-html",
      /dangerouslySetInnerHTML/,
      "dangerouslySetInnerHTML inserts raw HTML (XSS risk). Sanitise it first.",
    ),
    sec(
      "medium",
      "document-write",
      /\bdocument\.write(ln)?\s*\(/,
      "document.write() writes raw HTML into the page. Use the DOM API.",
    ),
    sec(
      "medium",
      "weak-hash",
      /createHash\(\s*['"](md5|sha1)['"]/i,
      "MD5 and SHA-1 are broken. Use SHA-256.",
    ),
    sec(
      "high",
      "sql-injection",
      new RegExp(String.raw`\.(query|execute)\s*\(\s*(\x60.*${SQL}.*\$\{|["'].*${SQL}.*["']\s*\+)`, "i"),
      SQL_MSG,
    ),
    sec(
      "high",
      "command-injection",
      /\b(exec|execSync|spawn)\s*\(\s*(`[^`]*\$\{|["'][^"']*["']\s*\+)/,
      CMD_MSG,
    ),
    perf(
      "medium",
      "await-in-loop",
      /^\s*(?:const\s+\w+\s*=\s*)?await\s+/,
      "await in a loop runs the iterations one after another. Use Promise.all().",
    ),
  ],
};

const SECRET_ASSIGNMENT =
  /(?:^|[\s,{(])["']?\$?([A-Za-z_][\w-]*)["']?\s*(?::=|=|:|=>)\s*["'`]([^"'`]{6,})["'`]/;

export type HeuristicResult = { findings: Recommendation[]; functions: FunctionStats[] };

/** Strips string contents and comments so brackets and keywords are counted in code only. */
function codeOnly(line: string, lang: LanguageRules): string {
  return line
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, '""')
    .replace(lang.lineComment, "");
}

export function analyzeHeuristic(code: string, language: ResolvedLanguage): HeuristicResult {
  const lang = language === "javascript" || language === "typescript" ? JS_FALLBACK : LANGS[language];
  const lines = code.split("\n");
  const findings: Recommendation[] = [];
  const stripped = lines.map((l) => codeOnly(l, lang));

  // Block depth at the start of each line.
  const depth: number[] = [];
  if (lang.indent) {
    const widths = lines.map((l) =>
      l.trim() ? (l.match(/^[ \t]*/)?.[0] ?? "").replace(/\t/g, "    ").length : -1,
    );
    const unit = Math.max(2, Math.min(...widths.filter((w) => w > 0), 4));
    let last = 0;
    widths.forEach((w, i) => {
      last = w < 0 ? last : Math.floor(w / unit);
      depth[i] = last;
    });
  } else {
    let d = 0;
    stripped.forEach((s, i) => {
      depth[i] = d;
      for (const ch of s) {
        if (ch === "{") d++;
        else if (ch === "}") d = Math.max(0, d - 1);
      }
    });
  }
  /** The last line of the block opened by line i (exclusive end index). */
  const blockEnd = (i: number): number => {
    let j = i + 1;
    while (
      j < lines.length &&
      (depth[j]! > depth[i]! ||
        !lines[j]!.trim() ||
        (!lang.indent && j === i + 1 && depth[j]! === depth[i]! && /^\s*\{/.test(stripped[j]!)))
    )
      j++;
    // Brace languages: the closing line belongs to the block.
    if (!lang.indent && j < lines.length && /^\s*\}/.test(stripped[j]!)) j++;
    return j;
  };

  // Functions.
  const functions: FunctionStats[] = [];
  lines.forEach((line, i) => {
    const m = lang.functionStart.exec(line);
    if (!m) return;
    const name = m[1] ?? m[3] ?? "function";
    const params = (m[2] ?? m[4] ?? "")
      .split(",")
      .filter((p) => p.trim() && !/^\s*(self|&?self|&mut self)\s*$/.test(p)).length;
    const end = blockEnd(i);
    let complexity = 1;
    let maxNesting = 0;
    let nestingLine = i + 1;
    for (let j = i + 1; j < end; j++) {
      complexity += (stripped[j]!.match(lang.decision) ?? []).length;
      const rel = depth[j]! - depth[i]! - 1;
      if (rel > maxNesting && stripped[j]!.trim()) {
        maxNesting = rel;
        nestingLine = j + 1;
      }
    }
    functions.push({
      name: `${name}()`,
      line: i + 1,
      complexity,
      length: end - i,
      maxNesting,
      nestingLine,
      params,
    });
    // Blocking calls inside async functions (Python's event loop).
    if (lang.asyncFunction?.test(line) && lang.blocking) {
      for (let j = i + 1; j < end; j++) {
        if (
          lang.blocking.test(stripped[j]!.replace(/""/g, "x")) ||
          lang.blocking.test(lines[j]!.replace(lang.lineComment, ""))
        ) {
          findings.push({
            category: "performance",
            severity: "high",
            rule: "performance/blocking-call-in-async",
            line: j + 1,
            message: `This call blocks the event loop inside the async function ${name}(). Use an async library (e.g. asyncio.sleep, httpx.AsyncClient, aiofiles) or run it in a thread.`,
          });
        }
      }
    }
  });

  // Line rules, secrets.
  lines.forEach((line, i) => {
    const text = line.replace(lang.lineComment, (c) => (/["'`]/.test(c) ? c : ""));
    for (const r of lang.rules) {
      if (r.rule === "performance/await-in-loop") continue;
      if (r.re.test(text))
        findings.push({
          category: r.category,
          severity: r.severity,
          rule: r.rule,
          line: i + 1,
          message: r.message,
        });
    }
    const s = SECRET_ASSIGNMENT.exec(text);
    if (s && isSecretName(s[1]!) && looksLikeSecretValue(s[2]!)) findings.push(secretFinding(i + 1, s[1]!));
  });

  // Loops: nested loops over the same collection, and awaits inside loops.
  const awaitRule = lang.rules.find((r) => r.rule === "performance/await-in-loop");
  const loopLine = /^\s*(for|foreach|while)\b|\.each\s+do\b|\.forEach\(/;
  lines.forEach((line, i) => {
    if (!loopLine.test(stripped[i]!) && !lang.loop.test(line)) return;
    const end = blockEnd(i);
    const outer = lang.loop.exec(line)?.[1];
    for (let j = i + 1; j < end; j++) {
      const inner = lang.loop.exec(lines[j]!)?.[1];
      if (outer && inner === outer) {
        findings.push({
          category: "performance",
          severity: "medium",
          rule: "performance/nested-loop",
          line: j + 1,
          message: `This loops over ${outer} again inside the loop over it on line ${i + 1} (O(n²)). Index it in a dictionary/map first.`,
        });
      }
      const awaitHere =
        language === "python" ? /(^|[^\w])await\s/.test(stripped[j]!) : awaitRule?.re.test(lines[j]!);
      if (awaitHere) {
        findings.push({
          category: "performance",
          severity: "medium",
          rule: "performance/await-in-loop",
          line: j + 1,
          message:
            language === "python"
              ? "await inside a loop runs the iterations one after another. Gather them with asyncio.gather()."
              : (awaitRule?.message ?? "await inside a loop runs the iterations one after another."),
        });
      }
    }
  });

  for (const fn of functions) findings.push(...functionFindings(fn));
  return { findings, functions };
}
