import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../tests/helpers/test-db.ts";
import {
  BackupError,
  backupPostgres,
  defaultBackupFile,
  restorePostgres,
  timestamp,
} from "./backup-restore.ts";

describe("backup helpers", () => {
  it("names backups by a sortable, file-safe timestamp", () => {
    expect(timestamp(new Date("2025-01-31T09:15:02.123Z"))).toBe("2025-01-31T09-15-02-123Z");
    expect(defaultBackupFile("pglite", "/srv/app")).toMatch(
      /^\/srv\/app\/backups\/backup-[\dT-]+Z\.tar\.gz$/,
    );
    expect(defaultBackupFile("postgres", "/srv/app")).toMatch(/\.sql\.gz$/);
  });

  it("explains a missing pg_dump instead of failing obscurely", async () => {
    const previous = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      const out = path.join(os.tmpdir(), `never-${timestamp()}.sql.gz`);
      await expect(backupPostgres("postgres://nobody@127.0.0.1:1/none", out)).rejects.toThrow(
        /pg_dump was not found on PATH/,
      );
      expect(fs.existsSync(out)).toBe(false);
      expect(fs.existsSync(`${out}.partial`)).toBe(false);
    } finally {
      process.env.PATH = previous;
    }
  });
});

// Needs a PostgreSQL server and its client tools: TEST_DATABASE_URL=... npx vitest run scripts
describe.skipIf(!process.env.TEST_DATABASE_URL)("backup and restore on PostgreSQL", () => {
  const files: string[] = [];
  afterAll(() => {
    for (const f of files) fs.rmSync(f, { force: true });
  });

  it("restores the rows that were backed up", async () => {
    const database = await createTestDatabase();
    try {
      const url = database.url!;
      await database.db.execute(sql`insert into site_settings (key, value) values ('company', '"Before"')`);
      const file = path.join(os.tmpdir(), `pg-backup-${timestamp()}.sql.gz`);
      files.push(file);
      await backupPostgres(url, file);
      await database.db.execute(sql`update site_settings set value = '"After"' where key = 'company'`);
      await database.db.execute(sql`insert into site_settings (key, value) values ('extra', '1')`);
      await restorePostgres(url, file);
      const rows = (await database.db.execute(
        sql`select key, value from site_settings order by key`,
      )) as unknown as {
        rows: unknown[];
      };
      expect(rows.rows).toEqual([{ key: "company", value: "Before" }]);
      await expect(restorePostgres(url, `${file}.missing`)).rejects.toBeInstanceOf(BackupError);
    } finally {
      await database.close();
    }
  });
});
