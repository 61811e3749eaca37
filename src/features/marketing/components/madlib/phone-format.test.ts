import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidPhone } from "../../marketing.contract.ts";
import { formatPhoneInput } from "./phone-format.ts";

describe("formatPhoneInput", () => {
  it("formats as (xxx) xxx-xxxx while typing", () => {
    const typed = "2025550143";
    const steps = [...typed].map((_, i) => formatPhoneInput(typed.slice(0, i + 1)));
    expect(steps).toEqual([
      "(2",
      "(20",
      "(202",
      "(202) 5",
      "(202) 55",
      "(202) 555",
      "(202) 555-0",
      "(202) 555-01",
      "(202) 555-014",
      "(202) 555-0143",
    ]);
  });

  it("caps the digits at 10 and drops everything that is not a digit", () => {
    expect(formatPhoneInput("202-555-0143 ext 99")).toBe("(202) 555-0143");
    expect(formatPhoneInput("abc")).toBe("");
  });

  it("is stable: formatting a formatted number changes nothing, and backspacing works", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const once = formatPhoneInput(s);
        expect(formatPhoneInput(once)).toBe(once);
        expect(once.replace(/\D/g, "").length).toBeLessThanOrEqual(10);
        // Deleting the last character always removes a digit eventually (no stuck separators).
        if (once)
          expect(formatPhoneInput(once.slice(0, -1)).replace(/\D/g, "").length).toBeLessThanOrEqual(
            once.replace(/\D/g, "").length,
          );
      }),
    );
    expect(formatPhoneInput("(202) ")).toBe("(202");
  });

  it("gives a number the form accepts exactly when 10 digits were typed", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,12}$/), (digits) => {
        expect(isValidPhone(formatPhoneInput(digits))).toBe(digits.length >= 10);
      }),
    );
  });
});
