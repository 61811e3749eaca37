import { and, eq } from "drizzle-orm";
import { isUuid } from "#src/lib/uuid.ts";
import type { Database, Db } from "#src/platform/db/db.ts";
import { HttpError } from "#src/platform/http/errors.ts";
import type { FileService } from "#src/platform/storage/file.service.ts";
import { UploadRejectedError } from "#src/platform/storage/upload-check.ts";
import { ATTACHMENT_MAX_BYTES, type FeatureAttachment, FLARE_MESSAGES as M } from "../flare.contract.ts";
import { flareCollabOf } from "./collab.ts";
import { liveDesign } from "./collab-store.ts";
import { assertHolder } from "./designs.service.ts";
import { flareAttachments } from "./flare.tables.ts";
import type { FlareCaller } from "./gate.ts";

/** The storage "bucket" of feature attachments: the first segment of every stored key. */
export const ATTACHMENT_PURPOSE = "flare-attachments";

/** What a feature may carry, judged by the bytes (never the name or the browser's claim). */
const ALLOWED_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "text/plain",
  "text/csv",
  "text/markdown",
  "application/json",
  "application/zip",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
];

export const attachmentUrl = (designId: string, attachmentId: string) =>
  `/api/flare/designs/${designId}/attachments/${attachmentId}`;

/**
 * Stores a file for a feature on the shared canvas, privately (never a public URL): downloadable only
 * through attachmentUrl, by holders of the project and staff. The caller adds the returned entry
 * to the feature's attachments on the canvas.
 */
export async function uploadAttachment(
  deps: { db: Db; files: FileService; database: Database },
  caller: FlareCaller,
  designId: string,
  featureId: string,
  file: { filename: string; bytes: Uint8Array },
): Promise<FeatureAttachment> {
  await assertHolder(deps.db, caller, designId);
  // The feature must be on the shared canvas (with what this process has not stored yet).
  await flareCollabOf(deps.database)?.flush(designId);
  const design = await liveDesign(deps.db, designId);
  if (!design.nodes.some((n) => n.type === "feature" && n.id === featureId)) {
    throw new HttpError(400, M.featureNotFound, { code: "feature_not_saved" });
  }
  let stored: Awaited<ReturnType<FileService["saveUpload"]>>;
  try {
    stored = await deps.files.saveUpload({
      ownerId: caller.kind === "staff" ? caller.actor.user.id : null,
      purpose: ATTACHMENT_PURPOSE,
      filename: file.filename,
      bytes: file.bytes,
      allowed: { mimeTypes: ALLOWED_TYPES },
      maxBytes: ATTACHMENT_MAX_BYTES,
      visibility: "private",
    });
  } catch (err) {
    if (!(err instanceof UploadRejectedError)) throw err;
    if (err.code === "too_large") throw new HttpError(413, M.attachmentTooLarge, { code: "too_large" });
    if (err.code === "empty") throw new HttpError(400, M.attachmentEmpty, { code: "empty" });
    if (err.code === "quota_exceeded") throw err;
    throw new HttpError(415, M.attachmentType, { code: "type_not_allowed" });
  }
  try {
    const [row] = await deps.db
      .insert(flareAttachments)
      .values({ designId, featureId, fileId: stored.id, filename: stored.filename })
      .returning({ id: flareAttachments.id });
    return { id: row!.id, name: stored.filename, url: attachmentUrl(designId, row!.id) };
  } catch (err) {
    await deps.files.deleteFile(stored.id).catch(() => {});
    throw err;
  }
}

/** An attachment's bytes for a holder of its project or staff; null when there is no such file. */
export async function readAttachment(
  deps: { db: Db; files: FileService },
  caller: FlareCaller,
  designId: string,
  attachmentId: string,
): Promise<{ filename: string; contentType: string; bytes: Uint8Array } | null> {
  await assertHolder(deps.db, caller, designId);
  if (!isUuid(attachmentId)) return null;
  const [row] = await deps.db
    .select()
    .from(flareAttachments)
    .where(and(eq(flareAttachments.id, attachmentId), eq(flareAttachments.designId, designId)));
  if (!row) return null;
  const file = await deps.files.readFile(row.fileId);
  if (!file) return null;
  return { filename: row.filename, contentType: file.row.contentType, bytes: file.bytes };
}
