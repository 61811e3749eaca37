import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_SHAPE_MESSAGES, TEXT_MESSAGES } from "#src/lib/text.ts";
import { user } from "#src/platform/auth/auth.tables.ts";
import { grantRole } from "#src/platform/auth/roles.ts";
import { createLogger } from "#src/platform/log/logger.ts";
import { API_ENDPOINTS } from "#src/server.ts";
import { createTestApp, type TestClient } from "../helpers/test-app.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: "1000" } });
  admin = t.client();
  const email = "hygiene-admin@x.example";
  expect((await admin.post("/api/identity/sign-up", { email, password: "secret-pass" })).status).toBe(201);
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  for (const role of ["admin", "employee", "workspace_user"] as const)
    await grantRole(t.db, u!.id, role, null);
});
afterAll(async () => {
  await t.close();
});

const LONE_HIGH = "\ud83d";
const LONE_LOW = "\ude00";

/** Strings that broke things before: half emoji, NUL, controls, odd Unicode, long runs. */
const hostileString = fc.oneof(
  fc.constantFrom(
    LONE_HIGH,
    `Ada ${LONE_LOW}`,
    "a\u0000b",
    "\u0000",
    "\u001b[31m",
    "\u007f\u0085\u009f",
    "line\nbreak",
    "tab\there",
    "\u2028",
    "Rene\u0301",
    "😀".repeat(50),
    "%00",
    "%ED%A0%80",
    "../../etc/passwd",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "x".repeat(70_000),
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
);

/** Field names the contracts use, so hostile strings land where the validators look. */
const FIELDS = [
  "email",
  "password",
  "name",
  "full_name",
  "fullName",
  "company_name",
  "companyName",
  "company",
  "message",
  "contact_info",
  "contact_method",
  "segment",
  "job_title",
  "service_type",
  "goal",
  "timeframe",
  "pitch",
  "code",
  "language",
  "selectedSystems",
  "selectedRequirements",
  "companySize",
  "industry",
  "businessChallenges",
  "agencyType",
  "dataClassification",
  "projectType",
  "budgetRange",
  "timeline",
  "projectDescription",
  "linkedinProfile",
  "date",
  "time",
  "notes",
  "leadId",
  "visitorTimeZone",
  "source",
  "analysisId",
  "phone",
  "username",
  "theme",
  "role",
  "portal",
  "founderName",
  "website",
  "stage",
  "problem",
  "solution",
  "traction",
  "currentPassword",
  "newPassword",
  "confirmPassword",
];

const hostileBody = fc.dictionary(
  fc.constantFrom(...FIELDS),
  fc.oneof(hostileString, fc.array(hostileString, { maxLength: 3 })),
  { maxKeys: 8 },
);

/** Percent-encoding that also carries lone surrogates (as their 3-byte WTF-8 form), like a raw client could. */
function encode(value: string): string {
  let out = "";
  for (const ch of value) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) {
      out += [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join("");
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const fill = (path: string, value: string) =>
  path.replace(/:[A-Za-z]+/g, () => encode(value)).replace("*", encode(value));

// A walk over every endpoint (twelve generated requests each): it grows with the API and slows
// down several times on a loaded machine, so it gets more than the default 30 s.
describe("generated hostile input over every endpoint", { timeout: 180_000 }, () => {
  it("never answers 5xx, whatever the strings in the body, the path and the query", async () => {
    const endpoints = API_ENDPOINTS.filter((e) => !e.path.startsWith("/api/auth/"));
    expect(endpoints.length).toBeGreaterThan(30);
    for (const e of endpoints) {
      await fc.assert(
        fc.asyncProperty(hostileBody, hostileString, hostileString, async (body, param, query) => {
          const url = `${fill(e.path, param)}?q=${encode(query)}&date=${encode(query)}`;
          const client = e.permission === "public" && Math.random() < 0.5 ? t.client() : admin;
          const form = new FormData();
          for (const [k, v] of Object.entries(body)) form.set(k, Array.isArray(v) ? v.join(",") : v);
          const payload =
            e.method === "GET" || e.method === "DELETE"
              ? undefined
              : e.path.endsWith("/pitches") || e.path.endsWith("/avatar")
                ? form
                : body;
          // Every answer is asked for compressed, as browsers ask: a compressed answer's length, if
          // it names one, is the compressed one (compressed-downloads.test.ts checks the bytes).
          const res = await client.request(e.method, url, payload, {
            "accept-encoding": "gzip, deflate, br",
          });
          if (res.status >= 500)
            throw new Error(`${e.method} ${url} → ${res.status} ${JSON.stringify(res.json)}`);
          const length = res.headers.get("content-length");
          if (res.headers.has("content-encoding") && length !== null && Number(length) !== res.bytes)
            throw new Error(`${e.method} ${url} → compressed with a Content-Length not its own`);
        }),
        { numRuns: 12 },
      );
    }
  });
});

/** Bodies whose shape, not their strings, is the attack: nesting, width and length. */
const deepArrays = "[".repeat(10_000) + "]".repeat(10_000);
const deepObjects = '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000);
const manyKeys = JSON.stringify(Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 0])));
const longStrings = JSON.stringify(
  Object.fromEntries(FIELDS.slice(0, 3).map((f) => [f, "x".repeat(20_000)])),
);
const HOSTILE_SHAPES = { deepArrays, deepObjects, manyKeys, longStrings };

