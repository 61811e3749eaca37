import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FRESH_SETUP_CODE } from "./ports.ts";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// The pinned Node 24 of the repository (npm scripts put it first on PATH; a bare `npx` may not).
const localNode = path.join(repoRoot, "node_modules/.bin/node");
const nodeBinary = fs.existsSync(localNode) ? localNode : process.execPath;
// The flags `npm start` gives Node (package.json's "start" up to its script), so the test servers
// run as users run the app: see decision 028 for what each one does.
const START_FLAGS = (() => {
  const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    scripts: { start: string };
  };
  const [, ...args] = pkg.scripts.start.split(/\s+/);
  return args.slice(0, args.indexOf("scripts/start.ts"));
})();

export type TestServer = {
  url: string;
  stop(): Promise<void>;
  /** What the server printed on standard output so far (the start-up banner, the setup code). */
  output(): string;
};

/**
 * Starts the built server (`node src/server.ts` with the build's stripped sources, as `npm start`
 * runs it, after `npm run build`) on
 * its own port and its own, emptied DATA_DIR under .e2e/, and waits for /api/health.
 * Demo mode seeds the demo accounts and content; without it the database is a first run.
 */
export async function startServer(
  port: number,
  opts: { demo: boolean; env?: Record<string, string | undefined> },
): Promise<TestServer> {
  const url = `http://127.0.0.1:${port}`;
  if (await portAnswers(port)) {
    throw new Error(
      `Port ${port} is already in use (another test run, or a server left over from one). ` +
        "Stop it, or give this run other ports with E2E_PORT_BASE.",
    );
  }
  const dataDir = path.join(repoRoot, ".e2e", String(port));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(nodeBinary, [...START_FLAGS, "src/server.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      SEED_DEMO: opts.demo ? "1" : "0",
      // The first-run server's setup code is known to the tests (Create Admin Account asks for it).
      ...(opts.demo ? {} : { SETUP_CODE: FRESH_SETUP_CODE }),
      // Outside demo mode the FLARE canvas has no default password and the server refuses to start.
      ...(opts.demo ? {} : { FLARE_CANVAS_PASSWORD: "e2e-flare-canvas-password" }),
      ENABLE_TEST_ROUTES: "1",
      // The CRM specs serve a company website on 127.x.y.z for Quick Fill, Enrich Data and the scan.
      TEST_LOOPBACK_FETCH: "1",
      RATE_LIMIT_SCALE: "20",
      // Every API answer is checked against the response the OpenAPI document gives it.
      CHECK_RESPONSES: "1",
      LOG_LEVEL: "warn",
      // A spec's own settings (undefined removes one, as a deployment that does not set it).
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout = (stdout + chunk.toString()).slice(-20_000);
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  // A worker that dies without its teardown must not leave the server holding the port.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = Date.now() + 180_000;
  let up = false;
  while (!up) {
    const early = await Promise.race([exited, delay(150).then(() => "running" as const)]);
    if (early !== "running") {
      throw new Error(
        `The test server on port ${port} exited (code ${early}) before it answered:\n${stderr}`,
      );
    }
    up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (!up && Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The test server on port ${port} did not answer /api/health within 180 s:\n${stderr}`);
    }
  }
  return {
    url,
    output: () => stdout,
    stop: async () => {
      process.removeListener("exit", killOnExit);
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const code = await Promise.race([exited, delay(10_000).then(() => "timeout" as const)]);
      if (code === "timeout") child.kill("SIGKILL");
    },
  };
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
