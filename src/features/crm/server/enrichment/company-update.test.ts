import { describe, expect, it } from "vitest";
import { applyCompanyUpdate, proposeCompanyUpdate } from "./company-update.ts";

const found = {
  name: "Acme Robotics",
  logoUrl: "https://acme.example/logo.png",
  description: "Robots for factories.",
  industry: "Manufacturing",
  socialLinks: { linkedin: "https://www.linkedin.com/company/acme", github: "https://github.com/acme" },
  emails: ["hello@acme.example"],
  phones: ["+1 202 555 0143"],
};

describe("proposeCompanyUpdate", () => {
  it("fills every empty field of a new company", () => {
    const proposal = proposeCompanyUpdate({}, found);
    expect(proposal.conflicts).toBe(0);
    expect(proposal.fills).toEqual(found);
  });

  it("keeps equal values, fills empty ones and reports differences as conflicts without overwriting", () => {
    const existing = {
      name: "ACME  Robotics", // same after case and spaces
      logoUrl: "",
      description: "We make robots.",
      industry: null,
      socialLinks: { linkedin: "https://linkedin.com/company/acme/", github: "https://github.com/acme-old" },
      emails: ["HELLO@acme.example", "sales@acme.example"],
      phones: ["+1 (202) 555-0100"],
    };
    const proposal = proposeCompanyUpdate(existing, found);
    const byField = Object.fromEntries(proposal.fields.map((f) => [f.field, f]));
    expect(byField.name).toEqual({ field: "name", action: "unchanged", current: "ACME  Robotics" });
    expect(byField.logoUrl).toEqual({ field: "logoUrl", action: "fill", found: found.logoUrl });
    expect(byField.description).toEqual({
      field: "description",
      action: "conflict",
      current: "We make robots.",
      found: "Robots for factories.",
    });
    expect(byField.industry).toEqual({ field: "industry", action: "fill", found: "Manufacturing" });
    expect(byField["socialLinks.linkedin"]?.action).toBe("unchanged");
    expect(byField["socialLinks.github"]).toEqual({
      field: "socialLinks.github",
      action: "conflict",
      current: "https://github.com/acme-old",
      found: "https://github.com/acme",
    });
    expect(byField["socialLinks.twitter"]).toEqual({
      field: "socialLinks.twitter",
      action: "unchanged",
      current: null,
    });
    expect(byField.emails?.action).toBe("unchanged");
    expect(byField.phones).toEqual({
      field: "phones",
      action: "conflict",
      current: ["+1 (202) 555-0100"],
      found: ["+1 202 555 0143"],
    });
    expect(proposal.conflicts).toBe(3);
    // Without the user's say, only the fills are written: no existing value changes.
    expect(proposal.fills).toEqual({ logoUrl: found.logoUrl, industry: "Manufacturing" });
  });

  it("never empties a field when the site has nothing for it", () => {
    const proposal = proposeCompanyUpdate(
      { name: "Kept", description: "Kept too", emails: ["a@b.example"] },
      {
        name: null,
        logoUrl: null,
        description: "  ",
        industry: null,
        socialLinks: {},
        emails: [],
        phones: [],
      },
    );
    expect(proposal.fills).toEqual({});
    expect(proposal.fields.every((f) => f.action === "unchanged")).toBe(true);
  });
});

describe("applyCompanyUpdate", () => {
  it("writes the fills plus the conflicts the user accepted, merging social links", () => {
    const existing = {
      description: "Old",
      socialLinks: { github: "https://github.com/old", twitter: "https://x.com/acme" },
    };
    const proposal = proposeCompanyUpdate(existing, found);
    expect(applyCompanyUpdate(existing, proposal, ["socialLinks.github"])).toEqual({
      name: "Acme Robotics",
      logoUrl: found.logoUrl,
      industry: "Manufacturing",
      emails: found.emails,
      phones: found.phones,
      socialLinks: {
        github: "https://github.com/acme",
        twitter: "https://x.com/acme",
        linkedin: "https://www.linkedin.com/company/acme",
      },
    });
    expect(applyCompanyUpdate(existing, proposal, ["description"]).description).toBe("Robots for factories.");
  });
});
