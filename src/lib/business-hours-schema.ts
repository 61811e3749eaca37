import { z } from "zod";
import type { BusinessHours } from "./business-hours.ts";

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * When the business works, in its own time zone: the days of the week (0 Sunday … 6 Saturday)
 * and the opening and closing times. Meetings are offered only inside these hours. Its output is
 * the plain BusinessHours type of business-hours.ts.
 */
export const businessHoursSchema = z
  .object({
    timeZone: z.string().refine(isTimeZone, "Unknown time zone"),
    workingDays: z.array(z.number().int().min(0).max(6)).min(1, "Choose at least one working day"),
    opens: z.string().regex(CLOCK_TIME, "Use a 24-hour time such as 09:00"),
    closes: z.string().regex(CLOCK_TIME, "Use a 24-hour time such as 17:00"),
    weekStartsOn: z
      .number({ error: "Choose the day the week starts on" })
      .int("Choose the day the week starts on")
      .min(0, "Choose the day the week starts on")
      .max(6, "Choose the day the week starts on")
      .optional(),
  })
  .refine((h) => h.opens < h.closes, {
    message: "Closing time must be after opening time",
    path: ["closes"],
  }) satisfies z.ZodType<BusinessHours>;
