import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies, contacts } from "#src/features/crm/server/index.ts";
import { createTestApp, type TestClient } from "../../../tests/helpers/test-app.ts";
import { staffClient } from "../crm/crm-test-helpers.testing.ts";
import { IMPORT_MESSAGES as M, REVIEW_PAGE_SIZE } from "./import.contract.ts";
import { crmImportRows, crmImports } from "./server/import.tables.ts";
import { runPendingImports } from "./server/index.ts";

/**
 * The whole-file check and the review: every row validated and matched, every duplicate paged
 * through with its own choice (also past the first 200 rows), choices for the remaining ones, and
 * the run honouring each row's choice. Bad input and the wrong caller get a clear 4xx, never a 500.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestClient;
let employee: TestClient;
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
const HEADER = "First name,Last name,Email,Phone";

async function upload(c: TestClient, lines: string[]) {
  const f = new FormData();
  f.set("file", new Blob([[HEADER, ...lines].join("\r\n")], { type: "text/csv" }), "review.csv");
  const res = await c.request("POST", BASE, f);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.import as { id: string; guessedMapping: Record<string, string> };
}

async function check(c: TestClient, imp: { id: string; guessedMapping: Record<string, string> }) {
  const res = await c.post(`${BASE}/${imp.id}/check`, { kind: "contacts", mapping: imp.guessedMapping });
  expect(res.status, JSON.stringify(res.json)).toBe(202);
  await runPendingImports(t.db);
  return imp.id;
}

const rowsOf = (json: { rows: { row: number }[] }) => json.rows.map((r) => r.row);

/** Row i (1-based) of a generated file: a new person unless `special` says otherwise. */
function lines(count: number, special: Record<number, string> = {}, tag = "gen") {
  return Array.from(
    { length: count },
    (_, i) => special[i + 1] ?? `P${i + 1},${tag},p${i + 1}@${tag}.example,`,
  );
}

