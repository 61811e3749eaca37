import { Hono } from "hono";
import { isUuid } from "#src/lib/uuid.ts";
import { notFound, parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import { INTEGRATIONS_MESSAGES as M, tokenCreateSchema } from "./integrations.contract.ts";
import { createToken, listTokens, revokeToken } from "./server/tokens.service.ts";

// Who may call each route is its descriptor in integrationsEndpoints (admins), enforced in front
// of every route; the services check the role again.

/** /api/integrations */
export const integrationsApi = new Hono<HonoEnv>()
  .get("/tokens", async (c) =>
    c.json({ tokens: await listTokens(c.get("services").db, await signedInActor(c)) }),
  )
  .post("/tokens", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(tokenCreateSchema, await readJson(c));
    const created = await createToken(c.get("services").db, actor, input);
    return c.json({ ...created, message: M.tokenCreated }, 201);
  })
  .delete("/tokens/:id", async (c) => {
    const actor = await signedInActor(c);
    const id = c.req.param("id");
    if (!isUuid(id)) throw notFound(M.tokenNotFound);
    const token = await revokeToken(c.get("services").db, actor, id);
    return c.json({ token, message: M.tokenRevoked });
  });
