// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings are code samples for the analyzer
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { analyzeCode } from "./analyze.ts";

const rulesAt = (code: string, language?: Parameters<typeof analyzeCode>[0]["language"]) =>
  analyzeCode({ code, language }).recommendations.map((r) => `${r.rule}@${r.line}`);

const CLEAN = `import { readFile } from "node:fs/promises";

export type User = { id: string; name: string };

export async function loadUsers(path: string): Promise<User[]> {
  const text = await readFile(path, "utf8");
  return JSON.parse(text) as User[];
}

export function byId(users: User[]): Map<string, User> {
  return new Map(users.map((u) => [u.id, u]));
}
`;

describe("code analyzer: security findings cite their line", () => {
  const cases: [string, string, string][] = [
    ["eval", "const a = 1;\neval(userInput);", "security/eval@2"],
    ["new Function", "\n\nconst f = new Function('a', body);", "security/new-function@3"],
    ["innerHTML", "const x = 1;\nel.innerHTML = message;", "security/inner-html@2"],
    ["outerHTML", "el.outerHTML = `<p>${name}</p>`;", "security/inner-html@1"],
    ["document.write", "\ndocument.write(html);", "security/document-write@2"],
    [
      "dangerouslySetInnerHTML",
      "export function A({ html }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}",
      "security/dangerously-set-inner-html@2",
    ],
    ["SQL concatenation", 'db.query("SELECT * FROM users WHERE id = " + id);', "security/sql-injection@1"],
    [
      "SQL template",
      "\nawait pool.execute(`DELETE FROM orders WHERE id = ${req.params.id}`);",
      "security/sql-injection@2",
    ],
    [
      "SQL built in a variable",
      'const sql = "SELECT name FROM users WHERE email = \'" + email + "\'";\nconst rows = await db.query(sql);',
      "security/sql-injection@2",
    ],
    ["hard-coded password", 'const password = "s3cr3t-passw0rd";', "security/hardcoded-secret@1"],
    [
      "hard-coded apiKey property",
      'const cfg = {\n  apiKey: "sk-12345678901234567890",\n};',
      "security/hardcoded-secret@2",
    ],
    ["AWS key", 'const id = "AKIAIOSFODNN7EXAMPLE";', "security/secret-pattern@1"],
    [
      "private key",
      "const pem = `\n-----BEGIN RSA PRIVATE KEY-----\nMIIE...\n`;",
      "security/secret-pattern@2",
    ],
    ["md5", 'crypto.createHash("md5").update(pw);', "security/weak-hash@1"],
    ["sha1", "\nconst h = createHash('sha1');", "security/weak-hash@2"],
    [
      "exec with concatenation",
      'import { exec } from "child_process";\nexec("convert " + file + " out.png");',
      "security/command-injection@2",
    ],
    ["execSync with template", "execSync(`git checkout ${branch}`);", "security/command-injection@1"],
    ["spawn with template", "\nspawn(`rm -rf ${dir}`, { shell: true });", "security/command-injection@2"],
  ];
  for (const [name, code, expected] of cases) {
    it(`detects ${name}`, () => {
      expect(rulesAt(code)).toContain(expected);
    });
  }

  it("does not flag safe look-alikes", () => {
    const safe = [
      'const rows = await db.query("SELECT * FROM users WHERE id = $1", [id]);',
      "const rows = await sql`SELECT * FROM users WHERE id = ${id}`;",
      "const m = /a(b)/.exec(text);",
      'execFile("git", ["checkout", branch]);',
      'const password = process.env.DB_PASSWORD ?? "";',
      "el.textContent = message;",
      'crypto.createHash("sha256");',
      'const tokenType = "Bearer";',
    ].join("\n");
    expect(analyzeCode({ code: safe }).recommendations.filter((r) => r.category === "security")).toEqual([]);
  });
});

