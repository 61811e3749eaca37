import { Hono } from "hono";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import type { Db } from "#src/platform/db/db.ts";
import { attachmentDisposition, sendDownload } from "#src/platform/http/download.ts";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  applyDiffSchema,
  DELIVERY_MESSAGES as DM,
  proposalInputSchema,
  rateInputSchema,
  sendProposalSchema,
  startDeliverySchema,
} from "./flare-delivery.contract.ts";
import { applyDelivery, getDelivery, startDelivery } from "./server/delivery.service.ts";
import { createProposal, listProposals, readProposalFile, sendProposal } from "./server/proposals.service.ts";
import { listRates, updateRate } from "./server/rates.service.ts";

async function companyName(db: Db): Promise<string> {
  return (await getSiteSettings(db)).companyName;
}

// Who may call each route is its descriptor in deliveryEndpoints (staff only: the employee role,
// admins for the rates); the services check the role again and which design each call names.

/** /api/flare: rates, proposals and delivery (mounted beside flareApi). */
export const flareDeliveryApi = new Hono<HonoEnv>()
  .get("/rates", async (c) => {
    const actor = await signedInActor(c);
    return c.json({ rates: await listRates(c.get("services").db, actor) });
  })
  .put("/rates/:segment", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(rateInputSchema, await readJson(c));
    const rate = await updateRate(c.get("services").db, actor, c.req.param("segment"), input);
    return c.json({ rate, message: DM.ratesSaved });
  })
  .get("/designs/:id/proposals", async (c) => {
    const actor = await signedInActor(c);
    return c.json({ proposals: await listProposals(c.get("services").db, actor, c.req.param("id")) });
  })
  .post("/designs/:id/proposals", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const input = parseOrThrow(proposalInputSchema, await readJson(c));
    const deps = { db: services.db, files: services.files, companyName: await companyName(services.db) };
    const proposal = await createProposal(deps, actor, c.req.param("id"), input);
    return c.json({ proposal, message: DM.proposalReady }, 201);
  })
  .get("/proposals/:proposalId/file", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const file = await readProposalFile(services, actor, c.req.param("proposalId"));
    return sendDownload(c, file.bytes, {
      contentType: "application/pdf",
      disposition: attachmentDisposition(file.filename),
      cacheControl: "private, no-store",
    });
  })
  .post("/proposals/:proposalId/send", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const { email } = parseOrThrow(sendProposalSchema, await readJson(c));
    const deps = {
      db: services.db,
      mail: await services.mailContext(),
      companyName: await companyName(services.db),
    };
    const proposal = await sendProposal(deps, actor, c.req.param("proposalId"), email);
    services.kickMail();
    return c.json({ proposal, message: DM.proposalSent(email) });
  })
  .get("/designs/:id/delivery", async (c) => {
    const actor = await signedInActor(c);
    return c.json(await getDelivery(c.get("services").db, actor, c.req.param("id")));
  })
  .post("/designs/:id/delivery", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const input = parseOrThrow(startDeliverySchema, await readJson(c));
    const deps = { db: services.db, files: services.files, companyName: await companyName(services.db) };
    const result = await startDelivery(deps, actor, c.req.param("id"), input);
    return c.json(result, result.created ? 201 : 200);
  })
  .post("/designs/:id/delivery/apply", async (c) => {
    const services = c.get("services");
    const actor = await signedInActor(c);
    const input = parseOrThrow(applyDiffSchema, await readJson(c));
    const deps = { db: services.db, files: services.files, companyName: await companyName(services.db) };
    return c.json(await applyDelivery(deps, actor, c.req.param("id"), input));
  });
