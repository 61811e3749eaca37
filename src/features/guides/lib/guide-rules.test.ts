import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { guideFileName, guideWordCount, monogram, readingMinutes } from "./guide-rules.ts";

describe("reading time", () => {
  it("is total words / 200 rounded up", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(readingMinutes({ content: words(200) })).toBe(1);
    expect(readingMinutes({ content: words(201) })).toBe(2);
    expect(
      readingMinutes({
        content: words(150),
        sections: [{ title: "Two words", items: [words(48), words(1)] }],
      }),
    ).toBe(2);
    expect(
      readingMinutes({
        content: "",
        chapters: [{ title: "One", sections: [{ title: "a b", content: words(397) }] }],
      }),
    ).toBe(2);
  });

  it("defaults to 5 minutes when there are no words", () => {
    expect(readingMinutes({ content: "" })).toBe(5);
    expect(readingMinutes({ content: "   ", sections: [], chapters: null })).toBe(5);
  });

  it("counts every word exactly once", () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 500 }), (ws) => {
        expect(guideWordCount({ content: ws.join("  \n ") })).toBe(ws.length);
      }),
    );
  });
});

describe("download file name", () => {
  it("is the lowercased title with dashes", () => {
    expect(guideFileName("MVP Launch Checklist")).toBe("mvp-launch-checklist.json");
    expect(guideFileName("FedRAMP Readiness Checklist")).toBe("fedramp-readiness-checklist.json");
    expect(guideFileName("AI Feature Due-Diligence Checklist")).toBe(
      "ai-feature-due-diligence-checklist.json",
    );
    expect(guideFileName("  Café: A/B  Tests!  ")).toBe("cafe-a-b-tests.json");
    expect(guideFileName("!!!")).toBe("guide.json");
  });

  it("is always a safe file name", () => {
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(guideFileName(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.json$/);
      }),
    );
  });
});

describe("monogram", () => {
  it("takes the first letters of two words", () => {
    expect(monogram("Northwind Freight")).toBe("NF");
    expect(monogram("Atlas")).toBe("A");
  });
});
