import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BackupError, createBackup, defaultBackupFile, targetFromEnv, timestamp } from "./backup-restore.ts";

describe("backup helpers", () => {
  it("names backups by a sortable, file-safe timestamp", () => {
    expect(timestamp(new Date("2025-01-31T09:15:02.123Z"))).toBe("2025-01-31T09-15-02-123Z");
    expect(defaultBackupFile("/srv/app")).toMatch(/^\/srv\/app\/backups\/backup-[\dT-]+Z\.tar\.gz$/);
  });

  it("reads the target from the server's variables; empty ones count as unset, bad ones are named", () => {
    expect(
      targetFromEnv({
        DATA_DIR: "/srv/data",
        DATABASE_URL: "",
        S3_ENDPOINT: "https://s3.example",
        S3_BUCKET: "b",
        S3_ACCESS_KEY_ID: "k",
        S3_SECRET_ACCESS_KEY: "s",
      }),
    ).toEqual({
      dataDir: "/srv/data",
      databaseUrl: undefined,
      s3: { endpoint: "https://s3.example", bucket: "b", region: "us-east-1" },
      authSecretFromEnv: undefined,
    });
    expect(() => targetFromEnv({ AUTH_SECRET: "short" })).toThrow(BackupError);
    expect(() => targetFromEnv({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("explains a missing pg_dump instead of failing obscurely, and leaves nothing behind", async () => {
    const previous = process.env.PATH;
    process.env.PATH = "/nonexistent";
    const out = path.join(os.tmpdir(), `never-${timestamp()}.tar.gz`);
    try {
      const target = {
        dataDir: path.join(os.tmpdir(), "never-data"),
        databaseUrl: "postgres://nobody@127.0.0.1:1/none",
        s3: undefined,
        authSecretFromEnv: undefined,
      };
      await expect(createBackup(target, out)).rejects.toThrow(/pg_dump was not found on PATH/);
      for (const leftover of [out, `${out}.partial`, `${out}.partial.d`])
        expect(fs.existsSync(leftover)).toBe(false);
    } finally {
      process.env.PATH = previous;
    }
  });
});
