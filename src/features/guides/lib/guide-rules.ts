// The guide pages' wording, reading speed and slug rule, without a schema: /guide/{slug} imports
// this file in the browser, and importing ../guides.contract.ts there would put zod into its first
// load (decision 041). The contract re-exports all of it.

/**
 * What the guide pages tell the reader: the product's fixed wording for a missing guide and a
 * download, plus our own where the product gives none (failures, logos).
 */
export const GUIDE_MESSAGES = {
  notFound: "Guide not found",
  notFoundText: "The guide you are looking for does not exist or has been moved.",
  downloaded: "Guide downloaded!",
  downloadedText: "You can now access this guide offline.",
  downloadFailed: "The guide could not be saved. Please try again.",
  loadFailed: "We could not load this page right now.",
  loadFailedText: "Something went wrong on our side. Please try again in a moment.",
  clientsFailed: "We could not load our partners right now.",
  logoNotFound: "Logo not found",
} as const;

/** Reading time when a guide has no words to count, and the reading speed used otherwise. */
export const DEFAULT_READING_MINUTES = 5;
export const WORDS_PER_MINUTE = 200;

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isValidGuideSlug = (slug: string) => slug.length <= 120 && SLUG_RE.test(slug);

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
