import { z } from "zod";
import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Company facts shown in the header, footer and contact page; admins can change them (site_settings). */
export const siteSettingsSchema = z.object({
  companyName: z.string().min(1),
  email: z.email(),
  phone: z.string().min(7),
  streetAddress: z.string().min(1),
  bookingUrl: z.url(),
  noCodePlatformName: z.string().min(1),
  noCodePlatformUrl: z.url(),
  social: z.array(z.object({ label: z.string().min(1), url: z.url() })),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** "(202) 555-0143" -> "+12025550143" for tel: links. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** What the root loader gives every page (header, footer, guards). */
export type ShellData = {
  theme: "dark" | "light";
  user: { id: string; email: string } | null;
  roles: ("employee" | "admin" | "workspace_user")[];
  profile: { username: string | null; avatarUrl: string | null } | null;
  profileError: boolean;
  site: SiteSettings;
  demo: boolean;
  /** For canonical URLs and Open Graph tags. */
  publicUrl: string;
};

/** Every /api/marketing endpoint and who may call it (checked against the router by a test). */
export const marketingEndpoints = [] as const satisfies readonly EndpointDescriptor[];
