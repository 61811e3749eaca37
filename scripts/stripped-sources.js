// The server's TypeScript with its types stripped once, at build time, instead of in every process.
//
// Node runs `.ts` files by stripping their types as it loads them, with `amaro` (SWC compiled to
// WebAssembly). That costs the server ~37 MiB of resident memory for its whole life: the
// WebAssembly memory grows to fit the largest file and never shrinks (decision 028). So
// `npm run build` writes each source's stripped JavaScript under build/stripped/ (this file, run
// as a script), and `npm start` loads use-stripped-sources.js first (`--import`), whose load hook hands Node
// that JavaScript for each `.ts` file it imports. The module keeps its own URL (so `import.meta.url`
// and stack traces are the source's: stripping only blanks the types, lines and columns stay),
// and Node never loads amaro. A source newer than its stripped copy (edited since the build), or
// one without a copy, is loaded the usual way.
//
// Plain JavaScript on purpose: it runs before anything could strip a type.
import fs from "node:fs";
import { registerHooks, stripTypeScriptTypes } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD = path.join(ROOT, "build");
/** The folders whose `.ts` files a server process loads. */
const SOURCE_DIRS = ["src", "db", "scripts"];

/** Where the stripped copy of `file` (an absolute path of a `.ts` source) lives. */
export function strippedCopyOf(file, buildDir = BUILD) {
  return path.join(buildDir, "stripped", `${path.relative(ROOT, file)}.js`);
}

function listSources(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listSources(full, out);
    else if (entry.name.endsWith(".ts") && !/\.(test|d)\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Writes the stripped copy of every server source; returns how many. */
export function writeStrippedSources(buildDir = BUILD) {
  fs.rmSync(path.join(buildDir, "stripped"), { recursive: true, force: true });
  let files = 0;
  for (const dir of SOURCE_DIRS) {
    for (const file of listSources(path.join(ROOT, dir))) {
      const copy = strippedCopyOf(file, buildDir);
      fs.mkdirSync(path.dirname(copy), { recursive: true });
      fs.writeFileSync(copy, stripTypeScriptTypes(fs.readFileSync(file, "utf8"), { mode: "strip" }));
      files++;
    }
  }
  return files;
}

/** The stripped JavaScript for a module URL, or null when Node should load the source itself. */
export function strippedSourceFor(url, buildDir = BUILD) {
  if (!url.startsWith("file:") || !url.endsWith(".ts")) return null;
  const file = fileURLToPath(url);
  if (!SOURCE_DIRS.some((dir) => file.startsWith(path.join(ROOT, dir) + path.sep))) return null;
  const copy = strippedCopyOf(file, buildDir);
  try {
    if (fs.statSync(copy).mtimeMs < fs.statSync(file).mtimeMs) return null;
    return fs.readFileSync(copy, "utf8");
  } catch {
    return null;
  }
}

/** The nearest package.json's "type" for each folder asked about (null: none, or no "type"). */
const scopeTypes = new Map();

function scopeTypeOf(dir) {
  if (scopeTypes.has(dir)) return scopeTypes.get(dir);
  let type = null;
  try {
    type = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).type ?? null;
  } catch (err) {
    const parent = path.dirname(dir);
    if (err?.code === "ENOENT" && parent !== dir) type = scopeTypeOf(parent);
  }
  scopeTypes.set(dir, type);
  return type;
}

/**
 * A relative ESM import between two files of a dependency, resolved without Node's package scope
 * lookup, or null to leave it to Node. For every file it resolves, Node re-reads the nearest
 * package.json and parses its whole "exports" map: drizzle-orm's and date-fns's are ~180 KiB each
 * and the server loads hundreds of their files, which was about a third of start-up (issue 32).
 * Only the case with one possible answer: an `import` of `./x.js` or `./x.mjs` from inside
 * node_modules, to a file that exists, in a scope whose "type" says it is a module.
 */
export function resolveDependencyImport(specifier, parentURL, conditions) {
  if (!parentURL?.startsWith("file:") || !parentURL.includes("/node_modules/")) return null;
  if (!(specifier.startsWith("./") || specifier.startsWith("../"))) return null;
  if (!/\.m?js$/.test(specifier) || !conditions?.includes("import")) return null;
  const url = new URL(specifier, parentURL);
  const file = fileURLToPath(url);
  const isModule = file.endsWith(".mjs") || scopeTypeOf(path.dirname(file)) === "module";
  if (!isModule || !fs.existsSync(file)) return null;
  return { url: url.href, format: "module", shortCircuit: true };
}

/**
 * A bare import (`drizzle-orm`, `react`) from the server's own sources resolves the same from
 * every one of them (one node_modules above them all): resolved once per specifier, not once per
 * importing file.
 */
const appParent = (parentURL) =>
  parentURL?.startsWith("file:") &&
  !parentURL.includes("/node_modules/") &&
  fileURLToPath(parentURL).startsWith(ROOT + path.sep);
const bareResolutions = new Map();

/** Serves the stripped copies to Node's module loader from now on. */
export function registerStrippedSources(buildDir = BUILD) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const direct = resolveDependencyImport(specifier, context.parentURL, context.conditions);
      if (direct) return direct;
      const bare =
        !specifier.startsWith(".") &&
        /^(@[\w-][\w.-]*\/)?[\w-][\w.-]*(\/.*)?$/.test(specifier) &&
        appParent(context.parentURL);
      if (!bare) return nextResolve(specifier, context);
      const key = `${specifier}\0${context.conditions?.join(",")}`;
      const known = bareResolutions.get(key);
      if (known) return known;
      const resolved = nextResolve(specifier, context);
      if (resolved.url.startsWith("file:") || resolved.url.startsWith("node:"))
        bareResolutions.set(key, { ...resolved, shortCircuit: true });
      return resolved;
    },
    load(url, context, nextLoad) {
      const source = strippedSourceFor(url, buildDir);
      if (source === null) return nextLoad(url, context);
      return { format: "module", source, shortCircuit: true };
    },
  });
}

if (import.meta.main) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const started = performance.now();
  const files = writeStrippedSources(buildDir);
  console.log(
    `stripped the types of ${files} server sources into ${path.relative(process.cwd(), path.join(buildDir, "stripped"))} (${Math.round(performance.now() - started)} ms)`,
  );
}
