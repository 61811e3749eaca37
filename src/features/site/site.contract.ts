import { z } from "zod";
import { businessHoursSchema } from "#src/lib/business-hours-schema.ts";
import { isCurrencyCode } from "#src/lib/money.ts";

/**
 * The site slice's contract: what the shell (header, footer, menus, error screens) gives every
 * page. Any slice may import this file; it holds types and schemas only.
 */

/**
 * A link an admin may set: a path on this site ("/discovery", opened in the same tab) or a full
 * http(s) address of another site (opened in a new tab). "//host" is neither: browsers read it
 * as another site.
 */
export const siteLinkSchema = z
  .string()
  .trim()
  .refine(
    (v) => (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/[^/\s]+/i.test(v),
    "Enter a path on this site (such as /discovery) or a full address starting with https://",
  );

/** The home hero shows one of these per visit; the render cache keeps one copy per tagline. */
export const MAX_TAGLINES = 5;

/** What an admin is told about a bad value in Settings > General. */
export const SITE_SETTINGS_MESSAGES = {
  companyName: "Enter the company name",
  email: "Enter a valid email address",
  phone: "Enter a phone number (at least 7 characters)",
  streetAddress: "Enter the street address",
  noCodePlatformName: "Enter the platform's name",
  url: "Enter a full address starting with https://",
  socialLabel: "Give each social link a name",
  tagline: "Each tagline is 1 to 160 characters",
  taglines: `Give 1 to ${MAX_TAGLINES} taglines`,
  currency: "Choose a currency: a three-letter code such as EUR, GBP or USD",
  saved: "Site settings saved",
  saveFailed: "Failed to save site settings",
} as const;
const SM = SITE_SETTINGS_MESSAGES;
/** An http(s) address only: a javascript: or data: link must never reach the footer. */
const webUrl = () => z.url({ protocol: /^https?$/, error: SM.url });

/** Company facts shown in the header, footer, contact and home pages; admins change them (site_settings). */
export const siteSettingsSchema = z.object({
  companyName: z.string().trim().min(1, SM.companyName).max(120, SM.companyName),
  email: z.email(SM.email),
  phone: z.string().trim().min(7, SM.phone).max(40, SM.phone),
  streetAddress: z.string().trim().min(1, SM.streetAddress).max(200, SM.streetAddress),
  /** "Schedule a Meeting": the product's own booker by default. */
  bookingUrl: siteLinkSchema,
  noCodePlatformName: z.string().trim().min(1, SM.noCodePlatformName).max(80, SM.noCodePlatformName),
  noCodePlatformUrl: webUrl(),
  businessHours: businessHoursSchema,
  /** The company's currency (ISO 4217): every amount is in it, none is converted (decision 053). */
  currency: z
    .string({ error: SM.currency })
    .trim()
    .toUpperCase()
    .refine(isCurrencyCode, SM.currency)
    .optional(),
  social: z
    .array(
      z.object({
        label: z.string().trim().min(1, SM.socialLabel).max(40, SM.socialLabel),
        url: webUrl(),
      }),
    )
    .max(10),
  taglines: z
    .array(z.string().trim().min(1, SM.tagline).max(160, SM.tagline))
    .min(1, SM.taglines)
    .max(MAX_TAGLINES, SM.taglines),
});
/** Settings > General as sent: without a currency, the stored one stays (older clients, tokens). */
export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;
/** The stored settings, over the defaults: the currency is always there. */
export type SiteSettings = Omit<SiteSettingsInput, "currency"> & { currency: string };
