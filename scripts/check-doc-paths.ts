// `npm run check` (part): docs that stay true. Every repository path a Markdown file names (in a
// link, or in backticks such as `src/platform/http/api-guard.ts`) must exist, so a renamed or
// deleted file cannot leave a doc pointing at nothing. Placeholders (`<slice>`, `*`, `:id`, `…`)
// are patterns, not paths, and are skipped; so are addresses and paths outside the repository.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Top-level names a repository path starts with. */
const TOP = new Set(
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => !["node_modules", ".git", "build"].includes(e.name))
    .map((e) => e.name),
);

const PLACEHOLDER = /[<>*{}…]|:[a-z]|\.\.\.|\$\{/i;

/** The paths a Markdown text names: link targets (relative to it) and backticked repository paths. */
export function namedPaths(markdown: string): { named: string; link: boolean }[] {
  const out = new Map<string, boolean>();
  const text = markdown.replace(/```[\s\S]*?```/g, "");
  for (const m of text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)) out.set(m[1]!, true);
  for (const m of text.matchAll(/`([^`\s]+)`/g)) if (!out.has(m[1]!)) out.set(m[1]!, false);
  return [...out]
    .filter(([p]) => !/^[a-z]+:/i.test(p) && !p.startsWith("#") && !PLACEHOLDER.test(p))
    .map(([named, link]) => ({ named, link }));
}

/** Where a named path points, or null when it is not a repository path. */
function resolveNamed(mdFile: string, named: string, link: boolean): string | null {
  const clean = named.replace(/[),.;:]+$/, "").replace(/:\d+(?:-\d+)?$/, "");
  if (clean.startsWith("/") || clean.startsWith("~")) return null;
  // A link is relative to the Markdown file, as a reader's browser resolves it.
  if (link) return path.resolve(path.dirname(mdFile), clean);
  // Backticks: a path from the repository's root (`src/…`, `docs/…`, `package.json`); an import
  // specifier in an example (`../server/x.ts`) or a bare word is not one.
  const first = clean.split("/")[0]!;
  if (TOP.has(first) && (clean.includes("/") || TOP.has(clean))) return path.join(root, clean);
  return null;
}

/** Folders the product creates at run time (DATA_DIR, bench/node_modules) are named but ignored by git. */
function ignoredByGit(target: string): boolean {
  try {
    const rel = path.relative(root, target);
    // A folder pattern (`bench/node_modules/`) matches only a path that ends in a slash.
    execFileSync("git", ["check-ignore", rel, `${rel}/`], { cwd: root, stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function checkDocPaths(mdFiles: string[]): string[] {
  const problems: string[] = [];
  for (const file of mdFiles) {
    const rel = path.relative(root, file);
    for (const { named, link } of namedPaths(fs.readFileSync(file, "utf8"))) {
      const target = resolveNamed(file, named, link);
      if (target && !fs.existsSync(target) && !ignoredByGit(target))
        problems.push(`${rel}: names ${named}, which does not exist`);
    }
  }
  return problems;
}

if (import.meta.main) {
  const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "*.md"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\n")
    .filter((f) => f && !f.includes("node_modules/"))
    .map((f) => path.join(root, f))
    .filter((f) => fs.existsSync(f));
  const problems = checkDocPaths(tracked);
  if (problems.length) {
    console.error(`Markdown files name paths that do not exist:\n  ${problems.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(`doc paths: every repository path named in ${tracked.length} Markdown files exists`);
  }
}