describe("code analyzer: performance findings", () => {
  it("detects await inside loops but not in callbacks started in the loop", () => {
    const code = [
      "async function save(items) {",
      "  for (const item of items) {",
      "    await db.insert(item);",
      "  }",
      "  const jobs = [];",
      "  for (const item of items) jobs.push((async () => { await send(item); })());",
      "  await Promise.all(jobs);",
      "}",
    ].join("\n");
    const rules = rulesAt(code);
    expect(rules).toContain("performance/await-in-loop@3");
    expect(rules.filter((r) => r.startsWith("performance/await-in-loop"))).toHaveLength(1);
  });

  it("detects nested loops over the same collection", () => {
    const code = [
      "function dupes(list) {",
      "  for (let i = 0; i < list.length; i++) {",
      "    for (let j = 0; j < list.length; j++) {",
      "      if (i !== j && list[i] === list[j]) return true;",
      "    }",
      "  }",
      "  return list.filter((x) => list.indexOf(x) > 0);",
      "}",
    ].join("\n");
    const rules = rulesAt(code);
    expect(rules).toContain("performance/nested-loop@3");
    expect(rules).toContain("performance/nested-loop@7");
  });

  it("detects synchronous I/O inside (req, res) handlers only", () => {
    const code = [
      'const config = fs.readFileSync("config.json");',
      "app.get('/report', (req, res) => {",
      "  const body = fs.readFileSync(`reports/${req.query.name}`);",
      "  res.send(body);",
      "});",
    ].join("\n");
    const rules = rulesAt(code);
    expect(rules).toContain("performance/sync-io-in-handler@3");
    expect(rules).not.toContain("performance/sync-io-in-handler@1");
  });
});

describe("code analyzer: architecture figures", () => {
  it("measures cyclomatic complexity per function", () => {
    const branches = Array.from({ length: 12 }, (_, i) => `  if (x === ${i}) return ${i};`).join("\n");
    const code = `function pick(x) {\n${branches}\n  return -1;\n}`;
    const r = analyzeCode({ code });
    expect(r.metrics.maxComplexity).toBe(13);
    expect(r.recommendations).toContainEqual(
      expect.objectContaining({ rule: "architecture/complexity", line: 1 }),
    );
  });

  it("measures nesting depth and reports the deepest line", () => {
    const code = [
      "function deep(a) {",
      "  if (a) {",
      "    for (const b of a) {",
      "      while (b.next) {",
      "        if (b.ok) {",
      "          try {",
      "            run(b);",
      "          } catch (e) {}",
      "        }",
      "      }",
      "    }",
      "  }",
      "}",
    ].join("\n");
    const r = analyzeCode({ code });
    expect(r.metrics.maxNesting).toBe(5);
    expect(r.recommendations).toContainEqual(
      expect.objectContaining({ rule: "architecture/nesting", line: 6 }),
    );
  });

  it("reports long functions", () => {
    const body = Array.from({ length: 70 }, (_, i) => `  total += values[${i}];`).join("\n");
    const r = analyzeCode({ code: `function sum(values) {\n  let total = 0;\n${body}\n  return total;\n}` });
    expect(r.metrics.longestFunction).toBe(74);
    expect(r.recommendations).toContainEqual(
      expect.objectContaining({ rule: "architecture/function-length", line: 1 }),
    );
  });

  it("reports duplicated blocks with the line of the first copy", () => {
    const block = [
      "  const user = await getUser(id);",
      "  if (!user) throw new Error('missing');",
      "  const orders = await getOrders(user.id);",
      "  const total = orders.reduce((s, o) => s + o.amount, 0);",
      "  log.info({ user: user.id, total });",
      "  return { user, orders, total };",
    ];
    const code = ["async function a(id) {", ...block, "}", "", "async function b(id) {", ...block, "}"].join(
      "\n",
    );
    const dup = analyzeCode({ code }).recommendations.find((r) => r.rule === "architecture/duplication");
    expect(dup?.line).toBe(11);
    expect(dup?.message).toContain("line 2");
  });
});

