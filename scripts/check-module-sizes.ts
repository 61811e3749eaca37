// `npm run check` (part): modules a person can hold in their head.
//
//   - a route module (src/root.tsx and every src/features/<slice>/pages/*.tsx) has at most
//     ROUTE_MODULE_MAX_LINES lines;
//   - a React component (a function whose name is PascalCase, declared or assigned, forwardRef and
//     memo included) has at most COMPONENT_MAX_LINES lines, from its first line to its last.
//
// Past either, split along the seams (a hook for state, a component per panel or dialog, a lib/
// file for pure rules) rather than raising the limit. Prints every module and component past its
// limit and exits 1; run with --report to list the largest ones without failing.
import fs from "node:fs";
import path from "node:path";
import { parse } from "@babel/parser";

export const ROUTE_MODULE_MAX_LINES = 300;
export const COMPONENT_MAX_LINES = 200;

const root = path.resolve(import.meta.dirname, "..");

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name)) out.push(full);
  }
  return out;
}

const isRouteModule = (rel: string) => rel === "src/root.tsx" || /^src\/features\/[^/]+\/pages\//.test(rel);
const isComponentName = (name: string | undefined) => !!name && /^[A-Z][A-Za-z0-9]*$/.test(name);

type Node = { type: string; loc?: { start: { line: number }; end: { line: number } } } & Record<
  string,
  unknown
>;

/** Every PascalCase function in a module with its line span. */
export function componentsOf(source: string): { name: string; lines: number; line: number }[] {
  const ast = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: { name: string; lines: number; line: number }[] = [];
  const span = (n: Node) => n.loc!.end.line - n.loc!.start.line + 1;
  const isFunction = (n: Node | undefined): boolean =>
    !!n && (n.type === "ArrowFunctionExpression" || n.type === "FunctionExpression");
  /** The function inside `forwardRef(fn)`, `memo(fn)` or `memo(forwardRef(fn))`. */
  const unwrap = (n: Node | undefined): Node | undefined => {
    if (!n) return undefined;
    if (isFunction(n)) return n;
    if (n.type === "CallExpression") return unwrap((n.arguments as Node[])[0]);
    return undefined;
  };
  const visit = (n: unknown) => {
    if (!n || typeof n !== "object") return;
    if (Array.isArray(n)) {
      for (const c of n) visit(c);
      return;
    }
    const node = n as Node;
    if (node.type === "FunctionDeclaration") {
      const name = (node.id as { name?: string } | null)?.name;
      if (isComponentName(name)) found.push({ name: name!, lines: span(node), line: node.loc!.start.line });
    } else if (node.type === "VariableDeclarator") {
      const name = (node.id as { name?: string }).name;
      const fn = unwrap(node.init as Node | undefined);
      if (fn && isComponentName(name)) found.push({ name: name!, lines: span(fn), line: fn.loc!.start.line });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === "loc" || key === "start" || key === "end" || key === "extra") continue;
      if (value && typeof value === "object") visit(value);
    }
  };
  visit(ast.program);
  return found;
}

export function checkModuleSizes(files: string[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join("/");
    const source = fs.readFileSync(file, "utf8");
    const lines = source.split("\n").length - (source.endsWith("\n") ? 1 : 0);
    if (isRouteModule(rel) && lines > ROUTE_MODULE_MAX_LINES)
      problems.push(`${rel}: route module of ${lines} lines (at most ${ROUTE_MODULE_MAX_LINES})`);
    for (const c of componentsOf(source))
      if (c.lines > COMPONENT_MAX_LINES)
        problems.push(
          `${rel}:${c.line}: component ${c.name} of ${c.lines} lines (at most ${COMPONENT_MAX_LINES})`,
        );
  }
  return problems;
}

if (import.meta.main) {
  const files = walk(path.join(root, "src"));
  const problems = checkModuleSizes(files);
  if (process.argv.includes("--report")) {
    for (const p of problems) console.log(p);
  } else if (problems.length) {
    console.error(`Modules past their size (split them along their seams):\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `module sizes: ${files.length} modules, every route module ≤ ${ROUTE_MODULE_MAX_LINES} lines, every component ≤ ${COMPONENT_MAX_LINES}`,
    );
  }
}
