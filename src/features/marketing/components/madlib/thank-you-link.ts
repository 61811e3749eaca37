/**
 * Where the home form goes after a successful submit: the stored submission's id and the segment.
 * /thank-you reads the visitor's name and answers from that row (decision 023), so no free text
 * from the address is ever shown on the page.
 */
export function thankYouHref(
  submissionId: string,
  segment: string,
  opts: { discovery?: boolean } = {},
): string {
  const query = new URLSearchParams({ submission: submissionId, segment });
  if (opts.discovery) query.set("variant", "discovery");
  return `/thank-you?${query}`;
}
