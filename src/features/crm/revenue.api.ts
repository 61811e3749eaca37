import { Hono } from "hono";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  duplicateCheckSchema,
  REVENUE_MESSAGES as M,
  mergeLeadSchema,
  reassignSchema,
  routingRuleSchema,
  routingSettingsSchema,
  speedQuerySchema,
  staffPreferencesSchema,
} from "./revenue.contract.ts";
import { checkNewRecord } from "./server/duplicates.service.ts";
import { leadDuplicates, mergeLeads, undoMerge } from "./server/lead-merge.service.ts";
import {
  createRoutingRule,
  deleteRoutingRule,
  getRouting,
  getStaffPreferences,
  leadOwnership,
  reassignLead,
  saveRoutingSettings,
  saveStaffPreferences,
  updateRoutingRule,
} from "./server/routing-admin.service.ts";
import { speedToLeadReport } from "./server/speed.service.ts";

/** /api/crm: owners and routing (issue 30), mounted beside crmApi. */
export const crmRevenueApi = new Hono<HonoEnv>()
  .get("/routing", async (c) => c.json(await getRouting(c.get("services").db, await signedInActor(c))))
  .post("/routing/rules", async (c) => {
    const input = parseOrThrow(routingRuleSchema, await readJson(c));
    const rule = await createRoutingRule(c.get("services").db, await signedInActor(c), input);
    return c.json({ rule, message: M.ruleSaved }, 201);
  })
  .patch("/routing/rules/:id", async (c) => {
    const input = parseOrThrow(routingRuleSchema, await readJson(c));
    const rule = await updateRoutingRule(
      c.get("services").db,
      await signedInActor(c),
      c.req.param("id"),
      input,
    );
    return c.json({ rule, message: M.ruleSaved });
  })
  .delete("/routing/rules/:id", async (c) =>
    c.json(await deleteRoutingRule(c.get("services").db, await signedInActor(c), c.req.param("id"))),
  )
  .put("/routing/settings", async (c) => {
    const input = parseOrThrow(routingSettingsSchema, await readJson(c));
    return c.json(await saveRoutingSettings(c.get("services").db, await signedInActor(c), input));
  })
  .get("/leads/:id/ownership", async (c) =>
    c.json(await leadOwnership(c.get("services").db, await signedInActor(c), c.req.param("id"))),
  )
  .post("/leads/:id/owner", async (c) => {
    const input = parseOrThrow(reassignSchema, await readJson(c));
    const services = c.get("services");
    const result = await reassignLead(
      services.db,
      await signedInActor(c),
      c.req.param("id"),
      input,
      services.mailContext(),
    );
    services.kickMail();
    return c.json(result);
  })
  .get("/preferences", async (c) =>
    c.json(await getStaffPreferences(c.get("services").db, await signedInActor(c))),
  )
  .get("/speed-to-lead", async (c) => {
    const { days } = parseOrThrow(speedQuerySchema, c.req.query());
    return c.json(await speedToLeadReport(c.get("services").db, await signedInActor(c), days));
  })
  .put("/preferences", async (c) => {
    const input = parseOrThrow(staffPreferencesSchema, await readJson(c));
    return c.json(await saveStaffPreferences(c.get("services").db, await signedInActor(c), input));
  })
  .get("/leads/:id/duplicates", async (c) =>
    c.json(await leadDuplicates(c.get("services").db, await signedInActor(c), c.req.param("id"))),
  )
  .post("/leads/:id/merge", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(mergeLeadSchema, await readJson(c));
    return c.json(await mergeLeads(c.get("services").db, actor, c.req.param("id"), input));
  })
  .post("/lead-merges/:id/undo", async (c) =>
    c.json(await undoMerge(c.get("services").db, await signedInActor(c), c.req.param("id"))),
  )
  .post("/duplicates/check", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(duplicateCheckSchema, await readJson(c));
    return c.json(await checkNewRecord(c.get("services").db, actor, input));
  });
