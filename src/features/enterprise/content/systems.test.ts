import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CASE_STUDY_REFERENCES } from "./knowledge.ts";
import { ALL_SYSTEMS, SYSTEM_CATALOGUE, SYSTEM_CATEGORIES, systemById } from "./systems.ts";

describe("the enterprise systems catalogue", () => {
  it("holds at least 40 systems across eight fixed categories", () => {
    expect(SYSTEM_CATEGORIES).toEqual([
      "ERP",
      "CRM",
      "HRMS",
      "ProjectManagement",
      "DataManagement",
      "Communications",
      "Security",
      "Other",
    ]);
    expect(ALL_SYSTEMS.length).toBeGreaterThanOrEqual(40);
    for (const category of SYSTEM_CATEGORIES)
      expect(SYSTEM_CATALOGUE[category].length).toBeGreaterThanOrEqual(4);
  });

  it("has complete entries with unique ids", () => {
    expect(new Set(ALL_SYSTEMS.map((s) => s.id)).size).toBe(ALL_SYSTEMS.length);
    expect(new Set(ALL_SYSTEMS.map((s) => s.name)).size).toBe(ALL_SYSTEMS.length);
    for (const s of ALL_SYSTEMS) {
      expect(s.id).toMatch(/^[a-z0-9-]+$/);
      expect(s.name.length).toBeGreaterThan(1);
      expect(s.vendor.length).toBeGreaterThan(1);
      expect(s.description.length).toBeGreaterThan(20);
      expect(["Low", "Medium", "High"]).toContain(s.complexity);
    }
  });

  it("marks only IBM Db2 as not cloud ready", () => {
    expect(ALL_SYSTEMS.filter((s) => !s.cloudReady).map((s) => s.name)).toEqual(["IBM Db2"]);
    expect(systemById("ibm-db2")).toMatchObject({
      vendor: "IBM",
      category: "DataManagement",
      cloudReady: false,
    });
  });

  it("references case studies that exist in the marketing content (by title and client)", () => {
    const source = readFileSync(new URL("../../marketing/content/case-studies.ts", import.meta.url), "utf8");
    for (const ref of Object.values(CASE_STUDY_REFERENCES)) {
      expect(source).toContain(`title: ${JSON.stringify(ref.title)}`);
      expect(source).toContain(`client: ${JSON.stringify(ref.company)}`);
      // The slug rule of /case-study/{slug}: lowercased, runs of other characters become one hyphen.
      expect(ref.slug).toBe(
        ref.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .replace(/^-+|-+$/g, ""),
      );
    }
  });
});
