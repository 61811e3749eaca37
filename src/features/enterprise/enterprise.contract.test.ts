import { describe, expect, it } from "vitest";
import {
  companyFromEmail,
  firstAnalysisError,
  INVESTMENT_TIERS,
  investmentTiers,
  isWorkEmail,
  liveWorkEmailError,
  ENTERPRISE_MESSAGES as M,
  recommendedTierIndex,
  reportFilename,
} from "./enterprise.contract.ts";

describe("work email", () => {
  it("rejects the free mail providers by the domain's first label", () => {
    for (const provider of [
      "gmail",
      "yahoo",
      "hotmail",
      "outlook",
      "aol",
      "icloud",
      "protonmail",
      "mail",
      "zoho",
      "yandex",
      "gmx",
      "live",
      "me",
      "msn",
    ]) {
      expect(isWorkEmail(`jane@${provider}.com`), provider).toBe(false);
    }
    expect(isWorkEmail("jane@yahoo.co.uk")).toBe(false);
    expect(isWorkEmail("Jane@GMAIL.com")).toBe(false);
    expect(isWorkEmail("jane@gmx.de")).toBe(false);
  });

  it("accepts company domains, including ones that merely contain a provider's name", () => {
    expect(isWorkEmail("jane@acme.com")).toBe(true);
    expect(isWorkEmail("jane@gmailer-consulting.com")).toBe(true);
    expect(isWorkEmail("jane.doe@finance.acme.co.uk")).toBe(true);
    expect(isWorkEmail("  jane@acme.com  ")).toBe(true);
  });

  it("accepts a company's subdomains even when a label is a provider's name", () => {
    expect(isWorkEmail("jane@mail.acme.com")).toBe(true);
    expect(isWorkEmail("jane@me.acme.io")).toBe(true);
    expect(isWorkEmail("jane@live.events.acme.co.uk")).toBe(true);
  });

  it("refuses the providers at any subdomain depth", () => {
    expect(isWorkEmail("jane@mail.yahoo.co.uk")).toBe(false);
    expect(isWorkEmail("jane@eu.mail.gmx.de")).toBe(false);
    expect(isWorkEmail("jane@a.b.outlook.com")).toBe(false);
    expect(isWorkEmail("jane@mail.com")).toBe(false);
  });

  it("rejects malformed addresses", () => {
    for (const bad of ["", "jane", "jane@", "jane@acme", "@acme.com", "jane doe@acme.com"]) {
      expect(isWorkEmail(bad), bad).toBe(false);
    }
  });

  it("the live check is silent while empty and refuses a free-mail address with the work-email message", () => {
    expect(liveWorkEmailError("")).toBeNull();
    expect(liveWorkEmailError("   ")).toBeNull();
    expect(liveWorkEmailError("jane@gmail.com")).toBe(M.emailInvalid);
    expect(liveWorkEmailError("jane@acme.com")).toBeNull();
  });

  it("derives the company from the domain", () => {
    expect(companyFromEmail("jane@acme-manufacturing.com")).toBe("Acme Manufacturing");
    expect(companyFromEmail("jane@finance.globex.co.uk")).toBe("Globex");
    expect(companyFromEmail("jane@localhost")).toBeNull();
  });
});

// The request is checked in a fixed order (systems, email, work email, size, industry) and only the
// first broken rule is reported, so the visitor fixes one thing at a time.
describe("the analysis request's order of checks", () => {
  it("reports the first broken rule", () => {
    const full = {
      selectedSystems: ["sap-s4hana"],
      email: "jane@acme.com",
      companySize: "small",
      industry: "retail",
    };
    expect(firstAnalysisError({})?.message).toBe(M.systemsRequired);
    expect(firstAnalysisError({ ...full, selectedSystems: [] })?.message).toBe(M.systemsRequired);
    expect(firstAnalysisError({ ...full, email: "" })?.message).toBe(M.emailRequired);
    expect(firstAnalysisError({ ...full, email: "a@hotmail.com", companySize: "" })?.message).toBe(
      M.emailInvalid,
    );
    expect(firstAnalysisError({ ...full, companySize: "", industry: "" })?.message).toBe(M.sizeRequired);
    expect(firstAnalysisError({ ...full, industry: "space" })?.message).toBe(M.industryRequired);
    expect(firstAnalysisError(full)).toBeNull();
  });
});

// The price ranges of the three approaches (no-code, low-code, custom) for each complexity, and the
// tier recommended for it.
describe("investment tiers", () => {
  it("prices each approach for each complexity", () => {
    expect(INVESTMENT_TIERS).toEqual({
      Low: ["$5K-$15K", "$15K-$30K", "$30K-$50K"],
      Medium: ["$15K-$30K", "$30K-$60K", "$60K-$100K"],
      High: ["$30K-$50K", "$50K-$100K", "$100K+"],
    });
  });

  it("recommends the tier matching the complexity, approaches no-code, low-code and custom", () => {
    expect(recommendedTierIndex("Low")).toBe(0);
    expect(recommendedTierIndex("Medium")).toBe(1);
    expect(recommendedTierIndex("High")).toBe(2);
    expect(investmentTiers("Medium")).toEqual([
      { approach: "no-code", label: "No-code", range: "$15K-$30K", recommended: false },
      { approach: "low-code", label: "Low-code", range: "$30K-$60K", recommended: true },
      { approach: "custom", label: "Custom", range: "$60K-$100K", recommended: false },
    ]);
  });
});

describe("report file name", () => {
  it("is industry_Systems_Modernization_yyyy-MM-dd.pdf", () => {
    expect(reportFilename("healthcare", new Date("2026-03-05T23:59:00Z"))).toBe(
      "healthcare_Systems_Modernization_2026-03-05.pdf",
    );
  });
});
