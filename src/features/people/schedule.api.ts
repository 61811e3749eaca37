import { Hono } from "hono";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  dayChangeSchema,
  PEOPLE_MESSAGES,
  proposalDecisionSchema,
  remoteDaySchema,
  scheduleProposalSchema,
  scheduleQuerySchema,
  weeklyPatternSchema,
} from "./people.contract.ts";
import { recordRemoteDay, removeRemoteDay } from "./server/remote-days.service.ts";
import { removeDayChange, schedulePage, setDayChange, setPattern } from "./server/schedule.service.ts";
import {
  decideProposal,
  proposeScheduleChange,
  withdrawProposal,
} from "./server/schedule-proposals.service.ts";

const param = (c: { req: { param: (name: string) => string | undefined } }, name: string) =>
  c.req.param(name) ?? "";

/** /api/people/schedule: weekly patterns, one-off changes and proposals (decision 040). */
export const scheduleApi = new Hono<HonoEnv>()
  .get("/", async (c) => {
    const actor = await signedInActor(c);
    const { employee } = parseOrThrow(scheduleQuerySchema, c.req.query());
    return c.json(await schedulePage(c.get("services").db, actor, employee));
  })
  .put("/:employeeId/pattern", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(weeklyPatternSchema, await readJson(c));
    await setPattern(c.get("services").db, actor, param(c, "employeeId"), input);
    return c.json({ message: PEOPLE_MESSAGES.patternSaved });
  })
  .put("/:employeeId/changes", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(dayChangeSchema, await readJson(c));
    const change = await setDayChange(c.get("services").db, actor, param(c, "employeeId"), input);
    return c.json({ message: PEOPLE_MESSAGES.changeSaved, change });
  })
  .delete("/changes/:id", async (c) => {
    await removeDayChange(c.get("services").db, await signedInActor(c), param(c, "id"));
    return c.json({ message: PEOPLE_MESSAGES.changeRemoved });
  })
  .post("/proposals", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(scheduleProposalSchema, await readJson(c));
    const proposal = await proposeScheduleChange(c.get("services").db, actor, input);
    return c.json({ message: PEOPLE_MESSAGES.proposalSent, proposal }, 201);
  })
  .post("/proposals/:id/decision", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(proposalDecisionSchema, await readJson(c));
    const services = c.get("services");
    const proposal = await decideProposal(services, actor, param(c, "id"), input);
    services.kickMail();
    const message =
      input.decision === "accepted" ? PEOPLE_MESSAGES.proposalAccepted : PEOPLE_MESSAGES.proposalDeclined;
    return c.json({ message, proposal });
  })
  .delete("/proposals/:id", async (c) => {
    await withdrawProposal(c.get("services").db, await signedInActor(c), param(c, "id"));
    return c.json({ message: PEOPLE_MESSAGES.proposalWithdrawn });
  });

/** /api/people/remote-days: the days an employee records as worked remotely. */
export const remoteDaysApi = new Hono<HonoEnv>()
  .post("/", async (c) => {
    const actor = await signedInActor(c);
    const input = parseOrThrow(remoteDaySchema, await readJson(c));
    const day = await recordRemoteDay(c.get("services").db, actor, input);
    return c.json({ message: PEOPLE_MESSAGES.remoteRecorded, day }, 201);
  })
  .delete("/:id", async (c) => {
    await removeRemoteDay(c.get("services").db, await signedInActor(c), param(c, "id"));
    return c.json({ message: PEOPLE_MESSAGES.remoteRemoved });
  });
