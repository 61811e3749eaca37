import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";

const ROOT = path.resolve(import.meta.dirname, "../../..");

/**
 * Loads the server entry the way `node src/server.ts` does (its imports, not main()), then the
 * production server build, and lists which of React's CommonJS builds actually ran. Node parses
 * both branches of React's index.js, so only modules marked loaded count.
 */
function reactBuildsLoaded(extraArgs: string[]): string[] {
  const code = `
    await import("./src/server.ts");
    await import("./build/server/index.js");
    const { default: Module } = await import("node:module");
    const loaded = Object.entries(Module._cache)
      .filter(([file, mod]) => mod.loaded && /react(-dom)?\\/cjs\\//.test(file))
      .map(([file]) => file.split("/").at(-1));
    console.log(JSON.stringify(loaded));
  `;
  const env = { ...process.env };
  delete env.NODE_ENV;
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", code, "--", ...extraArgs], {
    cwd: ROOT,
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "[]") as string[];
}

test("the production server renders with React's production build, even without NODE_ENV", () => {
  const loaded = reactBuildsLoaded([]);
  expect(loaded).toContain("react-dom-server.node.production.js");
  expect(loaded).toContain("react.production.js");
  expect(loaded.filter((f) => f.includes(".development."))).toEqual([]);
});

test("npm run dev (--dev) keeps React's development build", () => {
  const loaded = reactBuildsLoaded(["--dev"]);
  expect(loaded).toContain("react.development.js");
  expect(loaded.filter((f) => f.includes(".production."))).toEqual([]);
});
