import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/helpers/test-db.ts";
import { loadConfig } from "../config/config.ts";
import type { Database } from "../db/db.ts";
import { silentLogger } from "../log/logger.ts";
import { startFakeS3 } from "./fake-s3.testing.ts";
import { createFileService, type FileService } from "./file.service.ts";
import { createLocalDiskDriver } from "./local-disk.driver.ts";
import type { StorageDriver } from "./storage.driver.ts";
import { storedFiles } from "./storage.tables.ts";
import { createStorage } from "./storage.ts";
import { elfExecutable, minimalPdf, plainText, windowsExecutable } from "./test-files.testing.ts";
import { UploadRejectedError } from "./upload-check.ts";

let database: Database;
let tmp: string;
let filesRoot: string;
let files: FileService;
const pdfOnly = { mimeTypes: ["application/pdf"], extensions: ["pdf"] };

async function rowCount(): Promise<number> {
  const [r] = await database.db.select({ n: count() }).from(storedFiles);
  return r?.n ?? 0;
}

async function filesOnDisk(): Promise<string[]> {
  const entries = await fs.readdir(filesRoot, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

beforeAll(async () => {
  database = await createTestDatabase();
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "file-service-"));
  filesRoot = path.join(tmp, "files");
  files = createStorage({
    db: database.db,
    config: loadConfig({ DATA_DIR: tmp, UPLOAD_MAX_BYTES: "4096" }),
    logger: silentLogger,
  }).files;
});
afterAll(async () => {
  await database?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});
beforeEach(async () => {
  await database.db.delete(storedFiles);
  await fs.rm(filesRoot, { recursive: true, force: true });
});

describe("FileService", () => {
  it("stores a real PDF privately, reads it back and deletes it", async () => {
    const bytes = minimalPdf();
    const row = await files.saveUpload({
      ownerId: "user-1",
      purpose: "Intake attachment",
      filename: "../Deck.pdf",
      bytes,
      allowed: pdfOnly,
    });
    expect(row).toMatchObject({
      ownerId: "user-1",
      purpose: "Intake attachment",
      filename: "Deck.pdf",
      contentType: "application/pdf",
      size: bytes.byteLength,
      visibility: "private",
    });
    expect(row.storageKey).toBe(`intake-attachment/${row.id}.pdf`);
    expect(await fs.readFile(path.join(filesRoot, "intake-attachment", `${row.id}.pdf`))).toEqual(
      Buffer.from(bytes),
    );

    const read = await files.readFile(row.id);
    expect(read?.row.id).toBe(row.id);
    expect(read?.bytes).toEqual(bytes);

    expect(await files.deleteFile(row.id)).toBe(true);
    expect(await files.deleteFile(row.id)).toBe(false);
    expect(await files.readFile(row.id)).toBeNull();
    expect(await rowCount()).toBe(0);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("answers null for unknown or malformed ids", async () => {
    expect(await files.readFile("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await files.readFile("not-a-uuid")).toBeNull();
    expect(await files.deleteFile("'; drop table stored_files; --")).toBe(false);
  });

  it("refuses an oversize upload and stores nothing", async () => {
    const bytes = new Uint8Array(5000);
    bytes.set(minimalPdf());
    const err = await files
      .saveUpload({ ownerId: null, purpose: "deck", filename: "deck.pdf", bytes, allowed: pdfOnly })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadRejectedError);
    expect((err as UploadRejectedError).code).toBe("too_large");
    expect((err as UploadRejectedError).message).toBe("The file is larger than 4 KB.");
    // An explicit limit wins over the configured one.
    await expect(
      files.saveUpload({
        ownerId: null,
        purpose: "deck",
        filename: "deck.pdf",
        bytes: minimalPdf(),
        allowed: pdfOnly,
        maxBytes: 10,
      }),
    ).rejects.toMatchObject({ code: "too_large", message: "The file is larger than 10 bytes." });
    expect(await rowCount()).toBe(0);
    expect(await filesOnDisk()).toEqual([]);
  });

  it.each([
    ["an ELF executable", elfExecutable()],
    ["a Windows executable", windowsExecutable()],
    ["plain text", plainText()],
  ])("refuses %s renamed deck.pdf and stores nothing", async (_label, bytes) => {
    await expect(
      files.saveUpload({ ownerId: "u", purpose: "deck", filename: "deck.pdf", bytes, allowed: pdfOnly }),
    ).rejects.toMatchObject({
      name: "UploadRejectedError",
      code: "type_not_allowed",
      message: "This file type is not allowed.",
    });
    expect(await rowCount()).toBe(0);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("leaves no row when writing the bytes fails", async () => {
    const broken: StorageDriver = {
      kind: "local",
      put: async () => {
        throw new Error("disk full");
      },
      get: async () => null,
      delete: async () => {},
    };
    const service = createFileService({
      db: database.db,
      driver: broken,
      logger: silentLogger,
      uploadMaxBytes: 4096,
    });
    await expect(
      service.saveUpload({
        ownerId: "u",
        purpose: "deck",
        filename: "deck.pdf",
        bytes: minimalPdf(),
        allowed: pdfOnly,
      }),
    ).rejects.toThrow("disk full");
    expect(await rowCount()).toBe(0);
  });

  it("removes the bytes when the row cannot be inserted", async () => {
    await database.db.execute(
      sql`alter table stored_files add constraint test_refuse check (purpose <> 'refused')`,
    );
    try {
      await expect(
        files.saveUpload({
          ownerId: "u",
          purpose: "refused",
          filename: "deck.pdf",
          bytes: minimalPdf(),
          allowed: pdfOnly,
        }),
      ).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table stored_files drop constraint test_refuse`);
    }
    expect(await rowCount()).toBe(0);
    expect(await filesOnDisk()).toEqual([]);
  });

  it("reports a row whose bytes went missing as not found", async () => {
    const row = await files.saveUpload({
      ownerId: "u",
      purpose: "deck",
      filename: "deck.pdf",
      bytes: minimalPdf(),
      allowed: pdfOnly,
    });
    await createLocalDiskDriver(filesRoot).delete(row.storageKey);
    expect(await files.readFile(row.id)).toBeNull();
  });

  it("uses S3 when configured", async () => {
    const s3 = await startFakeS3("bucket");
    try {
      const storage = createStorage({
        db: database.db,
        config: loadConfig({
          DATA_DIR: tmp,
          S3_ENDPOINT: s3.endpoint,
          S3_BUCKET: "bucket",
          S3_ACCESS_KEY_ID: "AKID",
          S3_SECRET_ACCESS_KEY: "secret",
        }),
        logger: silentLogger,
      });
      expect(storage.driver.kind).toBe("s3");
      const row = await storage.files.saveUpload({
        ownerId: "u",
        purpose: "deck",
        filename: "deck.pdf",
        bytes: minimalPdf(),
        allowed: pdfOnly,
        visibility: "public",
      });
      expect(row.visibility).toBe("public");
      expect(s3.objects.get(row.storageKey)?.contentType).toBe("application/pdf");
      expect((await storage.files.readFile(row.id))?.bytes).toEqual(minimalPdf());
      expect(await storage.files.deleteFile(row.id)).toBe(true);
      expect(s3.objects.size).toBe(0);
      expect(await filesOnDisk()).toEqual([]);
    } finally {
      await s3.close();
    }
  });
});
