import { parse } from "@babel/parser";
import type { Recommendation } from "../../code-lab.contract.ts";
import {
  type FunctionStats,
  functionFindings,
  isSecretName,
  looksLikeSecretValue,
  secretFinding,
} from "./common.ts";

/** A Babel AST node, walked generically (no @babel/traverse). */
type Node = {
  type: string;
  start?: number | null;
  end?: number | null;
  loc?: { start: { line: number }; end: { line: number } } | null;
  [key: string]: unknown;
};

export type JsAnalysis = {
  findings: Recommendation[];
  functions: FunctionStats[];
  syntaxErrors: { line: number; message: string }[];
  /** Lines blanked so the rest could be parsed (unrecoverable syntax errors). */
  blankedLines: number[];
};

const MAX_RECOVERY_ATTEMPTS = 8;

type ParseError = { message: string; loc?: { line: number } };

function tryParse(code: string, jsx: boolean): { ast: Node; errors: ParseError[] } {
  const file = parse(code, {
    sourceType: "module",
    plugins: jsx ? ["typescript", "jsx"] : ["typescript"],
    errorRecovery: true,
    allowReturnOutsideFunction: true,
    allowImportExportEverywhere: true,
    allowUndeclaredExports: true,
  }) as unknown as { program: Node; errors?: ParseError[] };
  return { ast: file.program, errors: file.errors ?? [] };
}

/**
 * Parses with Babel's error recovery. When an error cannot be recovered from, the offending line
 * is blanked (line numbers stay the same) and parsing is tried again, a few times at most.
 * Returns null when the code still cannot be parsed.
 */
export function parseWithRecovery(code: string): {
  ast: Node;
  syntaxErrors: { line: number; message: string }[];
  blankedLines: number[];
} | null {
  const lines = code.split("\n");
  const fatal: { line: number; message: string }[] = [];
  const blanked: number[] = [];
  for (let attempt = 0; attempt <= MAX_RECOVERY_ATTEMPTS; attempt++) {
    const source = lines.join("\n");
    let lastError: ParseError | undefined;
    // JSX first; TypeScript's angle-bracket casts only parse without it.
    for (const jsx of [true, false]) {
      try {
        const { ast, errors } = tryParse(source, jsx);
        const syntaxErrors = [
          ...fatal,
          ...errors.map((e) => ({ line: e.loc?.line ?? 1, message: cleanMessage(e.message) })),
        ];
        return { ast, syntaxErrors, blankedLines: blanked };
      } catch (err) {
        lastError ??= err as ParseError;
      }
    }
    const line = lastError?.loc?.line;
    if (!line || line > lines.length) return null;
    if (!fatal.some((f) => f.line === line))
      fatal.push({ line, message: cleanMessage(lastError?.message ?? "Syntax error") });
    // An unclosed bracket before the error is usually the cause; otherwise skip the error's line.
    const opener = unclosedBracketLine(lines, line);
    const target = opener !== undefined && !blanked.includes(opener) ? opener : line;
    if (blanked.includes(target)) return null;
    blanked.push(target);
    lines[target - 1] = " ".repeat(lines[target - 1]!.length);
  }
  return null;
}

/** The line of the innermost bracket opened before `beforeLine` and not closed by then. */
function unclosedBracketLine(lines: readonly string[], beforeLine: number): number | undefined {
  const stack: { ch: string; line: number }[] = [];
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  for (let i = 0; i < beforeLine - 1 && i < lines.length; i++) {
    const text = lines[i]!.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g, "").replace(
      /\/\/.*$/,
      "",
    );
    for (const ch of text) {
      if (ch === "(" || ch === "[" || ch === "{") stack.push({ ch, line: i + 1 });
      else if (ch in pairs) {
        const at = stack.map((s) => s.ch).lastIndexOf(pairs[ch]!);
        if (at >= 0) stack.splice(at);
      }
    }
  }
  // Braces often legitimately stay open (the enclosing function); only ( and [ count.
  const open = stack.filter((s) => s.ch !== "{");
  return open.length ? open[open.length - 1]!.line : undefined;
}

function cleanMessage(message: string): string {
  return message.replace(/\s*\(\d+:\d+\)\s*$/, "").replace(/\.+$/, "");
}

const SKIP_KEYS = new Set([
  "loc",
  "start",
  "end",
  "extra",
  "leadingComments",
  "trailingComments",
  "innerComments",
  "range",
  "errors",
  "typeAnnotation",
  "returnType",
  "typeParameters",
  "typeArguments",
  "superTypeParameters",
]);

