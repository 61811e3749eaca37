import { type Context, Hono } from "hono";
import { getSiteSettings } from "#src/features/site/server/index.ts";
import { parseOrThrow } from "#src/platform/http/errors.ts";
import { idempotent } from "#src/platform/http/idempotency.ts";
import { signedInActor } from "#src/platform/http/permissions.ts";
import { enforceRateLimit, RateLimitedError, type RateLimitRule } from "#src/platform/http/rate-limit.ts";
import { readJson } from "#src/platform/http/request.ts";
import type { HonoEnv } from "#src/platform/http/session.ts";
import {
  type BookingCancelResultDto,
  type BookingConflictDto,
  bookingCancelQuerySchema,
  bookingCancelSchema,
  bookingRequestSchema,
  CANCEL_MESSAGES,
  INTAKE_MESSAGES,
  intakeSubmissionSchema,
  slotRangeQuerySchema,
  staffBookingCancelSchema,
} from "./intake.contract.ts";
import {
  bookingForCancelLink,
  bookMeeting,
  type CancelBy,
  cancelBooking,
  listSlots,
  SlotTakenError,
} from "./server/booking.service.ts";
import { submitIntake } from "./server/intake.service.ts";

/** Per client address: a person submits once or twice, a bot hundreds. */
export const INTAKE_RATE_LIMITS = {
  submission: { name: "intake-submission", limit: 5, windowMs: 10 * 60_000 },
  booking: { name: "intake-booking", limit: 10, windowMs: 10 * 60_000 },
  slots: { name: "intake-slots", limit: 120, windowMs: 60_000 },
  cancel: { name: "intake-cancel", limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>;

async function limitByIp(c: Context<HonoEnv>, rule: RateLimitRule): Promise<void> {
  try {
    await enforceRateLimit(c.get("services").rateLimiter, rule, c.get("clientIp"));
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    throw new RateLimitedError(
      INTAKE_MESSAGES.rateLimited(Math.ceil(err.retryAfterSeconds / 60)),
      err.retryAfterSeconds,
    );
  }
}

/** /api/intake: enrich-lead-data and book-meeting. */
export const intakeApi = new Hono<HonoEnv>()
  .post("/submissions", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, INTAKE_RATE_LIMITS.submission);
    const input = parseOrThrow(intakeSubmissionSchema, await readJson(c));
    const result = await submitIntake({ db: services.db, ai: services.ai }, input);
    return c.json(result, 201);
  })
  .get("/slots", async (c) => {
    await limitByIp(c, INTAKE_RATE_LIMITS.slots);
    const { from, to } = parseOrThrow(slotRangeQuerySchema, c.req.query());
    const { db } = c.get("services");
    const slots = await listSlots({ db, hours: (await getSiteSettings(db)).businessHours }, from, to);
    c.header("Cache-Control", "no-store");
    return c.json(slots);
  })
  .post("/bookings", idempotent(), async (c) => {
    const services = c.get("services");
    await limitByIp(c, INTAKE_RATE_LIMITS.booking);
    const input = parseOrThrow(bookingRequestSchema, await readJson(c));
    const site = await getSiteSettings(services.db);
    const mail = await services.mailContext();
    try {
      const result = await bookMeeting({ db: services.db, hours: site.businessHours }, input, {
        mail,
      });
      services.kickMail();
      return c.json(result, 201);
    } catch (err) {
      if (!(err instanceof SlotTakenError)) throw err;
      return c.json(
        { error: err.message, code: "slot_taken", slots: err.slots } satisfies BookingConflictDto,
        409,
      );
    }
  })
  .get("/bookings/:id/cancel", async (c) => {
    await limitByIp(c, INTAKE_RATE_LIMITS.cancel);
    const { token } = parseOrThrow(bookingCancelQuerySchema, c.req.query());
    const { db } = c.get("services");
    c.header("Cache-Control", "no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.json(await bookingForCancelLink({ db }, c.req.param("id"), token));
  })
  .post("/bookings/:id/cancel", async (c) => {
    await limitByIp(c, INTAKE_RATE_LIMITS.cancel);
    const { token, reason } = parseOrThrow(bookingCancelSchema, await readJson(c));
    return c.json(await cancel(c, { visitor: { token } }, reason, CANCEL_MESSAGES.success));
  })
  .post("/bookings/:id/staff-cancel", async (c) => {
    const actor = await signedInActor(c);
    const { reason } = parseOrThrow(staffBookingCancelSchema, await readJson(c));
    return c.json(await cancel(c, { staff: actor }, reason, CANCEL_MESSAGES.staffSuccess));
  });

async function cancel(
  c: Context<HonoEnv>,
  by: CancelBy,
  reason: string | null,
  message: string,
): Promise<BookingCancelResultDto> {
  const services = c.get("services");
  const booking = await cancelBooking({ db: services.db }, c.req.param("id") ?? "", by, reason, {
    mail: await services.mailContext(),
  });
  services.kickMail();
  return { success: true, message, booking };
}
