/**
 * Free mail providers: the business-email helper's list (spec document 2, section 5), shared by
 * the enterprise analyzer's work-email check and the intake scoring.
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
