import { randomUUID } from "node:crypto";
import { eq, isNull, sql } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import type { Db } from "../db/db.ts";
import type { Logger } from "../log/logger.ts";
import type { StorageDriver } from "./storage.driver.ts";
import { storedFiles } from "./storage.tables.ts";
import { type AllowedTypes, checkUpload, cleanFilename, UploadRejectedError } from "./upload-check.ts";

export type StoredFile = typeof storedFiles.$inferSelect;

export type SaveUploadInput = {
  ownerId: string | null;
  /** What the file is for, e.g. "intake-attachment"; also the first segment of its storage key. */
  purpose: string;
  filename: string;
  bytes: Uint8Array;
  allowed: AllowedTypes;
  /** Defaults to the configured UPLOAD_MAX_BYTES. */
  maxBytes?: number;
  visibility?: "private" | "public";
};

export type FileService = {
  /** Checks size and real type, stores the bytes and a stored_files row. Throws UploadRejectedError. */
  saveUpload(input: SaveUploadInput): Promise<StoredFile>;
  /** The row and bytes, or null when the id is unknown (or the bytes are gone). No authorization here. */
  readFile(fileId: string): Promise<{ row: StoredFile; bytes: Uint8Array } | null>;
  getFile(fileId: string): Promise<StoredFile | null>;
  /** Removes row and bytes; false when there was no such file. */
  deleteFile(fileId: string): Promise<boolean>;
};

/** What the visitor reads when the space for public uploads is used up. */
export const ANONYMOUS_QUOTA_MESSAGE =
  "We cannot accept files from the website right now: the space for uploads is full. Please try again later or email the file to us.";

function purposeSegment(purpose: string): string {
  const slug = purpose
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "file";
}

export function createFileService(deps: {
  db: Db;
  driver: StorageDriver;
  logger: Logger;
  uploadMaxBytes: number;
  /**
   * Total bytes of files without an owner (sent from the public site by anyone): without a cap,
   * one script could fill the disk or the bucket bill. Undefined: no cap.
   */
  anonymousQuotaBytes?: number;
}): FileService {
  const { db, driver, logger } = deps;

  async function getFile(fileId: string): Promise<StoredFile | null> {
    // A malformed id would make PostgreSQL raise on the uuid cast; it simply matches nothing.
    if (!isUuid(fileId)) return null;
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId)).limit(1);
    return row ?? null;
  }

  return {
    getFile,

    async saveUpload(input) {
      const filename = cleanFilename(input.filename);
      const type = await checkUpload({
        filename,
        bytes: input.bytes,
        allowed: input.allowed,
        maxBytes: input.maxBytes ?? deps.uploadMaxBytes,
      });
      if (input.ownerId === null && deps.anonymousQuotaBytes !== undefined) {
        const [used] = await db
          .select({ bytes: sql<string | number>`coalesce(sum(${storedFiles.size}), 0)` })
          .from(storedFiles)
          .where(isNull(storedFiles.ownerId));
        if (Number(used?.bytes ?? 0) + input.bytes.byteLength > deps.anonymousQuotaBytes) {
          logger.warn({ quota: deps.anonymousQuotaBytes }, "anonymous upload quota reached");
          throw new UploadRejectedError("quota_exceeded", ANONYMOUS_QUOTA_MESSAGE);
        }
      }
      const id = randomUUID();
      const storageKey = `${purposeSegment(input.purpose)}/${id}.${type.ext}`;
      // Bytes first: if the write fails no row was ever created; if the insert fails the bytes are removed.
      await driver.put(storageKey, input.bytes, type.mime);
      try {
        const [row] = await db
          .insert(storedFiles)
          .values({
            id,
            storageKey,
            ownerId: input.ownerId,
            purpose: input.purpose,
            filename,
            contentType: type.mime,
            size: input.bytes.byteLength,
            visibility: input.visibility ?? "private",
          })
          .returning();
        return row!;
      } catch (err) {
        await driver.delete(storageKey).catch((cleanupErr: unknown) => {
          logger.error({ err: cleanupErr, storageKey }, "could not remove bytes of a file whose row failed");
        });
        throw err;
      }
    },

    async readFile(fileId) {
      const row = await getFile(fileId);
      if (!row) return null;
      const bytes = await driver.get(row.storageKey);
      if (!bytes) {
        logger.error({ fileId, storageKey: row.storageKey }, "stored file row has no bytes");
        return null;
      }
      return { row, bytes };
    },

    async deleteFile(fileId) {
      if (!isUuid(fileId)) return false;
      // Row first: bytes left behind by a failure are harmless, a row pointing at nothing is not.
      const [row] = await db.delete(storedFiles).where(eq(storedFiles.id, fileId)).returning();
      if (!row) return false;
      try {
        await driver.delete(row.storageKey);
      } catch (err) {
        logger.warn(
          { err, storageKey: row.storageKey },
          "file row deleted but its bytes could not be removed",
        );
      }
      return true;
    },
  };
}
