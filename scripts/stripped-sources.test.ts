import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  resolveDependencyImport,
  strippedCopyOf,
  strippedSourceFor,
  writeStrippedSources,
} from "./stripped-sources.js";

const ROOT = path.resolve(import.meta.dirname, "..");
const SOURCE = path.join(ROOT, "src/platform/runtime/node-env.ts");
let buildDir: string;

beforeAll(() => {
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), "stripped-"));
  writeStrippedSources(buildDir);
});
afterAll(() => fs.rmSync(buildDir, { recursive: true, force: true }));

describe("stripped server sources", () => {
  it("writes each source's JavaScript with the types blanked, lines and columns kept", () => {
    const server = path.join(ROOT, "src/server.ts");
    const copy = fs.readFileSync(strippedCopyOf(server, buildDir), "utf8");
    const source = fs.readFileSync(server, "utf8");
    expect(copy).toBe(stripTypeScriptTypes(source, { mode: "strip" }));
    expect(copy.split("\n").length).toBe(source.split("\n").length);
    expect(copy).not.toMatch(/: AppServices\b/);
    expect(fs.existsSync(strippedCopyOf(path.join(ROOT, "scripts/stripped-sources.test.ts"), buildDir))).toBe(
      false,
    );
  });

  it("hands Node the copy only for a server source whose copy is not older than it", () => {
    const url = pathToFileURL(SOURCE).href;
    expect(strippedSourceFor(url, buildDir)).toContain("process.env.NODE_ENV");
    expect(strippedSourceFor(pathToFileURL(path.join(ROOT, "tests/e2e/ports.ts")).href, buildDir)).toBeNull();
    expect(strippedSourceFor("node:fs", buildDir)).toBeNull();
    // Edited since the build: the source itself is loaded (and stripped by Node as usual).
    const copy = strippedCopyOf(SOURCE, buildDir);
    const past = new Date(fs.statSync(SOURCE).mtimeMs - 60_000);
    fs.utimesSync(copy, past, past);
    expect(strippedSourceFor(url, buildDir)).toBeNull();
    fs.utimesSync(copy, new Date(), new Date());
  });

  it("a process started with the hook runs the server's TypeScript without loading Node's type stripper", () => {
    const report =
      "data:text/javascript,process.on('exit',()=>console.log('amaro:'+process.moduleLoadList.some(m=>m.includes('amaro'))+' env:'+process.env.NODE_ENV))";
    const run = (hook: string[]) =>
      spawnSync(process.execPath, [...hook, "--import", report, SOURCE], {
        cwd: ROOT,
        env: { ...process.env, BUILD_DIR: buildDir, NODE_ENV: "" },
        encoding: "utf8",
      });
    const withHook = run(["--import", "./scripts/use-stripped-sources.js"]);
    expect(withHook.stderr).toBe("");
    expect(withHook.stdout.trim()).toBe("amaro:false env:production");
    // The same start without it strips the types in the process (what the hook saves).
    expect(run([]).stdout.trim()).toBe("amaro:true env:production");
  });

  it("resolves a dependency's own ESM imports directly, and leaves every other case to Node", () => {
    const drizzle = pathToFileURL(path.resolve("node_modules/drizzle-orm/index.js")).href;
    const direct = resolveDependencyImport("./sql/index.js", drizzle, ["node", "import"]);
    expect(direct).toEqual({
      url: new URL("./sql/index.js", drizzle).href,
      format: "module",
      shortCircuit: true,
    });
    // require(), a missing file, a bare name, and an import from the server's own sources: Node's.
    expect(resolveDependencyImport("./sql/index.js", drizzle, ["node", "require"])).toBeNull();
    expect(resolveDependencyImport("./no-such-file.js", drizzle, ["node", "import"])).toBeNull();
    expect(resolveDependencyImport("react", drizzle, ["node", "import"])).toBeNull();
    const own = pathToFileURL(path.resolve("src/server.ts")).href;
    expect(resolveDependencyImport("./lib/csv.ts", own, ["node", "import"])).toBeNull();
  });
});
