// The end-to-end servers' ports. E2E_PORT_BASE lets several runs share a machine; each run uses
// ports base … base+9. Every Playwright worker starts its own servers (see servers.ts): worker n
// (TEST_PARALLEL_INDEX, 0 … workers-1, set by Playwright in each worker process) gets the demo
// server on base+2n and the fresh (first-run) server on base+2n+1, so at most four workers fit;
// base+9 is the lifecycle spec's own process.
export const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3100);
export const MAX_WORKERS = 4;
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const DEMO_PORT = PORT_BASE + 2 * worker;
export const FRESH_PORT = PORT_BASE + 2 * worker + 1;
export const LIFECYCLE_PORT = PORT_BASE + 9;
/** The employee portal's first-run spec starts its own empty server here (one spec, one worker at a time). */
export const PEOPLE_FIRST_RUN_PORT = PORT_BASE + 8;
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const FRESH_URL = `http://127.0.0.1:${FRESH_PORT}`;
/** The fresh server's first-admin setup code (SETUP_CODE), so the e2e can type it in. */
export const FRESH_SETUP_CODE = "E2E-FRESH-SETUP-CODE";
