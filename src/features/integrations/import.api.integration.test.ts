import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, contacts } from "#src/features/crm/server/index.ts";
import { adminActivityLogs } from "#src/platform/audit/audit.tables.ts";
import { createTestApp, TEST_ORIGIN, type TestClient } from "../../../tests/helpers/test-app.ts";
import { staffClient } from "../crm/crm-test-helpers.testing.ts";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES as M } from "./import.contract.ts";
import { crmImportRows, crmImports } from "./server/import.tables.ts";
import { runPendingImports } from "./server/index.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let employee: TestClient & { userId: string };
let other: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, ["employee", "admin"]);
  employee = await staffClient(t, ["employee"]);
  other = await staffClient(t, ["employee"]);
});
afterAll(async () => {
  await t.close();
});

const BASE = "/api/integrations/imports";

function form(content: string | Uint8Array, name = "people.csv", kind?: string) {
  const f = new FormData();
  f.set("file", new Blob([content as BlobPart], { type: "text/csv" }), name);
  if (kind) f.set("kind", kind);
  return f;
}

async function upload(c: TestClient, content: string | Uint8Array, kind?: string) {
  return c.request("POST", BASE, form(content, "people.csv", kind));
}

async function uploaded(c: TestClient, content: string | Uint8Array, kind?: string) {
  const res = await upload(c, content, kind);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.import as {
    id: string;
    header: string[];
    guessedMapping: Record<string, string>;
    kind: string;
  };
}

/** Checks every row with the mapping (the job run at once) and answers the checked import. */
async function checked(
  c: TestClient,
  id: string,
  settings: { kind: string; mapping: Record<string, string> },
) {
  const res = await c.post(`${BASE}/${id}/check`, settings);
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  expect(res.json.import.status).toBe("checking");
  await runPendingImports(t.db);
  const got = await c.get(`${BASE}/${id}`);
  expect(got.json.import.status, JSON.stringify(got.json)).toBe("checked");
  return got.json.import;
}

/** Checks the file, gives single duplicates their own choice, runs the import to its end. */
async function runToEnd(
  c: TestClient,
  id: string,
  body: {
    kind: string;
    mapping: Record<string, string>;
    duplicatePolicy: string;
    choices?: { row: number; choice: string }[];
  },
) {
  await checked(c, id, body);
  if (body.choices) {
    const chosen = await c.post(`${BASE}/${id}/choices`, { choices: body.choices });
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
  }
  const res = await c.post(`${BASE}/${id}/run`, { duplicatePolicy: body.duplicatePolicy });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await runPendingImports(t.db);
  const done = await c.get(`${BASE}/${id}`);
  expect(done.json.import.status, JSON.stringify(done.json)).toBe("done");
  return done.json.import;
}

/** The checked rows of one list (all its pages). */
async function findings(c: TestClient, id: string, query = "") {
  const res = await c.get(`${BASE}/${id}/rows${query}`);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json;
}

const CONTACTS = [
  "First name,Last name,Email,Phone,Job title,Company",
  "Grace,Hopper,grace@navy.example,+1 555 0100,Rear Admiral,",
  "Alan,Turing,ALAN@bletchley.example,,Cryptanalyst,",
  ",NoFirst,nofirst@example.com,,,",
  "Bad,Email,not-an-email,,,",
].join("\r\n");

