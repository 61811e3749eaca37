import { describe, expect, it } from "vitest";
import { BLOG_POSTS } from "../content/blog-posts.ts";
import { parsePostContent, readTimeOf } from "./post-content.ts";

describe("parsePostContent", () => {
  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    expect(parsePostContent("First line\nstill first.\n\nSecond.")).toEqual([
      { kind: "paragraph", text: "First line still first." },
      { kind: "paragraph", text: "Second." },
    ]);
  });

  it("reads ## and ### headings and - or * list items", () => {
    expect(parsePostContent("## Why\nIntro text\n- one\n* two\n\n### Detail\n- three")).toEqual([
      { kind: "heading", level: 2, text: "Why" },
      { kind: "paragraph", text: "Intro text" },
      { kind: "list", items: ["one", "two"] },
      { kind: "heading", level: 3, text: "Detail" },
      { kind: "list", items: ["three"] },
    ]);
  });

  it("keeps markup-looking text as text (React escapes it when rendering)", () => {
    const blocks = parsePostContent('<script>alert("x")</script>\n\n# not a heading');
    expect(blocks).toEqual([
      { kind: "paragraph", text: '<script>alert("x")</script>' },
      { kind: "paragraph", text: "# not a heading" },
    ]);
  });

  it("handles Windows line endings and empty input", () => {
    expect(parsePostContent("a\r\n\r\nb")).toHaveLength(2);
    expect(parsePostContent("")).toEqual([]);
  });

  it("parses every demo post into headings, paragraphs and at least one list", () => {
    for (const post of BLOG_POSTS) {
      const kinds = new Set(parsePostContent(post.content).map((b) => b.kind));
      expect([...kinds].sort(), post.slug).toEqual(["heading", "list", "paragraph"]);
    }
  });
});

describe("readTimeOf", () => {
  it("counts about 220 words a minute, at least one", () => {
    expect(readTimeOf("word ".repeat(1100))).toBe("5 min read");
    expect(readTimeOf("short")).toBe("1 min read");
  });
});
