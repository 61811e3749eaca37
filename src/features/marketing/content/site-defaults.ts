import type { SiteSettings } from "../marketing.contract.ts";

/** Fictional demo company facts (DECISIONS.md: site settings with sensible demo defaults). */
export const SITE_DEFAULTS: SiteSettings = {
  companyName: "Ember Forge Labs",
  email: "hello@emberforge.example",
  phone: "(202) 555-0143",
  streetAddress: "1100 Foundry Lane, Suite 400, Washington, DC 20001",
  bookingUrl: "https://booking.emberforge.example/discovery",
  noCodePlatformName: "Kindle Studio",
  noCodePlatformUrl: "https://studio.emberforge.example",
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/company/emberforge-labs-example" },
    { label: "GitHub", url: "https://github.com/emberforge-labs-example" },
    { label: "YouTube", url: "https://www.youtube.com/@emberforge-labs-example" },
  ],
};
