import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Role } from "#src/lib/roles.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import type { createTestApp, TestClient } from "../../../tests/helpers/test-app.ts";

type App = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;

/** A signed-in client holding exactly these roles (none: a plain account). */
export async function staffClient(
  t: App,
  roles: Role[],
  name?: string,
): Promise<TestClient & { email: string; userId: string }> {
  const email = `crm-${++counter}-${roles.join("-") || "plain"}@agency.example`;
  const c = t.client();
  const res = await c.post("/api/identity/sign-up", { email, password: "secret-pass" });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (name) await t.db.update(user).set({ name }).where(eq(user.id, u!.id));
  for (const role of roles) await grantRole(t.db, u!.id, role, null);
  return Object.assign(c, { email, userId: u!.id });
}

/** The home page's contact form, as a visitor sends it (the lead's first capture). */
export function homeFormLead(overrides: Record<string, string> = {}) {
  return {
    full_name: "Ada Lovelace",
    job_title: "CTO",
    company_name: "Analytical Engines",
    segment: "enterprise",
    service_type: "Cloud Migration",
    goal: "enhance security posture",
    timeframe: "1-3 months",
    contact_method: "Email",
    contact_info: "ada@analytical.example",
    website: "",
    ...overrides,
  };
}

export async function submitHomeForm(t: App, overrides: Record<string, string> = {}): Promise<string> {
  await t.services.rateLimiter.reset();
  const res = await t.client().post("/api/marketing/contact-submissions", homeFormLead(overrides));
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  const email = (overrides.contact_info ?? "ada@analytical.example").toLowerCase();
  return email;
}
