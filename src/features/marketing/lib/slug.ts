/**
 * The case-study slug rule, so each case study has a readable, stable address derived from its title:
 * the title lowercased, every run of characters other than a-z and 0-9 turned into one hyphen,
 * hyphens at the edges trimmed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
