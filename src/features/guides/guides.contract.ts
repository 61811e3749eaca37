import type { EndpointDescriptor } from "#src/lib/endpoints.ts";

/** Every /api/guides endpoint and who may call it (checked against the router by a test). */
export const guidesEndpoints = [
  {
    method: "GET",
    path: "/api/guides/:slug",
    permission: "public",
    summary: "One guide by slug (sections or chapters)",
  },
  {
    method: "GET",
    path: "/api/guides/client-logos/:file",
    permission: "public",
    summary: "A client showcase partner's monogram logo (<slug>.svg)",
  },
] as const satisfies readonly EndpointDescriptor[];

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

export type GuideSectionDto = { title: string; items: string[] };
export type GuideChapterDto = { title: string; sections: { title: string; content: string }[] };

export type GuideDto = {
  slug: string;
  title: string;
  type: string;
  content: string;
  sections: GuideSectionDto[] | null;
  chapters: GuideChapterDto[] | null;
  readingMinutes: number;
};

export type GuideSummaryDto = {
  slug: string;
  title: string;
  type: string;
  summary: string;
  readingMinutes: number;
};

export type ClientDto = {
  id: string;
  name: string;
  logoUrl: string;
  industry: string;
  yearStarted: number | null;
  description: string | null;
  highlightColor: string;
};

export type MeetupDto = {
  slug: string;
  title: string;
  city: string;
  venue: string;
  startsAt: string;
  durationMinutes: number;
  description: string;
  topics: string[];
};

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isValidGuideSlug = (slug: string) => slug.length <= 120 && SLUG_RE.test(slug);
