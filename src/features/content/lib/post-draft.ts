import type { AuthoredPostDto } from "../content.contract.ts";

/** The authoring form's fields as typed: the tags as one comma-separated line. */
export type Draft = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string;
  imageUrl: string;
};

export const EMPTY_DRAFT: Draft = { title: "", slug: "", excerpt: "", content: "", tags: "", imageUrl: "" };

export const draftOf = (p: AuthoredPostDto): Draft => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  content: p.content,
  tags: p.tags.join(", "),
  imageUrl: p.imageUrl ?? "",
});

/** What the API is sent: the draft with its tags split at the commas, empty ones dropped. */
export const bodyOf = (d: Draft) => ({
  ...d,
  tags: d.tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean),
});
