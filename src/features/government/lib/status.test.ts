import { describe, expect, it } from "vitest";
import { impactLabel, impactTone, statusTone } from "./status.ts";

describe("status display", () => {
  it("maps compliant and implemented to the green check, in any case", () => {
    for (const s of ["compliant", "Compliant", "IMPLEMENTED", " Implemented "])
      expect(statusTone(s)).toBe("compliant");
  });
  it("maps partial to the amber warning", () => {
    expect(statusTone("Partial")).toBe("partial");
    expect(statusTone("PARTIAL")).toBe("partial");
  });
  it("maps non-compliant and not implemented to red", () => {
    for (const s of ["Non-compliant", "non compliant", "NON_COMPLIANT", "Not Implemented", "not-implemented"])
      expect(statusTone(s)).toBe("noncompliant");
  });
  it("shows anything else in grey", () => {
    for (const s of ["Not applicable", "Planned", "", "compliantish", "partially"])
      expect(statusTone(s)).toBe("other");
  });
});

describe("impact badge", () => {
  it("maps the four levels case-insensitively", () => {
    expect(impactTone("Critical")).toBe("critical");
    expect(impactTone("HIGH")).toBe("high");
    expect(impactTone("medium")).toBe("medium");
    expect(impactTone("Low")).toBe("low");
    expect(impactLabel("hIgH")).toBe("High");
  });
  it("reads Unknown for anything else", () => {
    for (const s of ["severe", "", "moderate", "very high"]) {
      expect(impactTone(s)).toBe("unknown");
      expect(impactLabel(s)).toBe("Unknown");
    }
  });
});
