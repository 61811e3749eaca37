import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium (installed by .ci/run); Playwright never downloads a browser here.
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
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

import { DEMO_PORT, DEMO_URL, FRESH_PORT, FRESH_URL } from "./tests/e2e/ports.ts";

const serverEnv = (port: number, dataDir: string, seed: "0" | "1") =>
  `DATA_DIR=${dataDir} PORT=${port} HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:${port} SEED_DEMO=${seed} ENABLE_TEST_ROUTES=1 RATE_LIMIT_SCALE=20 LOG_LEVEL=warn`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: DEMO_URL,
    launchOptions: { executablePath, args: chromiumArgs },
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: { ...devices["Desktop Chrome"], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  webServer: [
    {
      // Demo mode: demo accounts and content, as after `npm start`.
      command: `rm -rf .e2e/${DEMO_PORT} && ${serverEnv(DEMO_PORT, `.e2e/${DEMO_PORT}`, "1")} node src/server.ts`,
      url: `${DEMO_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A first run with no admin yet, for the "Create Admin Account" flow.
      command: `rm -rf .e2e/${FRESH_PORT} && ${serverEnv(FRESH_PORT, `.e2e/${FRESH_PORT}`, "0")} node src/server.ts`,
      url: `${FRESH_URL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
