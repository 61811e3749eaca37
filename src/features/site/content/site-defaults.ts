import { DEFAULT_BUSINESS_HOURS } from "#src/lib/business-hours.ts";
import { DEFAULT_CURRENCY } from "#src/lib/money.ts";
import type { SiteSettings } from "../site.contract.ts";

/** Fictional demo company facts, used until an admin saves real ones in site_settings. */
export const SITE_DEFAULTS: SiteSettings = {
  companyName: "Ember Forge Labs",
  email: "hello@emberforge.example",
  phone: "(202) 555-0143",
  streetAddress: "1100 Foundry Lane, Suite 400, Washington, DC 20001",
  bookingUrl: "/discovery",
  noCodePlatformName: "Kindle Studio",
  noCodePlatformUrl: "https://studio.emberforge.example",
  businessHours: DEFAULT_BUSINESS_HOURS,
  currency: DEFAULT_CURRENCY,
  social: [
    { label: "LinkedIn", url: "https://www.linkedin.com/company/emberforge-labs-example" },
    { label: "GitHub", url: "https://github.com/emberforge-labs-example" },
    { label: "YouTube", url: "https://www.youtube.com/@emberforge-labs-example" },
  ],
  taglines: [
    "Senior engineers, amplified by AI: your roadmap delivered in weeks, not quarters.",
    "From whiteboard to production 70% faster, without cutting a single corner.",
    "Seasoned developers paired with AI copilots, so your budget goes further and the code stays yours.",
    "Ten times the development speed, and the same care for every line we ship.",
    "Fifty projects in ninety days taught us that speed and quality are not a trade-off.",
  ],
};
