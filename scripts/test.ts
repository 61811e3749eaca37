// `npm test`: every check of the repository, in two lanes and then the browser suite.
//
//   lane 1: the static checks (typecheck, lint, check), then the production build and the
//           first-load budgets of the public pages, read from that build (bench/budgets.ts)
//   lane 2: the unit suite
//   then:   the end-to-end suite (it needs the build)
//
// The lanes run side by side because neither keeps two cores busy all the time: the static checks
// and the build are mostly one thread, and the unit suite's last files run one worker at a time.
// A lane stops at its first failure; the other lane finishes, so one run reports every failing
// step, and the end-to-end suite runs only when both lanes passed.
//
// The unit suite prints as it runs; lane 1's steps print each as one block when they end, so the
// two never interleave mid-line. Each step is an npm script of package.json (one list of commands).
import { spawn } from "node:child_process";

type Step = { script: string; stream: boolean };
type Outcome = { script: string; ok: boolean; seconds: number };

const started = Date.now();
const outcomes: Outcome[] = [];

function run({ script, stream }: Step): Promise<boolean> {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") },
    });
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (c: Buffer) => chunks.push(c));
    child.stderr?.on("data", (c: Buffer) => chunks.push(c));
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      const ok = code === 0;
      outcomes.push({ script, ok, seconds });
      const status = ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`;
      const header = `── npm run ${script}: ${status} in ${seconds.toFixed(1)} s ──`;
      const output = Buffer.concat(chunks).toString();
      process.stdout.write(
        stream ? `${header}\n` : `${header}\n${output}${output.endsWith("\n") || !output ? "" : "\n"}`,
      );
      resolve(ok);
    });
  });
}

async function lane(steps: Step[]): Promise<boolean> {
  for (const step of steps) if (!(await run(step))) return false;
  return true;
}

const [staticAndBuild, unit] = await Promise.all([
  lane([
    { script: "typecheck", stream: false },
    { script: "lint", stream: false },
    { script: "check", stream: false },
    { script: "build", stream: false },
    { script: "check:first-load", stream: false },
  ]),
  lane([{ script: "test:unit", stream: true }]),
]);
const passed = staticAndBuild && unit && (await run({ script: "test:e2e", stream: true }));

const total = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(
  `\nnpm test: ${passed ? "passed" : "FAILED"} in ${total} s\n${outcomes
    .map((o) => `  ${o.ok ? "ok    " : "FAILED"} ${o.seconds.toFixed(1).padStart(6)} s  ${o.script}`)
    .join("\n")}\n`,
);
process.exitCode = passed ? 0 : 1;
