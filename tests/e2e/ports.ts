// The end-to-end servers' ports. E2E_PORT_BASE lets several runs share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
export const DEMO_PORT = base;
export const FRESH_PORT = base + 1;
export const LIFECYCLE_PORT = base + 2;
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;
export const FRESH_URL = `http://127.0.0.1:${FRESH_PORT}`;
