import { describe, expect, it } from "vitest";
import type { MadlibSubmission } from "../marketing.contract.ts";
import { contactOf, scoreContactMessage, scoreMadlibSubmission } from "./contact.service.ts";

const base: MadlibSubmission = {
  full_name: "Ada Lovelace",
  job_title: "Product Manager",
  company_name: "Analytical Engines",
  segment: "startup",
  service_type: "MVP Development",
  goal: "launch our MVP",
  timeframe: "12+ months",
  contact_method: "Email",
  contact_info: "ada@analytical.example",
};

describe("the home form's lead score", () => {
  it("gives points for segment, urgency, a decision-maker title and asking for a call, with reasons", () => {
    expect(scoreMadlibSubmission(base)).toEqual({ score: 25, reasons: ["Startup segment (+25)"] });
    const hot = scoreMadlibSubmission({
      ...base,
      segment: "enterprise",
      job_title: "CTO",
      timeframe: "1-3 months",
      contact_method: "Phone",
      contact_info: "(202) 555-0143",
    });
    expect(hot).toEqual({
      score: 95,
      reasons: [
        "Enterprise segment (+40)",
        "Wants to start within 1-3 months (+30)",
        "Decision maker (CTO) (+15)",
        "Asked for a call (+10)",
      ],
    });
    expect(scoreMadlibSubmission({ ...base, segment: "government", timeframe: "6-12 months" }).score).toBe(
      45,
    );
  });

  it("ranks a sooner start above a later one, all else equal", () => {
    const order = ["1-3 months", "3-6 months", "6-12 months", "12+ months"].map(
      (timeframe) => scoreMadlibSubmission({ ...base, timeframe }).score,
    );
    expect([...order].sort((a, b) => b - a)).toEqual(order);
    expect(new Set(order).size).toBe(4);
  });

  it("scores a contact-page message higher when it is detailed", () => {
    expect(scoreContactMessage({ message: "Hi" }).score).toBe(20);
    expect(scoreContactMessage({ message: "x".repeat(200) })).toEqual({
      score: 30,
      reasons: ["Wrote to us from the contact page (+20)", "Detailed message (+10)"],
    });
  });
});

describe("contact details for the lead", () => {
  it("takes the email or phone by method, and recognises either for a video call", () => {
    expect(contactOf(base)).toEqual({ email: "ada@analytical.example", phone: null });
    expect(contactOf({ contact_method: "Phone", contact_info: "(202) 555-0143" })).toEqual({
      email: null,
      phone: "(202) 555-0143",
    });
    expect(contactOf({ contact_method: "Video Call", contact_info: "a@b.example" }).email).toBe(
      "a@b.example",
    );
    expect(contactOf({ contact_method: "Video Call", contact_info: "202 555 0143" }).phone).toBe(
      "202 555 0143",
    );
    expect(contactOf({ contact_method: "Video Call", contact_info: "Zoom, any weekday" })).toEqual({
      email: null,
      phone: null,
    });
  });
});