describe("code analyzer: scores", () => {
  it("gives clean code full marks", () => {
    const r = analyzeCode({ code: CLEAN });
    expect([r.architecture_score, r.performance_score, r.security_score]).toEqual([100, 100, 100]);
    expect(r.method).toBe("ast");
    expect(r.language).toBe("typescript");
  });

  it("is deterministic: same input, same output", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const code = `${CLEAN}\n${s}`;
        expect(analyzeCode({ code })).toEqual(analyzeCode({ code }));
      }),
      { numRuns: 60 },
    );
  });

  it("adding an eval call lowers the security score and leaves the other two unchanged", () => {
    const snippets = fc.constantFrom(
      "eval(input);",
      "const out = eval(`(${json})`);",
      "function run(code) { return eval(code); }",
    );
    fc.assert(
      fc.property(snippets, fc.integer({ min: 0, max: 12 }), (snippet, at) => {
        const lines = CLEAN.split("\n");
        const cut = Math.min(at, lines.length);
        // Insert between top-level statements (blank lines) so the surrounding code stays valid.
        const blank = lines.findIndex((l, i) => i >= cut && l.trim() === "");
        const pos = blank === -1 ? lines.length : blank;
        const withEval = [...lines.slice(0, pos), snippet, ...lines.slice(pos)].join("\n");
        const before = analyzeCode({ code: CLEAN });
        const after = analyzeCode({ code: withEval });
        expect(after.security_score).toBeLessThan(before.security_score);
        expect(after.architecture_score).toBe(before.architecture_score);
        expect(after.performance_score).toBe(before.performance_score);
      }),
    );
  });

  it("scores move the right way when code gets worse in each area", () => {
    const base = analyzeCode({ code: CLEAN });
    const slower = analyzeCode({
      code: `${CLEAN}\nasync function f(xs) {\n  for (const x of xs) await g(x);\n}\n`,
    });
    expect(slower.performance_score).toBeLessThan(base.performance_score);
    const branches = Array.from({ length: 25 }, (_, i) => `  if (x === ${i}) return ${i};`).join("\n");
    const tangled = analyzeCode({ code: `${CLEAN}\nfunction pick(x) {\n${branches}\n}\n` });
    expect(tangled.architecture_score).toBeLessThan(base.architecture_score);
  });
});

describe("code analyzer: languages and bad input", () => {
  it("analyses Python heuristically and says so", () => {
    const code = [
      "import hashlib, os",
      "",
      "async def handler(request):",
      "    data = requests.get(URL)",
      "    h = hashlib.md5(data)",
      "    cursor.execute(f\"SELECT * FROM users WHERE name = '{request.name}'\")",
      "    os.system('rm ' + request.path)",
      "    for a in rows:",
      "        for b in rows:",
      "            await save(a, b)",
      "    eval(request.body)",
    ].join("\n");
    const r = analyzeCode({ code });
    expect(r.language).toBe("python");
    expect(r.method).toBe("heuristic");
    expect(r.note).toMatch(/Python is analysed with line heuristics/);
    const rules = r.recommendations.map((x) => `${x.rule}@${x.line}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        "performance/blocking-call-in-async@4",
        "security/weak-hash@5",
        "security/sql-injection@6",
        "security/command-injection@7",
        "performance/nested-loop@9",
        "performance/await-in-loop@10",
        "security/eval@11",
      ]),
    );
  });

  it("detects Go and Java patterns", () => {
    const go =
      "package main\n\nfunc find(db *sql.DB, name string) {\n\tdb.Query(fmt.Sprintf(\"SELECT * FROM users WHERE name = '%s'\", name))\n\th := md5.New()\n}\n";
    expect(rulesAt(go)).toEqual(expect.arrayContaining(["security/sql-injection@4", "security/weak-hash@5"]));
    const java =
      'public class A {\n  public void run(String id) throws Exception {\n    stmt.executeQuery("SELECT * FROM users WHERE id = " + id);\n    MessageDigest.getInstance("MD5");\n  }\n}\n';
    expect(rulesAt(java)).toEqual(
      expect.arrayContaining(["security/sql-injection@3", "security/weak-hash@4"]),
    );
  });

  it("still analyses code with syntax errors and reports them", () => {
    const r = analyzeCode({ code: "function f( {\n  return 1\n}\nconst x = ;\neval(y)\n" });
    expect(r.syntaxErrors.length).toBeGreaterThan(0);
    expect(r.recommendations).toContainEqual(expect.objectContaining({ rule: "security/eval", line: 5 }));
    expect(r.note).toMatch(/syntax error/);
  });

  it("never throws on random text in any language", () => {
    const langs = [
      "auto",
      "typescript",
      "javascript",
      "python",
      "go",
      "java",
      "csharp",
      "php",
      "ruby",
      "rust",
      "c",
    ] as const;
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), fc.constantFrom(...langs), (code, language) => {
        const r = analyzeCode({ code: code || "x", language });
        expect(r.security_score).toBeGreaterThanOrEqual(0);
        for (const rec of r.recommendations) expect(rec.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});
