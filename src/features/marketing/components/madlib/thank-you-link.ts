import type { MadlibSubmission } from "../../marketing.contract.ts";

/** The query parameters /thank-you reads (spec document 1, section 2.4), in the spec's order. */
export const THANK_YOU_PARAMS = [
  ["name", "full_name"],
  ["company", "company_name"],
  ["segment", "segment"],
  ["job_title", "job_title"],
  ["service_type", "service_type"],
  ["goal", "goal"],
  ["contact_method", "contact_method"],
  ["contact_info", "contact_info"],
] as const satisfies readonly (readonly [string, keyof MadlibSubmission])[];

/** Where the home form goes after a successful submit, every value URL-encoded. */
export function thankYouHref(values: MadlibSubmission): string {
  // toWellFormed: a lone surrogate would make encodeURIComponent throw.
  const query = THANK_YOU_PARAMS.map(
    ([param, field]) => `${param}=${encodeURIComponent(values[field].toWellFormed())}`,
  );
  return `/thank-you?${query.join("&")}`;
}
