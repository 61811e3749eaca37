import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { seedDemoOnce } from "#db/seed.ts";
import { demoAccountsFor } from "#src/features/identity/server/demo.ts";
import { DEMO_ACCOUNTS } from "#src/features/identity/server/identity.seed.ts";
import { loadConfig, requireFlareCanvasPassword } from "#src/platform/config/config.ts";
import { DemoAccountsPresentError, prepareAccounts } from "#src/server.ts";
import { createTestApp } from "../../helpers/test-app.ts";

const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** The app as `npm start` would configure it from these variables (no test overrides). */
async function appWith(env: Record<string, string | undefined>) {
  const app = await createTestApp({
    env: { SEED_DEMO: undefined, ...env } as unknown as Record<string, string>,
  });
  apps.push(app);
  return app;
}

describe("demo mode is on by default only where nobody else can reach the server", () => {
  it("is on for `npm start` on a local machine (PUBLIC_URL unset, localhost or 127.0.0.1)", () => {
    expect(loadConfig({}).demo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000" }).demo).toBe(true);
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:3100" }).demo).toBe(true);
  });

  it("is off on a public address unless SEED_DEMO=1, which is flagged for a warning", () => {
    expect(loadConfig({ PUBLIC_URL: "https://agency.example" }).demo).toBe(false);
    const forced = loadConfig({ PUBLIC_URL: "https://agency.example", SEED_DEMO: "1" });
    expect(forced.demo).toBe(true);
    expect(forced.demoOnPublicUrl).toBe(true);
    expect(loadConfig({}).demoOnPublicUrl).toBe(false);
  });

  it("creates no demo accounts on an instance whose PUBLIC_URL is https://agency.example", async () => {
    const t = await appWith({ PUBLIC_URL: "https://agency.example" });
    const { setupCode } = await prepareAccounts(t.services);
    expect(setupCode).toBeTruthy();
    expect(demoAccountsFor(t.services.config)).toEqual([]);
    const c = t.client();
    const res = await c.request(
      "POST",
      "/api/identity/sign-in",
      { ...DEMO_ACCOUNTS[0], portal: "general" },
      { origin: "https://agency.example" },
    );
    expect(res.status).toBe(401);
  });

  it("refuses to start without demo mode on a database that still holds the demo accounts", async () => {
    const demo = await appWith({ PUBLIC_URL: "http://localhost:3000" });
    await prepareAccounts(demo.services);
    // The same database, now started for a public address.
    const t = await createTestApp({
      database: demo.database,
      env: { PUBLIC_URL: "https://agency.example", SEED_DEMO: undefined } as unknown as Record<
        string,
        string
      >,
    });
    await expect(prepareAccounts(t.services)).rejects.toThrow(DemoAccountsPresentError);
    await expect(prepareAccounts(t.services)).rejects.toThrow(/admin@demo\.agency\.example.*SEED_DEMO=1/s);
  });
});

describe("FLARE canvas password", () => {
  it("has the demo default only in demo mode; elsewhere using FLARE without it is a clear error", () => {
    expect(requireFlareCanvasPassword(loadConfig({}))).toBe("flare-demo");
    const deployed = loadConfig({ PUBLIC_URL: "https://agency.example" });
    expect(deployed.flareCanvasPassword).toBeUndefined();
    expect(() => requireFlareCanvasPassword(deployed)).toThrow(
      /FLARE_CANVAS_PASSWORD: required when FLARE is used/,
    );
    expect(
      requireFlareCanvasPassword(
        loadConfig({ PUBLIC_URL: "https://agency.example", FLARE_CANVAS_PASSWORD: "own-canvas-pass" }),
      ),
    ).toBe("own-canvas-pass");
  });
});

const rowsOf = <T = Record<string, unknown>>(result: unknown) => (result as { rows: T[] }).rows;

describe("the demo seed on a warm start", () => {
  it("runs once per build: a marker of the build skips it, a new build seeds again", async () => {
    const t = await appWith({ PUBLIC_URL: "http://localhost:3000" });
    const db = t.services.db;
    const guideCount = async () =>
      rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from guides`))[0]!.n;
    await seedDemoOnce(db, t.services.auth, "build-1");
    const seeded = await guideCount();
    expect(seeded).toBeGreaterThan(0);
    // Rows an operator removed stay removed while the build is the same…
    await db.execute(sql`delete from guides`);
    await seedDemoOnce(db, t.services.auth, "build-1");
    expect(await guideCount()).toBe(0);
    // …and a new build (which may bring new demo rows) seeds once more, keeping one marker.
    await seedDemoOnce(db, t.services.auth, "build-2");
    expect(await guideCount()).toBe(seeded);
    const markers = await db.execute(sql`select key from setup_claims where key like 'demo-seed:%'`);
    expect(rowsOf(markers)).toEqual([{ key: "demo-seed:build-2" }]);
  });

  it("leaves no marker when the seed fails part-way, so the next start seeds again", async () => {
    const t = await appWith({ PUBLIC_URL: "http://localhost:3000" });
    const db = t.services.db;
    await db.execute(sql`alter table guides add constraint guides_fail check (false) not valid`);
    await expect(seedDemoOnce(db, t.services.auth, "build-1")).rejects.toThrow();
    const markers = await db.execute(sql`select key from setup_claims where key like 'demo-seed:%'`);
    expect(rowsOf(markers)).toEqual([]);
  });
});
