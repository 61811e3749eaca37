/**
 * Free mail providers: an address there says nothing about the company behind a lead, so the
 * enterprise analyzer refuses it as a work email and the intake scoring counts it against the fit.
 */
export const FREE_MAIL_PROVIDERS = [
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
] as const;

/**
 * The label that names the organisation behind a mail domain: the one before the public suffix
 * ("acme" in mail.acme.com, "yahoo" in eu.mail.yahoo.co.uk). Two-part suffixes are recognised by
 * their shape: a short second-level label under a two-letter country code (co.uk, com.au).
 */
export function organisationLabel(domain: string): string {
  const labels = domain.trim().toLowerCase().split(".").filter(Boolean);
  if (labels.length < 2) return labels[0] ?? "";
  const twoPartSuffix = labels.length >= 3 && labels.at(-2)!.length <= 3 && labels.at(-1)!.length === 2;
  return (twoPartSuffix ? labels.at(-3) : labels.at(-2)) ?? "";
}

/**
 * A personal-mail domain: one of the providers of the list, at any subdomain depth of it
 * (gmail.com, mail.yahoo.co.uk). A company's own subdomains stay work addresses even when a label
 * happens to be a provider's name (mail.acme.com, me.acme.io).
 */
export function isPersonalMailDomain(
  domain: string,
  providers: readonly string[] = FREE_MAIL_PROVIDERS,
): boolean {
  return providers.includes(organisationLabel(domain));
}
