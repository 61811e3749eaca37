import { DEFAULT_READING_MINUTES, WORDS_PER_MINUTE } from "../guides.contract.ts";

type GuideText = {
  title?: string;
  content?: string | null;
  sections?: { title: string; items: string[] }[] | null;
  chapters?: { title: string; sections: { title: string; content: string }[] }[] | null;
};

const countWords = (s: string | null | undefined) => (s ? (s.trim().match(/\S+/g)?.length ?? 0) : 0);

/** Every word of the guide's body: the about text, section titles and items, chapter texts. */
export function guideWordCount(g: GuideText): number {
  let n = countWords(g.content);
  for (const s of g.sections ?? []) n += countWords(s.title) + s.items.reduce((a, i) => a + countWords(i), 0);
  for (const c of g.chapters ?? []) {
    n += countWords(c.title);
    for (const s of c.sections) n += countWords(s.title) + countWords(s.content);
  }
  return n;
}

/** Reading time at 200 words a minute, rounded up; 5 minutes when there are no words to count. */
export function readingMinutes(g: GuideText): number {
  const words = guideWordCount(g);
  return words > 0 ? Math.ceil(words / WORDS_PER_MINUTE) : DEFAULT_READING_MINUTES;
}

/** The download's file name: the lowercased title with dashes, e.g. "mvp-launch-checklist.json". */
export function guideFileName(title: string): string {
  const base = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || "guide"}.json`;
}

/** Initials for a monogram logo: the first letters of the first two words. */
export function monogram(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "?"
  ).replace(/[^A-Z0-9]/g, "?");
}
