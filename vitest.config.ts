import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Vitest's default is one worker fewer than the cores, which is one worker on a two-core machine:
// most files wait on child processes, sockets and PGlite as much as they compute, so one worker per
// core keeps both busy (unit suite 235 s -> 152 s on two cores).
const maxWorkers = Math.max(2, availableParallelism());

// Test files share their worker's modules instead of importing the server afresh for each file:
// most files import the whole app, and evaluating it again for every file was a third of the unit
// suite's time (158 s -> 83 s on two cores). Every file builds its own app, services and database
// copy, so no state of one file reaches the next through those; what a file changes globally (a
// stubbed fetch, an environment variable, a spy) is put back after each test by the options below.
// The suite passes in shuffled file order (`vitest run --sequence.shuffle.files`), which is how a
// leak between files would show.
const sharedModules = {
  isolate: false,
  unstubGlobals: true,
  unstubEnvs: true,
  restoreMocks: true,
};

export default defineConfig({
  test: {
    maxWorkers,
    reporters: ["default", "./tests/reporters/slowest-vitest.ts"],
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/**/*.test.ts",
            "src/**/*.test.tsx",
            "tests/unit/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          ...sharedModules,
          // One migrated PGlite template for the whole run; each test file loads a copy of it.
          globalSetup: ["tests/helpers/vitest-global-setup.ts"],
          // Generous: the same tests run 3–5 times slower on a 2-core machine under load (CI shares
          // it); a timeout here is a wait, not a performance assertion (benchmarks measure speed).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The same database-facing suites, run against PostgreSQL when TEST_DATABASE_URL is set.
        test: {
          name: "integration",
          // scripts/: the backup → wipe → restore round trip (pg_dump and psql on PostgreSQL).
          include: ["src/**/*.integration.test.ts", "scripts/**/*.integration.test.ts"],
          environment: "node",
          setupFiles: ["tests/helpers/pg-one-query-at-a-time.ts"],
          ...sharedModules,
          // Generous: the same tests run 3–5 times slower on a 2-core machine under load (CI shares
          // it); a timeout here is a wait, not a performance assertion (benchmarks measure speed).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