describe("bodies of hostile shape on every JSON endpoint", { timeout: 180_000 }, () => {
  it("answers deep nesting, many keys and long strings with a 4xx, never a 5xx or an error log", async () => {
    const errors: string[] = [];
    const original = t.services.logger;
    t.services.logger = Object.assign(Object.create(original), {
      error: (obj: unknown, msg?: string) => errors.push(`${msg} ${JSON.stringify(obj).slice(0, 300)}`),
    });
    const failures: string[] = [];
    try {
      const endpoints = API_ENDPOINTS.filter(
        (e) => !e.path.startsWith("/api/auth/") && e.method !== "GET" && e.body !== "multipart",
      );
      expect(endpoints.length).toBeGreaterThan(100);
      for (const e of endpoints) {
        const url = fill(e.path, "00000000-0000-4000-8000-000000000000");
        for (const client of e.permission === "public" ? [t.client(), admin] : [admin]) {
          for (const [name, raw] of Object.entries(HOSTILE_SHAPES)) {
            const res = await client.request(e.method, url, raw, { "content-type": "application/json" });
            if (res.status >= 500) failures.push(`${e.method} ${e.path} ${name} → ${res.status}`);
          }
        }
      }
    } finally {
      t.services.logger = original;
    }
    expect(failures).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("says what is wrong with a body nested too deeply or too wide, on public forms and sign-in", async () => {
    for (const path of [
      "/api/identity/sign-in",
      "/api/marketing/contact-submissions",
      "/api/marketing/contact-messages",
    ]) {
      for (const raw of [deepArrays, deepObjects]) {
        const res = await t.client().request("POST", path, raw, { "content-type": "application/json" });
        expect(res.status, path).toBe(400);
        expect(res.json.error).toBe(BODY_SHAPE_MESSAGES.tooDeep);
      }
      const wide = await t.client().request("POST", path, manyKeys, { "content-type": "application/json" });
      expect(wide.status, path).toBe(400);
      expect(wide.json.error).toBe(BODY_SHAPE_MESSAGES.tooManyKeys);
    }
  });

  it("still takes a body 64 levels deep that the contract ignores", async () => {
    const res = await t.client().post("/api/marketing/contact-messages", {
      name: "Ada",
      email: "ada@engines.example",
      message: "Hello",
      extra: JSON.parse("[".repeat(60) + "]".repeat(60)),
    });
    expect(res.status).toBe(201);
  });
});

/** A valid request per text-taking endpoint: each text field in turn gets a lone surrogate or a NUL. */
const VALID: Record<string, Record<string, unknown>> = {
  "/api/marketing/contact-submissions": {
    full_name: "Ada Lovelace",
    job_title: "Founder",
    company_name: "Analytical Engines",
    segment: "startup",
    service_type: "MVP development",
    goal: "Launch an MVP",
    timeframe: "1-3 months",
    contact_method: "Email",
    contact_info: "ada@engines.example",
  },
  "/api/marketing/contact-messages": { name: "Ada", email: "ada@engines.example", message: "Hello there" },
  "/api/marketing/resource-requests": { segment: "startup", email: "ada@engines.example", name: "Ada" },
  "/api/startup/analyses": { pitch: "A ledger for small shops.", email: "ada@engines.example" },
  "/api/enterprise/analyses": {
    selectedSystems: ["sap-s4hana"],
    email: "jane.doe@acme-manufacturing.com",
    companySize: "large",
    industry: "manufacturing",
    businessChallenges: "Batch interfaces",
  },
  "/api/enterprise/consultations": { name: "Jane Doe", email: "jane@acme.example", phone: "+1 202 555 0100" },
  "/api/government/analyses": {
    selectedRequirements: ["fedramp"],
    email: "cio@agency.example.gov",
    agencyType: "federal",
    dataClassification: "sensitive",
  },
  "/api/intake/submissions": {
    fullName: "Ada Lovelace",
    email: "ada@engines.example",
    companyName: "Analytical Engines",
    projectType: "mvp",
    budgetRange: "25k_50k",
    timeline: "1_3_months",
    projectDescription: "A ledger for small shops.",
    linkedinProfile: "",
  },
  "/api/intake/bookings": {
    date: "2099-01-05",
    time: "09:00",
    fullName: "Ada Lovelace",
    email: "ada@engines.example",
    notes: "",
  },
  "/api/ventures/applications": {
    name: "Grace",
    email: "grace@orbit.example",
    company: "Orbit",
    projectDescription: "x",
  },
  "/api/code-lab/analyses": { code: "const a = 1;", language: "javascript" },
  "/api/identity/sign-up": { email: "new@x.example", password: "secret-pass" },
  "/api/identity/sign-in": { email: "new@x.example", password: "secret-pass" },
};

describe("the shared text rule at every contract", () => {
  it("refuses a lone surrogate and a NUL in every text field of every form with 400 and a clear message", async () => {
    const failures: string[] = [];
    for (const [path, valid] of Object.entries(VALID)) {
      for (const [field, value] of Object.entries(valid)) {
        if (typeof value !== "string" && !Array.isArray(value)) continue;
        for (const bad of [`${String(value)}${LONE_HIGH}`, `a\u0000b`]) {
          const body = { ...valid, [field]: Array.isArray(value) ? [bad] : bad };
          const res = await t.client().post(path, body);
          const said = String(res.json?.error ?? "");
          const clear =
            said.includes(TEXT_MESSAGES.brokenCharacter) || said.includes(TEXT_MESSAGES.controlCharacter);
          if (res.status !== 400 || !clear)
            failures.push(`${path} ${field} ${JSON.stringify(bad)} → ${res.status} ${said}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a line break in a one-line field and keeps it in a multi-line one", async () => {
    const name = await t.client().post("/api/marketing/contact-messages", {
      name: "Ada\nLovelace",
      email: "ada@engines.example",
      message: "Hello",
    });
    expect(name.status).toBe(400);
    expect(name.json.fields.name).toBe(`Name ${TEXT_MESSAGES.lineBreak}`);
    const message = await t.client().post("/api/marketing/contact-messages", {
      name: "Ada",
      email: "ada@engines.example",
      message: "Line one\n\tLine two",
    });
    expect(message.status).toBe(201);
  });

  it("stores text normalised to NFC", async () => {
    const res = await t.client().post("/api/marketing/contact-messages", {
      name: "Rene\u0301 Nfc",
      email: "rene@nfc.example",
      message: "Cafe\u0301",
    });
    expect(res.status).toBe(201);
    const rows = (await t.db.execute(
      sql`select name, message from contact_messages where email = 'rene@nfc.example'`,
    )) as unknown as { rows: { name: string; message: string }[] };
    expect(rows.rows[0]).toEqual({ name: "René Nfc", message: "Café" });
  });

  it("refuses a NUL or a broken character in a path or query parameter with 400", async () => {
    for (const url of [
      "/api/identity/users/a%00b/roles/employee",
      "/api/guides/%ED%A0%80",
      "/api/enterprise/analyses/%00/pdf",
      "/api/intake/slots?date=2099-01-05%00",
      "/blog/%00",
    ]) {
      const res = await admin.request(url.startsWith("/api/identity/users") ? "PUT" : "GET", url);
      expect(res.status, url).toBe(400);
    }
  });

  it("keeps the visitor's data out of the error log when the database refuses a write", async () => {
    const lines: string[] = [];
    const logger = createLogger("info");
    const original = t.services.logger;
    t.services.logger = Object.assign(Object.create(logger), {
      error: (obj: unknown, msg?: string) => lines.push(JSON.stringify({ obj, msg })),
      warn: (obj: unknown, msg?: string) => lines.push(JSON.stringify({ obj, msg })),
    });
    // Make the contact_messages table refuse the insert: the failing query carries the visitor's data.
    await t.db.execute(
      sql`alter table contact_messages add constraint hygiene_refuse check (length(name) < 0) not valid`,
    );
    try {
      const res = await t.client().post("/api/marketing/contact-messages", {
        name: "Private Person",
        email: "private.person@secret.example",
        message: "My private message",
      });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table contact_messages drop constraint hygiene_refuse`);
      t.services.logger = original;
    }
    expect(lines.length).toBeGreaterThan(0);
    const logged = lines.join("\n");
    expect(logged).not.toContain("private.person@secret.example");
    expect(logged).not.toContain("Private Person");
    expect(logged).not.toContain("My private message");
  });
});
