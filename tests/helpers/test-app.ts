import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Role } from "#src/lib/roles.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { loadConfig } from "#src/platform/config/config.ts";
import type { Database } from "#src/platform/db/db.ts";
import { silentLogger } from "#src/platform/log/logger.ts";
import { buildHttpApp, createServices } from "#src/server.ts";
import { createTestDatabase } from "./test-db.ts";

export const TEST_ORIGIN = "http://localhost:3000";
export const TEST_SECRET = "test-secret-0123456789-0123456789-abcdef";

/** The real HTTP app (every slice's API) on a fresh database, driven with app.request(). */
export async function createTestApp(opts: { database?: Database; env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-test-"));
  const database = opts.database ?? (await createTestDatabase());
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    SEED_DEMO: "0",
    // Every success answer is checked against the response the OpenAPI document gives it.
    CHECK_RESPONSES: "1",
    ...opts.env,
  });
  const services = createServices(config, silentLogger, database, TEST_SECRET);
  const app = buildHttpApp(services);
  const client = () => new TestClient(app);
  return {
    app,
    services,
    database,
    db: database.db,
    dataDir,
    client,
    /**
     * A new account signed in through the real sign-up endpoint (password "secret-pass"), with the
     * given roles granted and, with `verified: true`, its email marked verified.
     */
    signUp: async (
      email: string,
      roles: readonly Role[] = [],
      { verified = false }: { verified?: boolean } = {},
    ): Promise<{ c: TestClient; userId: string }> => {
      const c = client();
      const res = await c.post("/api/identity/sign-up", { email, password: "secret-pass" });
      if (res.status !== 201)
        throw new Error(`sign-up of ${email}: ${res.status} ${JSON.stringify(res.json)}`);
      const [u] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
      if (verified) await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, u!.id));
      for (const role of roles) await grantRole(database.db, u!.id, role, null);
      return { c, userId: u!.id };
    },
    close: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type AppLike = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/** A browser stand-in: keeps cookies and sends the Origin header better-auth's CSRF check wants. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly app: AppLike;
  constructor(app: AppLike) {
    this.app = app;
  }
  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { origin: TEST_ORIGIN, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (typeof body === "string") {
      payload = body;
      h["content-type"] ??= "application/json";
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      h["content-type"] = "application/json";
    }
    const res = await this.app.request(url, { method, headers: h, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const [k, ...v] = pair!.split("=");
      const value = v.join("=");
      if (!value || /max-age=0/i.test(c)) this.cookies.delete(k!.trim());
      else this.cookies.set(k!.trim(), value);
    }
    const raw = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(raw);
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json, headers: res.headers, bytes: raw.byteLength };
  }
  /** The Cookie header this client sends, for requests made outside it (a raw socket). */
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  get = (url: string) => this.request("GET", url);
  post = (url: string, body?: unknown) => this.request("POST", url, body ?? {});
  put = (url: string, body?: unknown) => this.request("PUT", url, body);
  patch = (url: string, body?: unknown) => this.request("PATCH", url, body);
  del = (url: string) => this.request("DELETE", url);
}