describe("CSV import: the check and the review of every duplicate", () => {
  it("checks every row of a file of several batches, pages its duplicates and honours each row's choice", async () => {
    const [five, late, later] = await t.db
      .insert(contacts)
      .values([
        { firstName: "Five", lastName: "Existing", email: "five@known.example" },
        { firstName: "Late", lastName: "Existing", email: "late@known.example" },
        { firstName: "Later", lastName: "Existing", email: "later@known.example" },
      ])
      .returning();
    const file = lines(2500, {
      5: "Five,Existing,five@known.example,+44 20 7946 0005",
      1200: ",Nofirst,nofirst@gen.example,",
      1500: "Late,Existing,late@known.example,+44 20 7946 1500",
      2100: "Again,Ten,p10@gen.example,",
      2400: "Later,Existing,later@known.example,+44 20 7946 2400",
      2450: "Bad,Email,not-an-email,",
    });
    const imp = await upload(employee, file);
    await check(employee, imp);
    const [stored] = await t.db.select().from(crmImports).where(eq(crmImports.id, imp.id));
    expect(stored).toMatchObject({ status: "checked", totalRows: 2500, processedRows: 0 });
    // Only what needs a look is stored by the check; nothing was written to the CRM.
    expect(await t.db.select().from(crmImportRows).where(eq(crmImportRows.importId, imp.id))).toHaveLength(6);
    expect(await t.db.select().from(contacts).where(eq(contacts.lastName, "gen"))).toEqual([]);

    const all = (await employee.get(`${BASE}/${imp.id}/rows`)).json;
    expect(all.summary).toEqual({
      rows: 2500,
      new: 2494,
      duplicate: 4,
      invalid: 2,
      byReason: { email: 3, phone: 0, domain: 0, name: 0, file: 1 },
      remainingByReason: { email: 3, phone: 0, domain: 0, name: 0, file: 1 },
      choices: { skip: 0, update: 0, create: 0, none: 4 },
    });
    expect(all).toMatchObject({ finding: "duplicate", reason: null, page: 1, pages: 1, total: 4 });
    expect(rowsOf(all)).toEqual([5, 1500, 2100, 2400]);
    expect(all.rows[1].match).toMatchObject({ id: late!.id, by: "email" });
    expect(all.rows[2].match).toEqual({
      id: null,
      label: "Row 10 of this file",
      by: "file",
      reason: "Same email as row 10",
    });
    const fromFile = (await employee.get(`${BASE}/${imp.id}/rows?reason=file`)).json;
    expect(rowsOf(fromFile)).toEqual([2100]);
    const invalid = (await employee.get(`${BASE}/${imp.id}/rows?finding=invalid`)).json;
    expect(rowsOf(invalid)).toEqual([1200, 2450]);
    expect(invalid.rows[0].problems.join(" ")).toMatch(/First name/);

    // Past row 200: each duplicate its own choice; then one choice for the remaining email matches.
    const own = await employee.post(`${BASE}/${imp.id}/choices`, {
      choices: [
        { row: 1500, choice: "update" },
        { row: 2400, choice: "create" },
      ],
    });
    expect(own.status, JSON.stringify(own.json)).toBe(200);
    expect(own.json).toMatchObject({ changed: 2, message: M.choicesSaved });
    expect(own.json.summary.choices).toEqual({ skip: 0, update: 1, create: 1, none: 2 });
    const byEmail = await employee.post(`${BASE}/${imp.id}/choices/remaining`, {
      choice: "skip",
      reason: "email",
    });
    expect(byEmail.json).toMatchObject({
      changed: 1,
      message: "“Skip” applied to 1 duplicate without their own choice.",
    });
    expect(byEmail.json.summary.remainingByReason).toMatchObject({ email: 0, file: 1 });
    const rest = await employee.post(`${BASE}/${imp.id}/choices/remaining`, { choice: "skip" });
    expect(rest.json.changed).toBe(1);
    const none = await employee.post(`${BASE}/${imp.id}/choices/remaining`, { choice: "create" });
    expect(none.json).toMatchObject({ changed: 0, message: M.noneRemaining });
    const listed = (await employee.get(`${BASE}/${imp.id}/rows`)).json;
    expect(listed.rows.map((r: { choice: string }) => r.choice)).toEqual([
      "skip",
      "update",
      "skip",
      "create",
    ]);

    // The import's own choice would fill every duplicate: the rows' choices win.
    const run = await employee.post(`${BASE}/${imp.id}/run`, { duplicatePolicy: "update" });
    expect(run.status, JSON.stringify(run.json)).toBe(202);
    await runPendingImports(t.db);
    const done = (await employee.get(`${BASE}/${imp.id}`)).json.import;
    expect(done.status).toBe("done");
    expect(done.counts).toEqual({ created: 2495, updated: 1, skipped: 2, failed: 2 });
    const [fiveAfter] = await t.db.select().from(contacts).where(eq(contacts.id, five!.id));
    expect(fiveAfter!.phone).toBeNull();
    const [lateAfter] = await t.db.select().from(contacts).where(eq(contacts.id, late!.id));
    expect(lateAfter!.phone).toBe("+44 20 7946 1500");
    const [laterAfter] = await t.db.select().from(contacts).where(eq(contacts.id, later!.id));
    expect(laterAfter!.phone).toBeNull();
    expect(await t.db.select().from(contacts).where(eq(contacts.email, "later@known.example"))).toHaveLength(
      2,
    );
    expect(await t.db.select().from(contacts).where(eq(contacts.email, "p10@gen.example"))).toHaveLength(1);

    const report = String((await employee.get(`${BASE}/${imp.id}/report`)).json)
      .trim()
      .split("\r\n");
    expect(report).toHaveLength(2501);
    expect(report[5]).toMatch(/^"5","skipped"/);
    expect(report[1500]).toMatch(/^"1500","updated".*filled phone/);
    expect(report[2100]).toMatch(/^"2100","skipped"/);
    expect(report[2400]).toMatch(/^"2400","created".*created anyway/);

    // The review stays readable after the run; its choices are closed.
    expect((await employee.get(`${BASE}/${imp.id}/rows`)).status).toBe(200);
    for (const [path, body] of [
      ["/choices", { choices: [{ row: 5, choice: "create" }] }],
      ["/choices/remaining", { choice: "create" }],
    ] as const) {
      const closed = await employee.post(`${BASE}/${imp.id}${path}`, body);
      expect(closed.status, path).toBe(409);
      expect(closed.json.error).toBe(M.choicesClosed);
    }

    const undo = await employee.post(`${BASE}/${imp.id}/undo`);
    expect(undo.json).toMatchObject({ removed: 2495, restored: 1, kept: 0 });
    const [lateUndone] = await t.db.select().from(contacts).where(eq(contacts.id, late!.id));
    expect(lateUndone!.phone).toBeNull();
  });

  it("pages through many duplicates, 50 at a time, and refuses pages and filters that do not exist", async () => {
    // Rows 121-240 repeat rows 1-120: 120 duplicates, three pages.
    const special: Record<number, string> = {};
    for (let i = 121; i <= 240; i++) special[i] = `Again${i},page,p${i - 120}@page.example,`;
    const id = await check(employee, await upload(employee, lines(240, special, "page")));
    const first = (await employee.get(`${BASE}/${id}/rows`)).json;
    expect(first).toMatchObject({ page: 1, pages: 3, pageSize: REVIEW_PAGE_SIZE, total: 120 });
    expect(rowsOf(first)).toEqual(Array.from({ length: 50 }, (_, i) => 121 + i));
    const third = (await employee.get(`${BASE}/${id}/rows?page=3&reason=file`)).json;
    expect(rowsOf(third)).toEqual(Array.from({ length: 20 }, (_, i) => 221 + i));
    const empty = (await employee.get(`${BASE}/${id}/rows?reason=phone`)).json;
    expect(empty).toMatchObject({ rows: [], total: 0, pages: 1 });
    const pastEmpty = await employee.get(`${BASE}/${id}/rows?reason=phone&page=2`);
    expect(pastEmpty.json.error).toBe("There is no page 2: this list has 1 page.");

    for (const [query, message] of [
      ["?page=4", "There is no page 4: this list has 3 pages."],
      ["?page=0", M.badPage],
      ["?page=-1", M.badPage],
      ["?page=1.5", M.badPage],
      ["?page=abc", M.badPage],
      ["?page=", M.badPage],
      ["?page=100001", M.badPage],
      ["?finding=new", M.badFinding],
      ["?reason=zip", M.badReason],
    ] as const) {
      const res = await employee.get(`${BASE}/${id}/rows${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json.error, query).toBe(message);
    }
  });

  it("refuses choices for rows that are not duplicates of this import, and bad choices", async () => {
    const a = await check(employee, await upload(employee, lines(3, { 3: "Again,a,p1@a.example," }, "a")));
    const b = await check(employee, await upload(employee, lines(6, { 5: "Again,b,p1@b.example," }, "b")));
    expect(rowsOf((await employee.get(`${BASE}/${b}/rows`)).json)).toEqual([5]);
    for (const [choices, message] of [
      // Row 5 is a duplicate of the other import, not of this one; row 2 is a new row; row 99 is past the end.
      [[{ row: 5, choice: "skip" }], "Not a duplicate in this import: row 5."],
      [
        [
          { row: 3, choice: "update" },
          { row: 2, choice: "skip" },
          { row: 99, choice: "skip" },
        ],
        "Not a duplicate in this import: rows 2, 99.",
      ],
      [[], M.choicesEmpty],
      [
        [
          { row: 3, choice: "skip" },
          { row: 3, choice: "create" },
        ],
        M.choicesTwice,
      ],
      [Array.from({ length: 101 }, (_, i) => ({ row: i + 1, choice: "skip" })), M.choicesTooMany],
      [[{ row: 0, choice: "skip" }], M.badRowNumber],
      [[{ row: "3", choice: "skip" }], M.badRowNumber],
      [[{ row: 3, choice: "merge" }], M.choiceRequired],
      ["all", M.choicesEmpty],
    ] as const) {
      const res = await employee.post(`${BASE}/${a}/choices`, { choices });
      expect(res.status, JSON.stringify(choices).slice(0, 80)).toBe(400);
      expect(res.json.error).toBe(message);
    }
    // The refused request with one good row changed nothing.
    expect((await employee.get(`${BASE}/${a}/rows`)).json.rows[0].choice).toBeNull();
    const badReason = await employee.post(`${BASE}/${a}/choices/remaining`, {
      choice: "skip",
      reason: "zip",
    });
    expect(badReason.json.error).toBe(M.badReason);
    const noChoice = await employee.post(`${BASE}/${a}/choices/remaining`, {});
    expect(noChoice.json.error).toBe(M.choiceRequired);
    const notJson = await employee.request("POST", `${BASE}/${a}/choices`, "{oops");
    expect(notJson.status).toBe(400);
    // Back to the import's choice.
    await employee.post(`${BASE}/${a}/choices`, { choices: [{ row: 3, choice: "create" }] });
    const reset = await employee.post(`${BASE}/${a}/choices`, { choices: [{ row: 3, choice: null }] });
    expect(reset.json.summary.choices.none).toBe(1);
  });

  it("keeps choices and the run to their step: after the check, before the run", async () => {
    const imp = await upload(employee, lines(3, { 2: "Again,s,p1@s.example," }, "s"));
    const choice = { choices: [{ row: 2, choice: "skip" }] };
    for (const [method, path, body] of [
      ["POST", "/choices", choice],
      ["POST", "/choices/remaining", { choice: "skip" }],
      ["GET", "/rows", undefined],
      ["POST", "/run", { duplicatePolicy: "skip" }],
    ] as const) {
      const res = await employee.request(method, `${BASE}/${imp.id}${path}`, body);
      expect(res.status, `before the check: ${path}`).toBe(409);
      expect(res.json.error).toBe(M.checkFirst);
    }
    const checking = await employee.post(`${BASE}/${imp.id}/check`, {
      kind: "contacts",
      mapping: imp.guessedMapping,
    });
    expect(checking.json).toMatchObject({ message: M.checkQueued, import: { status: "checking" } });
    for (const [method, path, body] of [
      ["POST", "/choices", choice],
      ["GET", "/rows", undefined],
      ["POST", "/run", { duplicatePolicy: "skip" }],
      ["POST", "/check", { kind: "contacts", mapping: imp.guessedMapping }],
    ] as const) {
      const res = await employee.request(method, `${BASE}/${imp.id}${path}`, body);
      expect(res.status, `while checking: ${path}`).toBe(409);
      expect(res.json.error).toBe(M.stillChecking);
    }
    await runPendingImports(t.db);
    expect((await employee.post(`${BASE}/${imp.id}/choices`, choice)).status).toBe(200);
    // Checking again (another mapping) starts over: the choices made are dropped.
    const again = await employee.post(`${BASE}/${imp.id}/check`, {
      kind: "contacts",
      mapping: { "0": "firstName", "1": "lastName", "2": "email" },
    });
    expect(again.status).toBe(202);
    await runPendingImports(t.db);
    const review = (await employee.get(`${BASE}/${imp.id}/rows`)).json;
    expect(review.rows).toMatchObject([{ row: 2, choice: null }]);
    const run = await employee.post(`${BASE}/${imp.id}/run`, { duplicatePolicy: "skip" });
    expect(run.json).toMatchObject({ message: M.queued, import: { status: "queued", totalRows: 3 } });
    const late = await employee.post(`${BASE}/${imp.id}/choices`, choice);
    expect(late.status).toBe(409);
    expect(late.json.error).toBe(M.choicesClosed);
    await runPendingImports(t.db);
    const done = (await employee.get(`${BASE}/${imp.id}`)).json.import;
    expect(done.counts).toEqual({ created: 2, updated: 0, skipped: 1, failed: 0 });
  });

  it("honours choices for rows repeating an earlier row of the same batch (companies)", async () => {
    const f = new FormData();
    const csv = [
      "Name,Website,Industry",
      "Initech Review,initech-review.example,",
      "Initech Again,https://www.initech-review.example,Software",
      "Plain Review Co,,",
      "plain review co,,Retail",
      "Initech Third,initech-review.example,Hardware",
    ].join("\r\n");
    f.set("file", new Blob([csv], { type: "text/csv" }), "companies.csv");
    f.set("kind", "companies");
    const imp = (await employee.request("POST", BASE, f)).json.import;
    const res = await employee.post(`${BASE}/${imp.id}/check`, {
      kind: "companies",
      mapping: imp.guessedMapping,
    });
    expect(res.status).toBe(202);
    await runPendingImports(t.db);
    const review = (await employee.get(`${BASE}/${imp.id}/rows`)).json;
    expect(
      review.rows.map((r: { row: number; match: { reason: string } }) => [r.row, r.match.reason]),
    ).toEqual([
      [2, "Same website as row 1"],
      [4, "Same name as row 3"],
      [5, "Same website as row 1"],
    ]);
    await employee.post(`${BASE}/${imp.id}/choices`, {
      choices: [
        { row: 2, choice: "update" },
        { row: 4, choice: "create" },
        { row: 5, choice: "create" },
      ],
    });
    await employee.post(`${BASE}/${imp.id}/run`, { duplicatePolicy: "skip" });
    await runPendingImports(t.db);
    const done = (await employee.get(`${BASE}/${imp.id}`)).json.import;
    expect(done.counts).toEqual({ created: 3, updated: 1, skipped: 0, failed: 1 });
    const [initech] = await t.db
      .select()
      .from(companies)
      .where(eq(companies.domain, "initech-review.example"));
    expect(initech).toMatchObject({ name: "Initech Review", industry: "Software" });
    const rows = await t.db.select().from(crmImportRows).where(eq(crmImportRows.importId, imp.id));
    const byRow = new Map(rows.map((r) => [r.rowNumber, r]));
    expect(byRow.get(2)).toMatchObject({ outcome: "updated", entityId: initech!.id, choice: "update" });
    expect(byRow.get(4)!.reasons[0]).toBe("Same as row 3 of this file: created anyway");
    expect(byRow.get(5)!.reasons[0]).toMatch(/one company per website/);
  });

  it("resumes a stopped check after its last committed batch, still knowing the earlier rows", async () => {
    const imp = await upload(employee, lines(1500, { 1200: "Again,resume,p5@resume.example," }, "resume"));
    const res = await employee.post(`${BASE}/${imp.id}/check`, {
      kind: "contacts",
      mapping: imp.guessedMapping,
    });
    expect(res.status).toBe(202);
    // As a process that stopped after committing the first 1,000 rows leaves it: checking, stale.
    await t.db
      .update(crmImports)
      .set({ processedRows: 1000, heartbeatAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(crmImports.id, imp.id));
    expect(await runPendingImports(t.db)).toBe(1);
    const review = (await employee.get(`${BASE}/${imp.id}/rows`)).json;
    expect(review.summary).toMatchObject({ rows: 1500, duplicate: 1 });
    expect(review.rows[0]).toMatchObject({ row: 1200, match: { reason: "Same email as row 5" } });
  });

  it("sends a file that turns out unreadable past its first rows back to the mapping, with the reason", async () => {
    const imp = await upload(employee, [...lines(30, {}, "broken"), '"Unclosed,quote,x@broken.example,']);
    await check(employee, imp);
    const got = (await employee.get(`${BASE}/${imp.id}`)).json.import;
    expect(got.status).toBe("uploaded");
    expect(got.error).toMatch(/^The file could not be checked: /);
    expect(await t.db.select().from(crmImportRows).where(eq(crmImportRows.importId, imp.id))).toEqual([]);
  });

  it("keeps the review to the import's starter and admins, and from callers without CRM rights", async () => {
    const imp = await upload(employee, lines(2, { 2: "Again,w,p1@w.example," }, "w"));
    await check(employee, imp);
    const calls = [
      ["GET", "/rows", undefined],
      ["POST", "/choices", { choices: [{ row: 2, choice: "skip" }] }],
      ["POST", "/choices/remaining", { choice: "skip" }],
      ["POST", "/check", { kind: "contacts", mapping: imp.guessedMapping }],
    ] as const;
    const anonymous = t.client();
    const plain = await staffClient(t, []);
    const workspaceUser = await staffClient(t, ["workspace_user"]);
    for (const [method, path, body] of calls) {
      expect((await anonymous.request(method, `${BASE}/${imp.id}${path}`, body)).status, path).toBe(401);
      for (const c of [plain, workspaceUser])
        expect((await c.request(method, `${BASE}/${imp.id}${path}`, body)).status, path).toBe(403);
      const res = await other.request(method, `${BASE}/${imp.id}${path}`, body);
      expect(res.status, path).toBe(403);
      expect(res.json.error).toBe(M.notYours);
    }
    expect((await employee.get(`${BASE}/${imp.id}/rows`)).json.rows[0].choice).toBeNull();
    const byAdmin = await admin.post(`${BASE}/${imp.id}/choices`, {
      choices: [{ row: 2, choice: "update" }],
    });
    expect(byAdmin.status).toBe(200);
    expect((await admin.get(`${BASE}/${imp.id}/rows`)).json.rows[0].choice).toBe("update");
  });
});
