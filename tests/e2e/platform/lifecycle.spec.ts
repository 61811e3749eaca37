import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { LIFECYCLE_PORT } from "../ports.ts";

// The real process, started as `npm start` would (production build), on its own DATA_DIR and port.
const PORT = LIFECYCLE_PORT;
const BASE = `http://127.0.0.1:${PORT}`;

/** Every process a test started, stopped after it whatever happened (a failed test left one on its port). */
const started = new Set<ChildProcess>();
test.afterEach(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  started.clear();
});

function startServer(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ["src/server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  return child;
}

/**
 * Up to 90 s: a first start creates the database and seeds the demo (about 14 s on a quiet
 * two-core machine), and on a busy one, with the rest of the suite running, it has taken 57 s.
 */
async function waitUp() {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

test.describe.configure({ mode: "serial" });

test("graceful shutdown finishes in-flight requests; sessions survive a restart; a second process is refused", async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-lifecycle-"));
  let server = startServer(dataDir);
  await waitUp();

  // A second process on the same DATA_DIR is refused with a clear message.
  const second = startServer(dataDir);
  let secondErr = "";
  second.stderr?.on("data", (d) => {
    secondErr += String(d);
  });
  expect(await exited(second)).toBe(1);
  expect(secondErr).toContain("is in use by another process");

  // Sign in (a deliberately slow request: password hashing), and send SIGTERM while it runs.
  const signIn = fetch(`${BASE}/api/identity/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ email: "employee@demo.agency.example", password: "demo-employee-pass" }),
  });
  await new Promise((r) => setTimeout(r, 20));
  const stopped = exited(server);
  server.kill("SIGTERM");
  const res = await signIn;
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(await stopped).toBe(0);
  expect(fs.existsSync(path.join(dataDir, "data.lock"))).toBe(false);

  // Restart on the same data: the session cookie still works.
  server = startServer(dataDir);
  await waitUp();
  const me = await (await fetch(`${BASE}/api/identity/me`, { headers: { cookie } })).json();
  expect(me.user.email).toBe("employee@demo.agency.example");
  const end = exited(server);
  server.kill("SIGTERM");
  expect(await end).toBe(0);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
