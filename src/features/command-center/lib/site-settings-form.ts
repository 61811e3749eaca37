import type { SiteSettings } from "#src/features/site/site.contract.ts";
import { weekStartOf } from "#src/lib/business-hours.ts";

// Settings > General's form state: the stored settings as the inputs hold them, and back.

export type Form = {
  companyName: string;
  email: string;
  phone: string;
  streetAddress: string;
  bookingUrl: string;
  noCodePlatformName: string;
  noCodePlatformUrl: string;
  social: string;
  taglines: string;
  weekStartsOn: string;
  workingDays: string[];
  currency: string;
};
export const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].map(
  (label, i) => ({
    value: String(i),
    label,
  }),
);
export const formOf = (s: SiteSettings): Form => ({
  companyName: s.companyName,
  email: s.email,
  phone: s.phone,
  streetAddress: s.streetAddress,
  bookingUrl: s.bookingUrl,
  noCodePlatformName: s.noCodePlatformName,
  noCodePlatformUrl: s.noCodePlatformUrl,
  social: s.social.map((l) => `${l.label} ${l.url}`).join("\n"),
  taglines: s.taglines.join("\n"),
  weekStartsOn: String(weekStartOf(s.businessHours)),
  workingDays: s.businessHours.workingDays.map(String),
  currency: s.currency,
});
export const lines = (v: string) =>
  v
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
/** "LinkedIn https://…" per line: the last word is the address, the rest its name. */
export const socialOf = (v: string) =>
  lines(v).map((l) => {
    const at = l.lastIndexOf(" ");
    return at < 0 ? { label: "", url: l } : { label: l.slice(0, at).trim(), url: l.slice(at + 1) };
  });
