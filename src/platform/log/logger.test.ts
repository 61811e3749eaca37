import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#src/platform/config/config.ts";
import { buildHttpApp, createServices } from "#src/server.ts";
import { TEST_ORIGIN, TEST_SECRET } from "../../../tests/helpers/test-app.ts";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import type { Database } from "../db/db.ts";
import { createLogger } from "./logger.ts";

const SECRET = "hunter2-very-private@victim.example";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger("info", stream), text: () => lines.join("") };
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("logs never contain bound query values, cookies or tokens", () => {
  it("drops the bound values of a failed query, keeps the SQL", async () => {
    const { logger, text } = capture();
    const err = await database.db.execute(sql`select ${SECRET}::int`).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    logger.error({ err }, "query failed");
    expect(text()).toContain("select $1::int");
    expect(text()).not.toContain("hunter2");
  });

  it("redacts cookies, authorization, set-cookie, tokens and passwords at any depth", () => {
    const { logger, text } = capture();
    logger.info(
      {
        headers: { cookie: `session=${SECRET}`, authorization: `Bearer ${SECRET}`, "set-cookie": SECRET },
        req: { headers: { cookie: SECRET } },
        token: SECRET,
        user: { password: SECRET, email: "ok@x.example" },
        body: { pitch: SECRET },
      },
      "request",
    );
    expect(text()).not.toContain("hunter2");
    expect(text()).toContain("ok@x.example");
  });

  it("the request log and the error handler write neither the query string, the cookie nor the body", async () => {
    const { logger, text } = capture();
    const config = loadConfig({ PUBLIC_URL: TEST_ORIGIN, SEED_DEMO: "0", DATA_DIR: "/tmp/agency-log-test" });
    const services = createServices(config, logger, database, TEST_SECRET);
    // A failure deep in a handler: its error must not drag the request into the log.
    services.ai.run = async () => {
      throw Object.assign(new Error("engine exploded"), { body: SECRET, request: { body: SECRET } });
    };
    const app = buildHttpApp(services);
    const res = await app.request(`/api/code-lab/analyses?token=${encodeURIComponent(SECRET)}`, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        "content-type": "application/json",
        cookie: `better-auth.session_token=${SECRET}`,
        authorization: `Bearer ${SECRET}`,
      },
      body: JSON.stringify({ code: `const password = "${SECRET}";`, language: "javascript" }),
    });
    expect(res.status).toBe(500);
    expect(text()).toContain("engine exploded");
    expect(text()).toContain("/api/code-lab/analyses");
    expect(text()).not.toContain("hunter2");
  });
});