describe("CSV import: upload, mapping, check", () => {
  it("uploads a UTF-8 file, guesses the kind and mapping, and shows the first rows", async () => {
    const imp = await uploaded(employee, CONTACTS);
    expect(imp.kind).toBe("contacts");
    expect(imp.header).toEqual(["First name", "Last name", "Email", "Phone", "Job title", "Company"]);
    expect(imp.guessedMapping).toEqual({
      "0": "firstName",
      "1": "lastName",
      "2": "email",
      "3": "phone",
      "4": "jobTitle",
      "5": "company",
    });
    const got = await employee.get(`${BASE}/${imp.id}`);
    expect(got.json.import.previewRows[0][0]).toBe("Grace");
  });

  it("accepts a UTF-8 byte order mark, semicolons and UTF-16 with its mark", async () => {
    const bom = await uploaded(employee, `\uFEFF${CONTACTS}`);
    expect(bom.header[0]).toBe("First name");
    const semi = await uploaded(employee, "First name;Last name;Email\r\nZoë;Ørsted;zoe@example.com\r\n");
    expect(semi.header).toEqual(["First name", "Last name", "Email"]);
    const text = "First name,Last name\r\nJosé,Müller\r\n";
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(text, "utf16le")]);
    const u = await uploaded(employee, utf16);
    expect(u.header).toEqual(["First name", "Last name"]);
    const got = await employee.get(`${BASE}/${u.id}`);
    expect(got.json.import.previewRows[0]).toEqual(["José", "Müller"]);
    expect(got.json.import.encoding).toBe("utf-16le");
  });

  it("refuses bad files with clear messages", async () => {
    const noFile = await employee.request("POST", BASE, new FormData());
    expect(noFile.status).toBe(400);
    expect(noFile.json.error).toBe(M.fileRequired);
    const empty = await upload(employee, "");
    expect(empty.status).toBe(400);
    expect(empty.json.error).toBe(M.fileEmpty);
    const headerOnly = await upload(employee, "First name,Last name\r\n");
    expect(headerOnly.json.error).toBe(M.headerOnly);
    // Windows-1252: "é" as the single byte 0xE9 is not UTF-8.
    const cp1252 = new Uint8Array([
      ...Buffer.from("First name,Last name\r\nJos"),
      0xe9,
      ...Buffer.from(",X\r\n"),
    ]);
    const wrong = await upload(employee, cp1252);
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toBe(M.notUtf8);
    const utf16NoBom = await upload(employee, Buffer.from("First name,Last name\r\nA,B\r\n", "utf16le"));
    expect(utf16NoBom.json.error).toBe(M.notUtf8);
    const badQuote = await upload(employee, 'First name,Last name\r\n"Unclosed,B\r\n');
    expect(badQuote.status).toBe(400);
    expect(badQuote.json.error).toMatch(/could not be read as CSV/);
    const badKind = await upload(employee, CONTACTS, "deals");
    expect(badKind.status).toBe(400);
    expect(badKind.json.error).toBe(M.kindRequired);
    const notMultipart = await employee.post(BASE, { file: "x" });
    expect(notMultipart.status).toBe(415);
  });

  it("refuses a file over the limit before reading it, and while streaming", async () => {
    const declared = await t.app.request(BASE, {
      method: "POST",
      headers: {
        origin: TEST_ORIGIN,
        cookie: employee.cookieHeader(),
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(1024 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toBe(M.tooLarge);
    const big = new Uint8Array(IMPORT_MAX_BYTES + 10).fill(0x41);
    const streamed = await upload(employee, big);
    expect(streamed.status).toBe(413);
    expect(streamed.json.error).toBe(M.tooLarge);
    // Nothing is left behind in the imports folder for refused files.
    const rows = await t.db.select().from(crmImports).where(eq(crmImports.bytes, big.length));
    expect(rows).toEqual([]);
  });

  it("checks every row for problems and duplicates; refuses bad mappings", async () => {
    await t.db
      .insert(contacts)
      .values({ firstName: "Alan", lastName: "Turing", email: "alan@bletchley.example" });
    const imp = await uploaded(employee, CONTACTS);
    const settings = { kind: "contacts", mapping: imp.guessedMapping };
    const got = await checked(employee, imp.id, settings);
    expect(got.totalRows).toBe(4);
    const dups = await findings(employee, imp.id);
    expect(dups.summary).toMatchObject({ rows: 4, new: 1, duplicate: 1, invalid: 2 });
    expect(dups.rows).toHaveLength(1);
    expect(dups.rows[0]).toMatchObject({
      row: 2,
      choice: null,
      match: { by: "email", reason: "Same email" },
    });
    expect(dups.rows[0].values.lastName).toBe("Turing");
    const invalid = await findings(employee, imp.id, "?finding=invalid");
    expect(invalid.rows.map((r: { row: number }) => r.row)).toEqual([3, 4]);
    expect(invalid.rows[0].problems[0]).toMatch(/First name/);
    expect(invalid.rows[1].problems.join(" ")).toMatch(/email/i);
    expect(invalid.rows[0].match).toBeNull();

    const missing = await employee.post(`${BASE}/${imp.id}/check`, {
      ...settings,
      mapping: { "2": "email" },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe("Map a column to each required field: First name, Last name.");
    const twice = await employee.post(`${BASE}/${imp.id}/check`, {
      ...settings,
      mapping: { "0": "firstName", "1": "lastName", "2": "email", "3": "email" },
    });
    expect(twice.json.error).toBe(M.mappingDuplicateField);
    const column = await employee.post(`${BASE}/${imp.id}/check`, {
      ...settings,
      mapping: { "0": "firstName", "1": "lastName", "99": "email" },
    });
    expect(column.json.error).toBe(M.mappingUnknownColumn);
    const field = await employee.post(`${BASE}/${imp.id}/check`, {
      ...settings,
      mapping: { "0": "firstName", "1": "lastName", "2": "shoeSize" },
    });
    expect(field.json.error).toBe(M.mappingUnknownField);
    const kind = await employee.post(`${BASE}/${imp.id}/check`, { ...settings, kind: "deals" });
    expect(kind.json.error).toBe(M.kindRequired);
    const policy = await employee.post(`${BASE}/${imp.id}/run`, { duplicatePolicy: "merge" });
    expect(policy.status).toBe(400);
    expect(policy.json.error).toBe(M.policyRequired);
    const notJson = await employee.request("POST", `${BASE}/${imp.id}/run`, "{oops");
    expect(notJson.status).toBe(400);
    // The refused checks changed nothing: the findings of the last check are still there.
    expect((await findings(employee, imp.id)).summary.duplicate).toBe(1);
  });

  it("matches rows by the CRM's duplicate rules: phone key and similar names, with the reason", async () => {
    const [acme] = await t.db.insert(companies).values({ name: "Fuzzworth Industries" }).returning();
    await t.db.insert(contacts).values([
      { firstName: "Katherine", lastName: "Johnsonn", phone: "+1 (555) 777-0142", companyId: acme!.id },
      { firstName: "Dorothy", lastName: "Vaughan", email: "dorothy@nasa.example" },
    ]);
    const csv = [
      "First name,Last name,Email,Phone,Job title,Company",
      // Same phone key as Katherine (last nine digits), no email.
      "Kathy,J,,555 777 0142,,",
      // No email or phone: a similar name at the same company.
      "Katherine,Johnson,,,,Fuzzworth Industries",
      // A different address is a different person, however alike the name.
      "Dorothy,Vaughan,dorothy.v@elsewhere.example,,,",
      "Nobody,Alike,,,,",
    ].join("\r\n");
    const imp = await uploaded(employee, csv);
    await checked(employee, imp.id, { kind: "contacts", mapping: imp.guessedMapping });
    const review = await findings(employee, imp.id);
    // Rows 3 (another address) and 4 (nobody alike) are new: not listed.
    expect(review.summary).toMatchObject({ new: 2, duplicate: 2, byReason: { phone: 1, name: 1 } });
    const [phone, name] = review.rows;
    expect(phone.row).toBe(1);
    expect(phone.match).toMatchObject({ by: "phone", reason: "Same phone number (555 777 0142)" });
    expect(name.row).toBe(2);
    expect(name.match.by).toBe("name");
    expect(name.match.label).toContain("Katherine Johnsonn");
    expect(name.match.reason).toMatch(/^Similar name \(\d+% alike\)$/);
    const byName = await findings(employee, imp.id, "?reason=name");
    expect(byName.rows.map((r: { row: number }) => r.row)).toEqual([2]);
    expect(byName.total).toBe(1);

    const companyCsv = [
      "Name,Website",
      "Fuzworth Industries,",
      "Fuzzworth Industries Ltd,https://fuzz.example",
    ].join("\r\n");
    const cimp = await uploaded(employee, companyCsv, "companies");
    await checked(employee, cimp.id, { kind: "companies", mapping: cimp.guessedMapping });
    const creview = await findings(employee, cimp.id);
    expect(creview.rows).toHaveLength(1);
    expect(creview.rows[0].match).toMatchObject({ id: acme!.id, by: "name" });
    expect(creview.rows[0].match.reason).toMatch(/Similar name/);
    // A website that matches no company says it is another company: row 2 is new.
    expect(creview.summary).toMatchObject({ rows: 2, new: 1, duplicate: 1 });
  });

  it("answers 404 for unknown ids, and never a 500", async () => {
    const bodies: Record<string, unknown> = {
      "/check": { kind: "contacts", mapping: { "0": "firstName", "1": "lastName" } },
      "/run": { duplicatePolicy: "skip" },
      "/choices": { choices: [{ row: 1, choice: "skip" }] },
      "/choices/remaining": { choice: "skip" },
      "/undo": {},
    };
    for (const path of [
      "",
      "/check",
      "/rows",
      "/choices",
      "/choices/remaining",
      "/run",
      "/report",
      "/undo",
    ]) {
      const method = path === "" || path === "/report" || path === "/rows" ? "GET" : "POST";
      for (const id of ["00000000-0000-4000-8000-000000000009", "not-a-uuid"]) {
        const res = await employee.request(method, `${BASE}/${id}${path}`, bodies[path]);
        expect(res.status, `${method} ${path} ${id}`).toBe(404);
        expect(res.json.error).toBe(M.importNotFound);
      }
    }
  });
});

describe("CSV import: run, duplicates, report, undo", () => {
  it("creates, skips, fills and creates anyway per row, reports every row and undoes it all", async () => {
    const [acme] = await t.db
      .insert(companies)
      .values({ name: "Acme Rockets", domain: "acme.example" })
      .returning();
    const [existing] = await t.db
      .insert(contacts)
      .values({ firstName: "Ada", lastName: "Lovelace", email: "ada@engines.example", phone: null })
      .returning();
    const [second] = await t.db
      .insert(contacts)
      .values({
        firstName: "Charles",
        lastName: "Babbage",
        email: "charles@engines.example",
        jobTitle: "Inventor",
      })
      .returning();
    const csv = [
      "First name,Last name,Email,Phone,Job title,Company,Tags",
      "Ada,Lovelace,ADA@engines.example,+44 20 7946 0958,Analyst,Acme Rockets,vip; math",
      "Charles,Babbage,charles@engines.example,,Engineer,,",
      "Charles,Babbage,charles@engines.example,,,,",
      'New,Person,new.person@example.com,,"=HYPERLINK(""http://evil.example"")",Nowhere Inc,',
      ",Broken,broken@example.com,,,,",
    ].join("\n");
    const imp = await uploaded(employee, csv);
    const result = await runToEnd(employee, imp.id, {
      kind: "contacts",
      mapping: imp.guessedMapping,
      duplicatePolicy: "update",
      choices: [{ row: 3, choice: "create" }],
    });
    expect(result.counts).toEqual({ created: 2, updated: 1, skipped: 1, failed: 1 });
    expect(result.totalRows).toBe(5);

    const [ada] = await t.db.select().from(contacts).where(eq(contacts.id, existing!.id));
    expect(ada!.phone).toBe("+44 20 7946 0958");
    expect(ada!.jobTitle).toBe("Analyst");
    expect(ada!.companyId).toBe(acme!.id);
    expect(ada!.tags).toEqual(["vip", "math"]);
    const [charles] = await t.db.select().from(contacts).where(eq(contacts.id, second!.id));
    expect(charles!.jobTitle).toBe("Inventor");
    const [created] = await t.db.select().from(contacts).where(eq(contacts.email, "new.person@example.com"));
    expect(created!.jobTitle).toBe('=HYPERLINK("http://evil.example")');

    const report = await employee.get(`${BASE}/${imp.id}/report`);
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = String(report.json).trim().split("\r\n");
    expect(lines[0]).toBe('"Row","Outcome","Record ID","Reasons"');
    expect(lines).toHaveLength(6);
    expect(lines[2]).toMatch(/"skipped".*no empty field to fill/);
    expect(lines[4]).toMatch(/"created".*Company ""Nowhere Inc"" not found/);
    expect(lines[5]).toMatch(/"failed".*First name/);

    // Someone edits a filled field afterwards: undo keeps that edit.
    await t.db.update(contacts).set({ jobTitle: "Countess" }).where(eq(contacts.id, existing!.id));
    const undo = await employee.post(`${BASE}/${imp.id}/undo`);
    expect(undo.status, JSON.stringify(undo.json)).toBe(200);
    expect(undo.json).toMatchObject({ removed: 2, restored: 1, kept: 0 });
    const [after] = await t.db.select().from(contacts).where(eq(contacts.id, existing!.id));
    expect(after).toMatchObject({ phone: null, companyId: null, tags: [], jobTitle: "Countess" });
    expect(await t.db.select().from(contacts).where(eq(contacts.email, "new.person@example.com"))).toEqual(
      [],
    );
    const again = await employee.post(`${BASE}/${imp.id}/undo`);
    expect(again.status).toBe(409);
    expect(again.json.error).toBe(M.alreadyUndone);
    const audit = await t.db.select().from(adminActivityLogs).where(eq(adminActivityLogs.entityId, imp.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      "crm.import.completed",
      "crm.import.started",
      "crm.import.undone",
      "crm.import.uploaded",
    ]);
    const rerun = await employee.post(`${BASE}/${imp.id}/run`, { duplicatePolicy: "skip" });
    expect(rerun.status).toBe(409);
    expect(rerun.json.error).toBe(M.alreadyStarted);
    const recheck = await employee.post(`${BASE}/${imp.id}/check`, {
      kind: "contacts",
      mapping: imp.guessedMapping,
    });
    expect(recheck.status).toBe(409);
  });

  it("matches companies by website domain and refuses a second company for one domain", async () => {
    await t.db
      .insert(companies)
      .values({ name: "Globex", websiteUrl: "https://globex.example", domain: "globex.example" });
    const csv =
      "Name,Website,Industry\r\nGlobex Corp,https://www.globex.example/about,Energy\r\nInitech,initech.example,Software\r\n";
    const imp = await uploaded(employee, csv);
    expect(imp.kind).toBe("companies");
    const result = await runToEnd(employee, imp.id, {
      kind: "companies",
      mapping: imp.guessedMapping,
      duplicatePolicy: "create",
    });
    expect(result.counts).toMatchObject({ created: 1, failed: 1 });
    const [initech] = await t.db.select().from(companies).where(eq(companies.domain, "initech.example"));
    expect(initech!.industry).toBe("Software");
    const rows = await t.db.select().from(crmImportRows).where(eq(crmImportRows.importId, imp.id));
    expect(rows.find((r) => r.rowNumber === 1)!.reasons[0]).toMatch(/one company per website/);
  });

  it("processes files larger than one batch", async () => {
    const lines = ["First name,Last name,Email"];
    for (let i = 0; i < 2345; i++) lines.push(`P${i},Batch,p${i}@batch.example`);
    const imp = await uploaded(employee, lines.join("\n"));
    const result = await runToEnd(employee, imp.id, {
      kind: "contacts",
      mapping: imp.guessedMapping,
      duplicatePolicy: "skip",
    });
    expect(result.counts.created).toBe(2345);
    expect(result.processedRows).toBe(2345);
  });
});

describe("CSV import: a stopped job", () => {
  it("resumes after the last committed batch", async () => {
    const lines = ["First name,Last name,Email"];
    for (let i = 0; i < 1500; i++) lines.push(`R${i},Resume,r${i}@resume.example`);
    const imp = await uploaded(employee, lines.join("\n"));
    await checked(employee, imp.id, { kind: "contacts", mapping: imp.guessedMapping });
    const res = await employee.post(`${BASE}/${imp.id}/run`, { duplicatePolicy: "skip" });
    expect(res.status).toBe(202);
    // As a process that stopped after committing the first 1,000 rows leaves it: running, stale.
    await t.db
      .update(crmImports)
      .set({ status: "running", processedRows: 1000, heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(crmImports.id, imp.id));
    expect(await runPendingImports(t.db)).toBe(1);
    const [row] = await t.db.select().from(crmImports).where(eq(crmImports.id, imp.id));
    expect(row).toMatchObject({ status: "done", created: 500, totalRows: 1500, filePath: null });
    const first = await t.db.select().from(crmImportRows).where(eq(crmImportRows.importId, imp.id));
    expect(Math.min(...first.map((r) => r.rowNumber))).toBe(1001);
  });
});

describe("CSV import: round trip and formula cells", () => {
  it("importing the CRM's own export changes nothing", async () => {
    await admin.post("/api/crm/companies", {
      name: "=Formula Ltd",
      websiteUrl: "https://formula.example",
      industry: "+Growth",
    });
    await admin.post("/api/crm/companies", { name: "Plain Co" });
    await admin.post("/api/crm/contacts", {
      firstName: "@mention",
      lastName: "-minus",
      email: "round@trip.example",
      phone: "+1 555 0199",
      jobTitle: "'=already",
      tags: ["a", "=b"],
    });
    await admin.post("/api/crm/contacts", { firstName: "No", lastName: "Email", department: "Ops" });
    for (const kind of ["contacts", "companies"] as const) {
      const before =
        kind === "contacts"
          ? await t.db.select().from(contacts).orderBy(contacts.id)
          : await t.db.select().from(companies).orderBy(companies.id);
      const exported = await admin.get(`/api/crm/export/${kind}`);
      expect(exported.status).toBe(200);
      const csv = String(exported.json);
      expect(csv).toContain(kind === "contacts" ? `"'@mention"` : `"'=Formula Ltd"`);
      const imp = await uploaded(admin, csv, kind);
      const result = await runToEnd(admin, imp.id, {
        kind,
        mapping: imp.guessedMapping,
        duplicatePolicy: "update",
      });
      expect(result.counts.created, JSON.stringify(result)).toBe(0);
      expect(result.counts.updated).toBe(0);
      expect(result.counts.failed).toBe(0);
      const after =
        kind === "contacts"
          ? await t.db.select().from(contacts).orderBy(contacts.id)
          : await t.db.select().from(companies).orderBy(companies.id);
      expect(after).toEqual(before);
    }
  });
});

describe("CSV import: who may use it", () => {
  it("refuses anonymous callers, accounts without CRM rights and API tokens", async () => {
    const anonymous = t.client();
    expect((await anonymous.get(BASE)).status).toBe(401);
    expect((await anonymous.request("POST", BASE, form(CONTACTS))).status).toBe(401);
    const plain = await staffClient(t, []);
    const workspaceUser = await staffClient(t, ["workspace_user"]);
    for (const c of [plain, workspaceUser]) {
      expect((await c.get(BASE)).status).toBe(403);
      expect((await c.request("POST", BASE, form(CONTACTS))).status).toBe(403);
    }
    const token = await admin.post("/api/integrations/tokens", { name: "Importer", scopes: ["crm:write"] });
    const res = await t.app.request(BASE, { headers: { authorization: `Bearer ${token.json.secret}` } });
    expect(res.status).toBe(403);
  });

  it("keeps each import to its starter and admins", async () => {
    const imp = await uploaded(employee, CONTACTS);
    const settings = { kind: "contacts", mapping: imp.guessedMapping };
    for (const [method, path, body] of [
      ["GET", "", undefined],
      ["POST", "/check", settings],
      ["GET", "/rows", undefined],
      ["POST", "/choices", { choices: [{ row: 1, choice: "skip" }] }],
      ["POST", "/choices/remaining", { choice: "skip" }],
      ["POST", "/run", { duplicatePolicy: "skip" }],
      ["GET", "/report", undefined],
      ["POST", "/undo", {}],
    ] as const) {
      const res = await other.request(method, `${BASE}/${imp.id}${path}`, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.error).toBe(M.notYours);
    }
    expect((await other.get(BASE)).json.imports.some((i: { id: string }) => i.id === imp.id)).toBe(false);
    expect((await admin.get(BASE)).json.imports.some((i: { id: string }) => i.id === imp.id)).toBe(true);
    expect((await admin.get(`${BASE}/${imp.id}`)).status).toBe(200);
    const notFinished = await employee.post(`${BASE}/${imp.id}/undo`);
    expect(notFinished.status).toBe(409);
    expect(notFinished.json.error).toBe(M.notFinished);
  });
});