function isNode(v: unknown): v is Node {
  return typeof v === "object" && v !== null && typeof (v as Node).type === "string";
}

const FUNCTION_TYPES = new Set([
  "FunctionDeclaration",
  "FunctionExpression",
  "ArrowFunctionExpression",
  "ObjectMethod",
  "ClassMethod",
  "ClassPrivateMethod",
]);
const LOOP_TYPES = new Set([
  "ForStatement",
  "ForInStatement",
  "ForOfStatement",
  "WhileStatement",
  "DoWhileStatement",
]);
const NESTING_TYPES = new Set([...LOOP_TYPES, "IfStatement", "SwitchStatement", "TryStatement"]);
const ITERATION_METHODS = new Set([
  "forEach",
  "map",
  "filter",
  "reduce",
  "reduceRight",
  "some",
  "every",
  "find",
  "findIndex",
  "findLast",
  "findLastIndex",
  "flatMap",
]);
const SCAN_METHODS = new Set(["includes", "indexOf", "lastIndexOf"]);
const SQL_SINKS = new Set([
  "query",
  "execute",
  "raw",
  "prepare",
  "exec",
  "all",
  "run",
  "queryRawUnsafe",
  "$queryRawUnsafe",
  "executeRawUnsafe",
  "$executeRawUnsafe",
  "unsafe",
]);
const SHELL_SINKS = new Set(["exec", "execSync", "spawn", "spawnSync", "execFile", "execFileSync"]);
const SQL_RE =
  /\b(select\s[\s\S]*\bfrom\b|insert\s+into\b|update\s+[\w."`]+\s+set\b|delete\s+from\b|\bwhere\s+[\w."`]+\s*(=|<|>|like|in)|values\s*\()/i;

type FnCtx = {
  stats: FunctionStats;
  depth: number;
  loops: number;
  handler: boolean;
  reported: boolean;
  startLine: number;
};

/** Analyses parsed JavaScript or TypeScript. Deterministic: one walk in source order. */
export function analyzeJs(code: string): JsAnalysis | null {
  const parsed = parseWithRecovery(code);
  if (!parsed) return null;
  const findings: Recommendation[] = [];
  const functions: FunctionStats[] = [];
  const moduleCtx: FnCtx = {
    stats: {
      name: "top-level code",
      line: 1,
      complexity: 1,
      length: 0,
      maxNesting: 0,
      nestingLine: 1,
      params: 0,
    },
    depth: 0,
    loops: 0,
    handler: false,
    reported: false,
    startLine: 1,
  };
  const fnStack: FnCtx[] = [moduleCtx];
  /** Collections being iterated by enclosing loops or iteration callbacks, across functions. */
  const iterStack: { key: string; line: number }[] = [];
  /** Variables holding SQL built from input, and strings built from input (for shell calls). */
  const sqlBuilt = new Map<string, number>();
  const sqlLiteral = new Set<string>();
  const dynamicStrings = new Map<string, number>();

  const src = (n: Node): string =>
    typeof n.start === "number" && typeof n.end === "number"
      ? code.slice(n.start, n.end).replace(/\s+/g, "")
      : n.type;
  const lineOf = (n: Node): number => n.loc?.start.line ?? 1;
  const add = (f: Omit<Recommendation, "line">, n: Node | number) =>
    findings.push({ ...f, line: typeof n === "number" ? n : lineOf(n) });
  const current = () => fnStack[fnStack.length - 1]!;
  const inHandler = () => fnStack.some((f) => f.handler);

  const nameOf = (n: Node | undefined | null): string | undefined => {
    if (!n) return undefined;
    if (n.type === "Identifier" || n.type === "JSXIdentifier" || n.type === "PrivateName")
      return (n.name as string) ?? ((n.id as Node | undefined)?.name as string | undefined);
    if (n.type === "StringLiteral") return n.value as string;
    return undefined;
  };
  /** The called name: foo() → foo, a.b.foo() → foo. */
  const calleeName = (callee: Node): string | undefined => {
    if (callee.type === "Identifier") return callee.name as string;
    if (callee.type === "MemberExpression" || callee.type === "OptionalMemberExpression")
      return nameOf(callee.property as Node);
    return undefined;
  };
  const calleeObject = (callee: Node): Node | undefined =>
    callee.type === "MemberExpression" || callee.type === "OptionalMemberExpression"
      ? (callee.object as Node)
      : undefined;
  const isStaticString = (n: Node | undefined): boolean =>
    !!n &&
    (n.type === "StringLiteral" || (n.type === "TemplateLiteral" && (n.expressions as Node[]).length === 0));
  const staticValue = (n: Node): string =>
    n.type === "StringLiteral"
      ? (n.value as string)
      : ((n.quasis as Node[]).map((q) => (q.value as { cooked?: string; raw: string }).raw).join("") ?? "");
  /** The operands of a chain of + operators. */
  const concatParts = (n: Node): Node[] =>
    n.type === "BinaryExpression" && n.operator === "+"
      ? [...concatParts(n.left as Node), ...concatParts(n.right as Node)]
      : [n];
  /** A string built from something that is not a literal: `${x}` or "a" + x. */
  const isDynamicString = (n: Node | undefined): boolean => {
    if (!n) return false;
    if (n.type === "TemplateLiteral") return (n.expressions as Node[]).length > 0;
    if (n.type === "BinaryExpression" && n.operator === "+") {
      const parts = concatParts(n);
      return (
        parts.some((p) => isStaticString(p) || p.type === "TemplateLiteral") &&
        parts.some((p) => !isStaticString(p))
      );
    }
    return false;
  };
  const stringText = (n: Node): string => {
    if (n.type === "TemplateLiteral")
      return (n.quasis as Node[]).map((q) => (q.value as { raw: string }).raw).join(" ");
    return concatParts(n).filter(isStaticString).map(staticValue).join(" ");
  };
  const isDynamicSql = (n: Node | undefined): boolean =>
    !!n && isDynamicString(n) && SQL_RE.test(stringText(n));

  function functionName(node: Node, parent: Node | undefined): string {
    const own =
      nameOf(node.id as Node) ??
      (node.type.startsWith("Class") || node.type === "ObjectMethod" ? nameOf(node.key as Node) : undefined);
    if (own) return `${own}()`;
    if (parent?.type === "VariableDeclarator") {
      const n = nameOf(parent.id as Node);
      if (n) return `${n}()`;
    }
    if (parent?.type === "ObjectProperty" || parent?.type === "ClassProperty") {
      const n = nameOf(parent.key as Node);
      if (n) return `${n}()`;
    }
    if (parent?.type === "AssignmentExpression") return `${src(parent.left as Node)}()`;
    if (parent?.type === "CallExpression" || parent?.type === "OptionalCallExpression") {
      const callee = parent.callee as Node;
      return `the callback passed to ${src(callee).slice(0, 40)}() on line ${lineOf(parent)}`;
    }
    return `the function on line ${lineOf(node)}`;
  }

  function enterFunction(node: Node, parent: Node | undefined): FnCtx {
    const params = (node.params as Node[]) ?? [];
    const paramNames = params.map((p) => nameOf(p) ?? "").map((s) => s.toLowerCase());
    const handler =
      paramNames.length >= 2 &&
      ["req", "request"].includes(paramNames[0]!) &&
      ["res", "response", "reply"].includes(paramNames[1]!);
    const start = lineOf(node);
    const end = node.loc?.end.line ?? start;
    const ctx: FnCtx = {
      stats: {
        name: functionName(node, parent),
        line: start,
        complexity: 1,
        length: end - start + 1,
        maxNesting: 0,
        nestingLine: start,
        params: params.length,
      },
      depth: 0,
      loops: 0,
      handler,
      reported: true,
      startLine: start,
    };
    fnStack.push(ctx);
    return ctx;
  }

  function loopCollection(node: Node): string | undefined {
    if (node.type === "ForOfStatement" || node.type === "ForInStatement") return src(node.right as Node);
    if (node.type === "ForStatement") {
      const test = node.test as Node | null;
      if (test?.type === "BinaryExpression" && (test.operator === "<" || test.operator === "<=")) {
        const right = test.right as Node;
        if (right.type === "MemberExpression" && nameOf(right.property as Node) === "length")
          return src(right.object as Node);
      }
    }
    return undefined;
  }

  function checkNestedIteration(key: string, node: Node) {
    const outer = iterStack.find((it) => it.key === key);
    if (!outer) return;
    add(
      {
        category: "performance",
        severity: "medium",
        rule: "performance/nested-loop",
        message: `This goes through ${key.slice(0, 60)} again inside the loop over it that starts on line ${outer.line}, which is O(n²). Build a Map or Set once before the loop and look items up in it.`,
      },
      node,
    );
  }

  function visitCall(node: Node) {
    const callee = node.callee as Node;
    const args = (node.arguments as Node[]) ?? [];
    const name = calleeName(callee);
    const obj = calleeObject(callee);
    const first = args[0];
    const isNew = node.type === "NewExpression";

    // eval and the Function constructor.
    if (
      name === "eval" &&
      (callee.type === "Identifier" || ["window", "globalThis", "self"].includes(nameOf(obj) ?? ""))
    ) {
      add(
        {
          category: "security",
          severity: "high",
          rule: "security/eval",
          message:
            "eval() runs any string as code; if any part comes from input, an attacker can run their own code. Parse the data (e.g. JSON.parse) or use a lookup instead.",
        },
        node,
      );
    }
    if (name === "Function" && callee.type === "Identifier") {
      add(
        {
          category: "security",
          severity: "high",
          rule: "security/new-function",
          message: `${isNew ? "new Function()" : "Function()"} compiles a string into code, like eval(). Write the function in the source instead.`,
        },
        node,
      );
    }
    if (
      (name === "setTimeout" || name === "setInterval") &&
      callee.type === "Identifier" &&
      first &&
      (isStaticString(first) || isDynamicString(first))
    ) {
      add(
        {
          category: "security",
          severity: "medium",
          rule: "security/string-timer",
          message: `${name}() with a string evaluates it as code. Pass a function instead.`,
        },
        node,
      );
    }
    // document.write / writeln and insertAdjacentHTML.
    if ((name === "write" || name === "writeln") && nameOf(obj) === "document") {
      add(
        {
          category: "security",
          severity: "medium",
          rule: "security/document-write",
          message: `document.${name}() writes raw HTML into the page (a cross-site scripting risk) and blocks rendering. Create elements with the DOM API or textContent.`,
        },
        node,
      );
    }
    if (name === "insertAdjacentHTML" && args[1] && !isStaticString(args[1])) {
      add(
        {
          category: "security",
          severity: "high",
          rule: "security/inner-html",
          message:
            "insertAdjacentHTML() with a non-constant string can inject script (XSS). Sanitise it (e.g. DOMPurify) or use insertAdjacentText().",
        },
        node,
      );
    }
    // Weak hashes.
    if (
      name === "createHash" &&
      first &&
      isStaticString(first) &&
      /^(md5|md4|sha1|sha-1)$/i.test(staticValue(first))
    ) {
      add(
        {
          category: "security",
          severity: "medium",
          rule: "security/weak-hash",
          message: `createHash('${staticValue(first)}') uses a broken hash. Use SHA-256 for integrity, and bcrypt, scrypt or Argon2 for passwords.`,
        },
        node,
      );
    }
    if (name === "digest" && first && isStaticString(first) && /^sha-?1$/i.test(staticValue(first))) {
      add(
        {
          category: "security",
          severity: "medium",
          rule: "security/weak-hash",
          message: "SHA-1 is broken for collision resistance. Use SHA-256.",
        },
        node,
      );
    }
    // SQL built from input.
    if (name && SQL_SINKS.has(name) && first && !isNew) {
      if (isDynamicSql(first)) {
        add(
          {
            category: "security",
            severity: "high",
            rule: "security/sql-injection",
            message: `The SQL passed to ${name}() is built by ${first.type === "TemplateLiteral" ? "template interpolation" : "string concatenation"}, which allows SQL injection. Use parameters (placeholders such as $1 or ?) or a query builder.`,
          },
          node,
        );
      } else if (first.type === "Identifier" && sqlBuilt.has(first.name as string)) {
        add(
          {
            category: "security",
            severity: "high",
            rule: "security/sql-injection",
            message: `${first.name as string} (built from input on line ${sqlBuilt.get(first.name as string)}) is run by ${name}(), which allows SQL injection. Use parameters (placeholders such as $1 or ?).`,
          },
          node,
        );
      }
    }
    // Shell commands built from input.
    if (name && SHELL_SINKS.has(name) && first && !isNew) {
      const objName = nameOf(obj) ?? "";
      const plausible =
        name !== "exec" || callee.type === "Identifier" || /child_?process|^cp$|shell|proc/i.test(objName);
      const dynamicVar = first.type === "Identifier" ? dynamicStrings.get(first.name as string) : undefined;
      const shellFlag = (args as Node[]).some(
        (a) =>
          a.type === "ObjectExpression" &&
          (a.properties as Node[]).some(
            (p) =>
              nameOf(p.key as Node) === "shell" &&
              (p.value as Node)?.type === "BooleanLiteral" &&
              (p.value as Node).value === true,
          ),
      );
      if (plausible && !isDynamicSql(first) && (isDynamicString(first) || dynamicVar !== undefined)) {
        add(
          {
            category: "security",
            severity: "high",
            rule: "security/command-injection",
            message: `The command passed to ${name}() is built from variables${dynamicVar ? ` (on line ${dynamicVar})` : ""}; input containing ; or $( ) runs extra commands. Use execFile/spawn with an argument array and no shell, and validate the input.`,
          },
          node,
        );
      } else if (plausible && shellFlag && name.startsWith("spawn")) {
        add(
          {
            category: "security",
            severity: "medium",
            rule: "security/command-injection",
            message: `${name}() with shell: true runs its arguments through a shell. Drop the shell option and pass arguments as an array.`,
          },
          node,
        );
      }
    }
    // Synchronous I/O inside request handlers.
    if (name && /^[a-z][A-Za-z]*Sync$/.test(name) && inHandler()) {
      add(
        {
          category: "performance",
          severity: "high",
          rule: "performance/sync-io-in-handler",
          message: `${name}() blocks the event loop inside a request handler, so every other request waits. Use the async version (e.g. fs.promises) with await.`,
        },
        node,
      );
    }
    // Nested iteration and linear scans over the collection being iterated.
    if (name && obj && (ITERATION_METHODS.has(name) || SCAN_METHODS.has(name)))
      checkNestedIteration(src(obj), node);
  }

  function visit(node: Node, parent: Node | undefined, parentKey: string | undefined) {
    const type = node.type;
    let pushedFn: FnCtx | undefined;
    let pushedIter = false;
    let nested = false;
    const ctx = current();

    if (FUNCTION_TYPES.has(type)) pushedFn = enterFunction(node, parent);
    const fn = current();

    // Complexity.
    switch (type) {
      case "IfStatement":
      case "ConditionalExpression":
      case "ForStatement":
      case "ForInStatement":
      case "ForOfStatement":
      case "WhileStatement":
      case "DoWhileStatement":
      case "CatchClause":
        fn.stats.complexity++;
        break;
      case "SwitchCase":
        if (node.test) fn.stats.complexity++;
        break;
      case "LogicalExpression":
        fn.stats.complexity++;
        break;
      case "AssignmentExpression":
        if (["&&=", "||=", "??="].includes(node.operator as string)) fn.stats.complexity++;
        break;
    }

    // Nesting ("else if" continues the same level).
    if (
      NESTING_TYPES.has(type) &&
      !(type === "IfStatement" && parent?.type === "IfStatement" && parentKey === "alternate")
    ) {
      fn.depth++;
      nested = true;
      if (fn.depth > fn.stats.maxNesting) {
        fn.stats.maxNesting = fn.depth;
        fn.stats.nestingLine = lineOf(node);
      }
    }

    if (LOOP_TYPES.has(type)) {
      const key = loopCollection(node);
      if (key) {
        checkNestedIteration(key, node);
        iterStack.push({ key, line: lineOf(node) });
        pushedIter = true;
      }
    }

    if (type === "AwaitExpression" && fn.loops > 0) {
      add(
        {
          category: "performance",
          severity: "medium",
          rule: "performance/await-in-loop",
          message:
            "await inside a loop runs the iterations one after another. Start the work for all items and await Promise.all() (in batches if needed).",
        },
        node,
      );
    }

    if (type === "CallExpression" || type === "OptionalCallExpression" || type === "NewExpression") {
      visitCall(node);
      const callee = node.callee as Node;
      const name = calleeName(callee);
      const obj = calleeObject(callee);
      if (name && obj && ITERATION_METHODS.has(name)) {
        iterStack.push({ key: src(obj), line: lineOf(node) });
        pushedIter = true;
      }
    }

    // innerHTML / outerHTML.
    if (type === "AssignmentExpression") {
      const left = node.left as Node;
      const right = node.right as Node;
      if (left.type === "MemberExpression") {
        const prop = nameOf(left.property as Node);
        if (prop === "innerHTML" || prop === "outerHTML") {
          const constant = isStaticString(right);
          add(
            {
              category: "security",
              severity: constant ? "low" : "high",
              rule: "security/inner-html",
              message: constant
                ? `Setting ${prop} parses HTML. For fixed text use textContent; keep HTML in templates.`
                : `Setting ${prop} from a variable can inject script (XSS). Use textContent, or sanitise with DOMPurify first.`,
            },
            node,
          );
        }
        if (prop && isSecretName(prop) && isStaticString(right) && looksLikeSecretValue(staticValue(right)))
          findings.push(secretFinding(lineOf(node), prop));
      }
      if (left.type === "Identifier") {
        const name = left.name as string;
        if (node.operator === "=") {
          if (isDynamicSql(right)) sqlBuilt.set(name, lineOf(node));
          if (isDynamicString(right)) dynamicStrings.set(name, lineOf(node));
          if (isStaticString(right) && SQL_RE.test(staticValue(right))) sqlLiteral.add(name);
          if (isStaticString(right) && isSecretName(name) && looksLikeSecretValue(staticValue(right)))
            findings.push(secretFinding(lineOf(node), name));
        } else if (node.operator === "+=" && !isStaticString(right)) {
          if (sqlLiteral.has(name) || sqlBuilt.has(name)) sqlBuilt.set(name, lineOf(node));
          dynamicStrings.set(name, lineOf(node));
        }
      }
    }

    if (type === "VariableDeclarator") {
      const id = node.id as Node;
      const init = node.init as Node | null;
      if (id.type === "Identifier" && init) {
        const name = id.name as string;
        if (isDynamicSql(init)) sqlBuilt.set(name, lineOf(node));
        if (isDynamicString(init)) dynamicStrings.set(name, lineOf(node));
        if (isStaticString(init) && SQL_RE.test(staticValue(init))) sqlLiteral.add(name);
        if (isStaticString(init) && isSecretName(name) && looksLikeSecretValue(staticValue(init)))
          findings.push(secretFinding(lineOf(node), name));
      }
    }

    if (type === "ObjectProperty" || type === "ClassProperty" || type === "ClassPrivateProperty") {
      const key = nameOf(node.key as Node);
      const value = node.value as Node | null;
      if (
        key &&
        value &&
        isStaticString(value) &&
        isSecretName(key) &&
        looksLikeSecretValue(staticValue(value))
      )
        findings.push(secretFinding(lineOf(node), key));
      if (key === "dangerouslySetInnerHTML" && type === "ObjectProperty") {
        add(
          {
            category: "security",
            severity: "high",
            rule: "security/dangerously-set-inner-html",
            message:
              "dangerouslySetInnerHTML inserts raw HTML (XSS risk). Render the content as React elements, or sanitise it with DOMPurify first.",
          },
          node,
        );
      }
    }

    if (type === "JSXAttribute" && nameOf(node.name as Node) === "dangerouslySetInnerHTML") {
      add(
        {
          category: "security",
          severity: "high",
          rule: "security/dangerously-set-inner-html",
          message:
            "dangerouslySetInnerHTML inserts raw HTML (XSS risk). Render the content as React elements, or sanitise it with DOMPurify first.",
        },
        node,
      );
    }

    // Children, in source order; a loop's body counts as "inside the loop".
    for (const key of Object.keys(node)) {
      if (SKIP_KEYS.has(key)) continue;
      const value = node[key];
      const inLoopBody = LOOP_TYPES.has(type) && (key === "body" || key === "test" || key === "update");
      if (inLoopBody) fn.loops++;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) visit(child, node, key);
      } else if (isNode(value)) visit(value, node, key);
      if (inLoopBody) fn.loops--;
    }

    if (nested) fn.depth--;
    if (pushedIter) iterStack.pop();
    if (pushedFn) {
      fnStack.pop();
      functions.push(pushedFn.stats);
    }
    void ctx;
  }

  visit(parsed.ast, undefined, undefined);
  // Top-level code counts for nesting only.
  if (moduleCtx.stats.maxNesting >= 5) {
    findings.push(
      ...functionFindings({ ...moduleCtx.stats, complexity: 1, length: 0, params: 0 }).filter(
        (f) => f.rule === "architecture/nesting",
      ),
    );
  }
  for (const fn of functions) findings.push(...functionFindings(fn));
  return { findings, functions, syntaxErrors: parsed.syntaxErrors, blankedLines: parsed.blankedLines };
}
