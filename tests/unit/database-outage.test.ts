import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#src/platform/config/config.ts";
import { type Database, openDatabase } from "#src/platform/db/db.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { API_ENDPOINTS, buildHttpApp, createServices } from "#src/server.ts";
import { TEST_ORIGIN, TEST_SECRET } from "../helpers/test-app.ts";

// A PostgreSQL address where nothing listens: every connection attempt is refused at once.
async function refusingPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let database: Database;
let app: ReturnType<typeof buildHttpApp>;
let dataDir: string;
beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: `postgres://postgres@127.0.0.1:${await refusingPort()}/gone`,
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-outage-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: "0" });
  const services = createServices(config, silentLogger, database, TEST_SECRET);
  // The page handler stands in for React Router, whose error boundary answers 500 when a loader throws.
  app = buildHttpApp(services, async () => new Response("<h1>Something went wrong</h1>", { status: 500 }));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const concrete = (p: string) =>
  p
    .replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000")
    .replace("/resources/00000000-0000-4000-8000-000000000000", "/resources/startup-mvp-playbook.pdf")
    .replace("*", "get-session");

describe("a database that refuses connections", () => {
  it("gives 503 with Retry-After, never 500, on every endpoint that needs it", async () => {
    const statuses: Record<string, number> = {};
    for (const e of API_ENDPOINTS) {
      const res = await app.request(concrete(e.path), {
        method: e.method,
        headers: { origin: TEST_ORIGIN, "content-type": "application/json", cookie: "x=1" },
        ...(e.method === "GET" || e.method === "DELETE" ? {} : { body: "{}" }),
      });
      const key = `${e.method} ${e.path}`;
      statuses[key] = res.status;
      expect(res.status, key).not.toBe(500);
      if (res.status === 503) {
        expect(res.headers.get("retry-after"), key).toMatch(/^\d+$/);
        // Health reports the database state; better-auth answers in its own words.
        if (e.path === "/api/health" || e.path.startsWith("/api/auth/")) continue;
        expect((await res.json()).code, key).toBe("unavailable");
      }
    }
    // The capturing endpoints reach the database with a valid body; here an empty body is a 400 first.
    expect(statuses["GET /api/health"]).toBe(503);
    expect(statuses["GET /api/identity/admin-status"]).toBe(503);
    expect(statuses["GET /api/marketing/resources/:file"]).toBe(503);
  });

  it("gives 503 on a lead submission", async () => {
    const res = await app.request("/api/marketing/contact-messages", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ name: "Olga Outage", email: "olga@outage.example", message: "Are you there?" }),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
  });

  it("turns a page's 500 into 503 with Retry-After", async () => {
    const res = await app.request("/about");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
  });
});
