import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { DEMO_URL, MAX_WORKERS } from "./tests/e2e/ports.ts";

// Debian's Chromium (installed by .ci/run); Playwright never downloads a browser here. The headless
// shell (Debian's chromium-headless-shell, the same engine without the browser's UI layer) is
// preferred when installed: it does the same pages with about a third less CPU, which on a two-core
// machine is the suite's limit. The full browser is the fallback.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

// Two workers suit a two-core machine (each with its own pair of servers, see tests/e2e/servers.ts);
// E2E_WORKERS overrides it, up to the four that the port plan of tests/e2e/ports.ts has room for.
const workers = Math.min(MAX_WORKERS, Math.max(1, Number(process.env.E2E_WORKERS ?? 2)));

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // Spec files are spread over the workers; the tests of one file run in order in one worker.
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["./tests/reporters/slowest-playwright.ts"]],
  use: {
    // Overridden per worker by the demoServer fixture (tests/e2e/fixtures.ts).
    baseURL: DEMO_URL,
    launchOptions: { executablePath, args: chromiumArgs },
    // Animations finish at once; specs about motion ask for "no-preference" themselves.
    reducedMotion: "reduce",
    // Recording a trace costs every test a sixth of its time (screencast frames and DOM snapshots);
    // only a retried test records one, and CI retries once.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
});
