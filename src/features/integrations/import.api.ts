import { Hono } from "hono";
import { z } from "zod";
import { isUuid } from "#src/lib/uuid.ts";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  importCheckSchema,
  importRemainingChoiceSchema,
  importReviewQuerySchema,
  importRowChoicesSchema,
  importRunSchema,
  importUploadFields,
  IMPORT_MESSAGES as M,
} from "./import.contract.ts";
import {
  checkImport,
  createImport,
  getImport,
  importReport,
  listImports,
  startImport,
  undoImport,
} from "./server/import.service.ts";
import { applyRemainingChoice, reviewRows, setRowChoices } from "./server/import-review.service.ts";
import { receiveCsvUpload } from "./server/import-upload.ts";

// Who may call each route is its descriptor in importEndpoints (employee), enforced in front of
// every route; the services check the role again and that the import is the caller's (or an admin's).

const importId = (id: string | undefined) => {
  if (!isUuid(id)) throw notFound(M.importNotFound);
  return id;
};

/** /api/integrations/imports */
export const importApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json({ imports: await listImports(c.get("services").db, await signedInActor(c)) }))
  .post("/", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const upload = await receiveCsvUpload(c.req.raw, services.config.dataDir);
    const { kind } = parseOrThrow(z.object({ kind: importUploadFields.kind }), upload.fields);
    const created = await createImport(services.db, actor, upload, kind);
    return c.json({ import: created, message: M.uploaded }, 201);
  })
  .get("/:id", async (c) =>
    c.json({
      import: await getImport(c.get("services").db, await signedInActor(c), importId(c.req.param("id"))),
    }),
  )
  .post("/:id/check", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const input = parseOrThrow(importCheckSchema, await readJson(c));
    const checking = await checkImport(services.db, actor, importId(c.req.param("id")), input);
    services.kickImports();
    return c.json({ import: checking, message: M.checkQueued }, 202);
  })
  .get("/:id/rows", async (c) => {
    const actor = await signedInActor(c);
    const query = parseOrThrow(importReviewQuerySchema, c.req.query());
    return c.json(await reviewRows(c.get("services").db, actor, importId(c.req.param("id")), query));
  })
  .post("/:id/choices", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(importRowChoicesSchema, await readJson(c));
    return c.json(await setRowChoices(c.get("services").db, actor, importId(c.req.param("id")), input));
  })
  .post("/:id/choices/remaining", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(importRemainingChoiceSchema, await readJson(c));
    return c.json(
      await applyRemainingChoice(c.get("services").db, actor, importId(c.req.param("id")), input),
    );
  })
  .post("/:id/run", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const input = parseOrThrow(importRunSchema, await readJson(c));
    const started = await startImport(services.db, actor, importId(c.req.param("id")), input);
    services.kickImports();
    return c.json({ import: started, message: M.queued }, 202);
  })
  .get("/:id/report", async (c) => {
    const { filename, csv } = await importReport(
      c.get("services").db,
      await signedInActor(c),
      importId(c.req.param("id")),
    );
    return sendDownload(c, new TextEncoder().encode(csv), {
      contentType: "text/csv; charset=utf-8",
      disposition: attachmentDisposition(filename),
      cacheControl: "private, no-store",
    });
  })
  .post("/:id/undo", async (c) =>
    c.json(await undoImport(c.get("services").db, await signedInActor(c), importId(c.req.param("id")))),
  );
