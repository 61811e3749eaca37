import { Hono } from "hono";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  allowanceOverrideSchema,
  PEOPLE_MESSAGES,
  policyYearSchema,
  publicHolidaySchema,
  timeOffPolicySchema,
} from "./people.contract.ts";
import {
  addHoliday,
  policyPage,
  removeHoliday,
  removeOverride,
  saveOverride,
  savePolicy,
} from "./server/time-off-policy.service.ts";

const currentYear = () => String(new Date().getUTCFullYear());

/** /api/people/time-off-policy: the time-off policy a portal administrator keeps (decision 033). */
export const timeOffPolicyApi = new Hono<HonoEnv>()
  .get("/", async (c) => {
    const actor = await signedInActor(c);
    const year = parseOrThrow(policyYearSchema, c.req.query("year") || currentYear());
    return c.json(await policyPage(c.get("services").db, actor, year));
  })
  .post("/holidays", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(publicHolidaySchema, await readJson(c));
    const holiday = await addHoliday(c.get("services").db, actor, input);
    return c.json({ message: PEOPLE_MESSAGES.holidayAdded, holiday }, 201);
  })
  .delete("/holidays/:id", async (c) => {
    await removeHoliday(c.get("services").db, await signedInActor(c), c.req.param("id"));
    return c.json({ message: PEOPLE_MESSAGES.holidayRemoved });
  })
  .put("/overrides", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(allowanceOverrideSchema, await readJson(c));
    const override = await saveOverride(c.get("services").db, actor, input);
    return c.json({ message: PEOPLE_MESSAGES.overrideSaved, override });
  })
  .delete("/overrides/:id", async (c) => {
    await removeOverride(c.get("services").db, await signedInActor(c), c.req.param("id"));
    return c.json({ message: PEOPLE_MESSAGES.overrideRemoved });
  })
  .put("/:year", async (c) => {
    const actor = await signedInActor(c);
    const year = parseOrThrow(policyYearSchema, c.req.param("year"));
    const input = parseOrThrow(timeOffPolicySchema, await readJson(c));
    const policy = await savePolicy(c.get("services").db, actor, year, input);
    return c.json({ message: PEOPLE_MESSAGES.policySaved(year), policy });
  });
