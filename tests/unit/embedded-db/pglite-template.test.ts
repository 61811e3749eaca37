import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { isEmptyCluster, PGLITE_CONF, pgliteTemplatePath } from "#src/platform/db/pglite-template.ts";
import { makePgliteTemplate } from "../../../scripts/pglite-template.ts";
import { tempDataDir } from "./helpers.ts";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the embedded database's cluster template", { timeout: 120_000 }, () => {
  it("is named by the installed PGlite version and the cluster settings", () => {
    const file = pgliteTemplatePath("/repo");
    expect(file).toMatch(
      /^\/repo\/node_modules\/\.cache\/pglite-template\/\d+\.\d+\.\d+-[0-9a-f]{12}\.tar\.gz$/,
    );
  });

  it("holds a cluster that a new data folder opens without initdb, and keeps what is written there", async () => {
    const scratch = tempDataDir("template");
    dirs.push(scratch);
    const file = path.join(scratch, "template.tar.gz");
    await makePgliteTemplate(file);
    expect(fs.statSync(file).size).toBeGreaterThan(100_000);

    const dataDir = path.join(scratch, "cluster");
    fs.mkdirSync(dataDir);
    expect(isEmptyCluster(dataDir)).toBe(true);
    const first = await PGlite.create(dataDir, {
      postgresqlconf: PGLITE_CONF,
      loadDataDir: new Blob([fs.readFileSync(file)]),
    });
    await first.exec("create table kept (note text); insert into kept values ('written after the template')");
    await first.close();
    expect(isEmptyCluster(dataDir)).toBe(false);

    // Reopened as an existing cluster (no template): the row is on disk.
    const second = await PGlite.create(dataDir, { postgresqlconf: PGLITE_CONF });
    const { rows } = await second.query<{ note: string }>("select note from kept");
    expect(rows).toEqual([{ note: "written after the template" }]);
    await second.close();
  });
});
