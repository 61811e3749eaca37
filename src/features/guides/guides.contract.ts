import { z } from "zod";
import type { EndpointDescriptor, EndpointSchemas, NonJsonAnswer } from "#src/lib/endpoints.ts";

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

// The wording, reading speed and slug rule are in lib/guide-rules.ts (no schema, so /guide/{slug}
// loads them without zod: decision 041); every importer of this contract still finds them here.
export * from "./lib/guide-rules.ts";

const guideSectionSchema = z.strictObject({ title: z.string(), items: z.array(z.string()) });
export type GuideSectionDto = z.output<typeof guideSectionSchema>;
const guideChapterSchema = z.strictObject({
  title: z.string(),
  sections: z.array(z.strictObject({ title: z.string(), content: z.string() })),
});
export type GuideChapterDto = z.output<typeof guideChapterSchema>;

const guideSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  type: z.string().describe("checklist (sections of items) or playbook (chapters of sections)"),
  content: z.string(),
  sections: z.array(guideSectionSchema).nullable(),
  chapters: z.array(guideChapterSchema).nullable(),
  readingMinutes: z.number().int(),
});
export type GuideDto = z.output<typeof guideSchema>;

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

const CLIENT_LOGO_ANSWER: NonJsonAnswer = { mediaType: "image/svg+xml", description: "An SVG monogram" };

/** Each endpoint's answer, for the OpenAPI document (neither takes a body or a query). */
export const guidesEndpointSchemas = {
  "GET /api/guides/:slug": { response: guideSchema },
  "GET /api/guides/client-logos/:file": { response: CLIENT_LOGO_ANSWER },
} as const satisfies EndpointSchemas;
