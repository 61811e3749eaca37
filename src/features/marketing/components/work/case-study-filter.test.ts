import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { socialImageFor } from "#src/lib/page-meta.ts";
import { CASE_STUDIES, CASE_STUDY_INDUSTRIES, type CaseStudy } from "../../content/case-studies.ts";
import {
  activeFilterLabels,
  caseStudiesWithSlugs,
  filterCaseStudies,
  findCaseStudy,
  technologyTags,
} from "./case-study-filter.ts";

const cs = (title: string, tags: string[]): CaseStudy => ({ ...CASE_STUDIES[0]!, title, tags });
const list = [
  cs("A", ["FinTech", "AI/ML", "React", "Python"]),
  cs("B", ["Food Tech", "React Native", "Python"]),
  cs("C", ["Government", "React", "AWS"]),
  cs("D", ["AI/ML", "Government", "Python", "AWS"]),
];
const titles = (l: readonly CaseStudy[]) => l.map((c) => c.title);

describe("filterCaseStudies", () => {
  it("shows all with no filters", () => {
    expect(titles(filterCaseStudies(list, { industry: "all", tags: [] }))).toEqual(["A", "B", "C", "D"]);
  });

  it("matches the industry against the tags", () => {
    expect(titles(filterCaseStudies(list, { industry: "Government", tags: [] }))).toEqual(["C", "D"]);
    expect(titles(filterCaseStudies(list, { industry: "AR/VR", tags: [] }))).toEqual([]);
  });

  it("requires every selected tag (AND)", () => {
    expect(titles(filterCaseStudies(list, { industry: "all", tags: ["Python"] }))).toEqual(["A", "B", "D"]);
    expect(titles(filterCaseStudies(list, { industry: "all", tags: ["Python", "AWS"] }))).toEqual(["D"]);
    expect(filterCaseStudies(list, { industry: "all", tags: ["React", "React Native"] })).toEqual([]);
  });

  it("combines the industry with the tags", () => {
    expect(titles(filterCaseStudies(list, { industry: "Government", tags: ["React"] }))).toEqual(["C"]);
    expect(filterCaseStudies(list, { industry: "FinTech", tags: ["AWS"] })).toEqual([]);
  });
});

describe("the case-study data", () => {
  const all = caseStudiesWithSlugs();

  it("has seven case studies with unique, rule-made slugs and every field filled", () => {
    expect(all).toHaveLength(7);
    expect(new Set(all.map((c) => c.slug)).size).toBe(7);
    for (const c of all) {
      expect(c.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(c.metrics.length).toBeGreaterThan(0);
      expect(c.awards.length).toBeGreaterThan(0);
      expect(c.image).toMatch(/^\/images\/work\/[a-z0-9-]+\.svg$/);
      for (const field of [c.description, c.impact, c.backing, c.challenge])
        expect(field.length).toBeGreaterThan(20);
    }
  });

  it("gives every industry button at least one case study", () => {
    for (const industry of CASE_STUDY_INDUSTRIES) {
      expect(filterCaseStudies(all, { industry, tags: [] }).length, industry).toBeGreaterThan(0);
    }
  });

  it("finds a case study by slug", () => {
    const slug = all[1]!.slug;
    expect(findCaseStudy(slug)?.title).toBe(all[1]!.title);
    expect(findCaseStudy("no-such-case-study")).toBeNull();
  });

  it("lists technology tags apart from industries", () => {
    const tech = technologyTags(CASE_STUDIES);
    expect(tech).toContain("React");
    expect(tech).not.toContain("FinTech");
    expect(tech).not.toContain("AI/ML");
  });

  it("labels the active filters: industry first, then tags", () => {
    expect(activeFilterLabels({ industry: "all", tags: [] })).toEqual([]);
    expect(activeFilterLabels({ industry: "FinTech", tags: ["React", "AWS"] })).toEqual([
      "FinTech",
      "React",
      "AWS",
    ]);
  });
});

describe("case-study images", () => {
  it("exist as SVGs with JPEG twins for link previews", () => {
    for (const cs of CASE_STUDIES) {
      expect(fs.existsSync(`public${cs.image}`), cs.image).toBe(true);
      expect(fs.existsSync(`public${socialImageFor(cs.image)}`), cs.title).toBe(true);
    }
  });
});
