import { CASE_STUDIES, CASE_STUDY_INDUSTRIES, type CaseStudy } from "../../content/case-studies.ts";
import { slugify } from "../../lib/slug.ts";

export type Industry = (typeof CASE_STUDY_INDUSTRIES)[number];
export type CaseStudyWithSlug = CaseStudy & { slug: string };
export type CaseStudyFilters = { industry: Industry; tags: string[] };

export const NO_FILTERS: CaseStudyFilters = { industry: "all", tags: [] };

const INDUSTRY_NAMES = new Set<string>(CASE_STUDY_INDUSTRIES);

/** The case studies with their slugs, derived from the title so a link never needs a second name. */
export function caseStudiesWithSlugs(list: readonly CaseStudy[] = CASE_STUDIES): CaseStudyWithSlug[] {
  return list.map((cs) => ({ ...cs, slug: slugify(cs.title) }));
}

export function findCaseStudy(slug: string, list: readonly CaseStudy[] = CASE_STUDIES) {
  return caseStudiesWithSlugs(list).find((cs) => cs.slug === slug) ?? null;
}

/** Technology tags: every tag that is not an industry, in first-seen order. */
export function technologyTags(list: readonly CaseStudy[]): string[] {
  return [...new Set(list.flatMap((cs) => cs.tags).filter((t) => !INDUSTRY_NAMES.has(t)))];
}

/** A case study is shown when it has every selected tag and the industry is "all" or one of its tags. */
export function filterCaseStudies<T extends CaseStudy>(list: readonly T[], filters: CaseStudyFilters): T[] {
  return list.filter(
    (cs) =>
      (filters.industry === "all" || cs.tags.includes(filters.industry)) &&
      filters.tags.every((t) => cs.tags.includes(t)),
  );
}

/** The removable chips above the grid: the industry (unless "all") and each selected tag. */
export function activeFilterLabels(filters: CaseStudyFilters): string[] {
  return [...(filters.industry === "all" ? [] : [filters.industry]), ...filters.tags];
}
