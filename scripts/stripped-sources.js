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

/** Serves the stripped copies to Node's module loader from now on. */
export function registerStrippedSources(buildDir = BUILD) {
  registerHooks({
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
