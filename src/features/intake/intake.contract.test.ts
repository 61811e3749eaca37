import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BOOKING_MESSAGES,
  INTAKE_MESSAGES as M,
  validateBooking,
  validateIntake,
} from "./intake.contract.ts";

const valid = {
  fullName: "Ada Lovelace",
  email: "ada@analytical.example",
  companyName: "Analytical Engines",
  linkedinProfile: "",
  projectType: "web_application",
  budgetRange: "50k_100k",
  timeline: "3_6_months",
  projectDescription: "A portal for 2,000 users with a Salesforce integration.",
};

const message = (body: unknown) => {
  const r = validateIntake(body);
  return r.ok ? null : r.message;
};

describe("the intake checks, in their fixed order", () => {
  it("accepts a complete form, LinkedIn optional", () => {
    expect(validateIntake(valid).ok).toBe(true);
    const { linkedinProfile: _, ...without } = valid;
    expect(validateIntake(without).ok).toBe(true);
  });

  it("reports the first failing check only", () => {
    expect(message({})).toBe(M.fullNameRequired);
    expect(message({ fullName: "A" })).toBe(M.emailRequired);
    expect(message({ fullName: "A", email: "nope" })).toBe(M.invalidEmail);
    expect(message({ fullName: "A", email: "a@b.co" })).toBe(M.companyRequired);
    expect(message({ fullName: "A", email: "a@b.co", companyName: "C" })).toBe(M.projectTypeRequired);
    expect(message({ fullName: "A", email: "a@b.co", companyName: "C", projectType: "mvp" })).toBe(
      M.budgetRequired,
    );
    expect(
      message({
        fullName: "A",
        email: "a@b.co",
        companyName: "C",
        projectType: "mvp",
        budgetRange: "under_25k",
      }),
    ).toBe(M.timelineRequired);
    expect(message({ ...valid, projectDescription: "   " })).toBe(M.descriptionRequired);
  });

  it("treats blanks, wrong types and unknown options as missing", () => {
    expect(message({ ...valid, fullName: "   " })).toBe(M.fullNameRequired);
    expect(message({ ...valid, email: 42 })).toBe(M.emailRequired);
    expect(message({ ...valid, email: "a b@c.d" })).toBe(M.invalidEmail);
    expect(message({ ...valid, projectType: "blockchain" })).toBe(M.projectTypeRequired);
    expect(message({ ...valid, budgetRange: "1m" })).toBe(M.budgetRequired);
    expect(message({ ...valid, timeline: "yesterday" })).toBe(M.timelineRequired);
    expect(message(null)).toBe(M.fullNameRequired);
    expect(message([1, 2])).toBe(M.fullNameRequired);
  });

  it("for any set of missing fields, the message is the earliest missing one", () => {
    const order = [
      ["fullName", M.fullNameRequired],
      ["email", M.emailRequired],
      ["companyName", M.companyRequired],
      ["projectType", M.projectTypeRequired],
      ["budgetRange", M.budgetRequired],
      ["timeline", M.timelineRequired],
      ["projectDescription", M.descriptionRequired],
    ] as const;
    fc.assert(
      fc.property(
        fc.subarray(
          order.map(([f]) => f),
          { minLength: 1 },
        ),
        (missing) => {
          const body: Record<string, string> = { ...valid };
          for (const f of missing) delete body[f];
          const first = order.find(([f]) => missing.includes(f))!;
          expect(message(body)).toBe(first[1]);
        },
      ),
    );
  });

  it("trims, and refuses control characters and line breaks in one-line fields", () => {
    const r = validateIntake({ ...valid, fullName: "  Ada Lovelace  " });
    expect(r.ok && r.value.fullName).toBe("Ada Lovelace");
    expect(validateIntake({ ...valid, fullName: "Ada\u0000 Lovelace" })).toEqual({
      ok: false,
      field: "fullName",
      message: "Full name contains an invisible control character. Please remove it.",
    });
    expect(validateIntake({ ...valid, companyName: "Engines\nLtd" })).toMatchObject({
      ok: false,
      field: "companyName",
    });
    expect(validateIntake({ ...valid, projectDescription: "Line one\nLine two" }).ok).toBe(true);
  });
});

describe("the booking checks", () => {
  const booking = { date: "2030-01-07", time: "09:30", fullName: "Ada", email: "ada@x.io" };
  it("needs a date and a time first", () => {
    for (const body of [{}, { date: "2030-01-07" }, { time: "09:30" }, { ...booking, date: "" }]) {
      const r = validateBooking(body);
      expect(r.ok ? null : r.message).toBe(BOOKING_MESSAGES.dateTimeRequired);
    }
  });
  it("accepts only the offered times, an optional note and a known source", () => {
    expect(validateBooking(booking).ok).toBe(true);
    const r = validateBooking({ ...booking, time: "12:00" });
    expect(r.ok ? null : r.message).toBe(BOOKING_MESSAGES.notASlot);
    const s = validateBooking({ ...booking, source: "elsewhere" });
    expect(s.ok ? null : s.message).toBe(BOOKING_MESSAGES.invalidSource);
    const ok = validateBooking({
      ...booking,
      source: "discovery",
      visitorTimeZone: "Mars/Olympus",
      leadId: "x",
    });
    expect(ok.ok && ok.value).toMatchObject({
      source: "discovery",
      visitorTimeZone: null,
      leadId: null,
      notes: "",
    });
  });
});
