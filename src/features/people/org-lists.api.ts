import { Hono } from "hono";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  ORG_MESSAGES,
  orgEntryCreateSchema,
  orgEntryUpdateSchema,
  orgListKindSchema,
} from "./people.contract.ts";
import { addOrgEntry, deleteOrgEntry, orgLists, updateOrgEntry } from "./server/org-lists.service.ts";

/** /api/people/org-lists: offices, departments and job titles (decision 048). */
export const orgListsApi = new Hono<HonoEnv>()
  .get("/", async (c) => c.json(await orgLists(c.get("services").db, await signedInActor(c))))
  .post("/:kind", async (c) => {
    const actor = await signedInActor(c);
    const kind = parseOrThrow(orgListKindSchema, c.req.param("kind"));
    const input = parseOrThrow(orgEntryCreateSchema, await readJson(c));
    const entry = await addOrgEntry(c.get("services").db, actor, kind, input);
    return c.json({ message: ORG_MESSAGES.added(kind), entry }, 201);
  })
  .patch("/:kind/:id", async (c) => {
    const actor = await signedInActor(c);
    const kind = parseOrThrow(orgListKindSchema, c.req.param("kind"));
    const input = parseOrThrow(orgEntryUpdateSchema, await readJson(c));
    const entry = await updateOrgEntry(c.get("services").db, actor, kind, c.req.param("id"), input);
    const message =
      input.archived === true
        ? ORG_MESSAGES.archived(kind)
        : input.archived === false
          ? ORG_MESSAGES.restored(kind)
          : ORG_MESSAGES.saved(kind);
    return c.json({ message, entry });
  })
  .delete("/:kind/:id", async (c) => {
    const actor = await signedInActor(c);
    const kind = parseOrThrow(orgListKindSchema, c.req.param("kind"));
    await deleteOrgEntry(c.get("services").db, actor, kind, c.req.param("id"));
    return c.json({ message: ORG_MESSAGES.deleted(kind) });
  });
