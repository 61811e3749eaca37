/** The meta tags every public page carries: title, description, canonical URL, Open Graph, Twitter. */
export type SeoInput = {
  title: string;
  description: string;
  /** Path of the page, e.g. "/blog/my-post"; the canonical URL is publicUrl + path. */
  path: string;
  publicUrl: string;
  image?: string | undefined;
  type?: "website" | "article";
  siteName?: string;
  noindex?: boolean;
  /** JSON-LD object (blog posts, case studies); rendered as application/ld+json. */
  jsonLd?: Record<string, unknown>;
};

export function seoMeta(input: SeoInput) {
  const url = `${input.publicUrl}${input.path}`;
  const image = input.image
    ? input.image.startsWith("http")
      ? input.image
      : `${input.publicUrl}${input.image}`
    : undefined;
  const tags: Record<string, unknown>[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:site_name", content: input.siteName ?? "Ember Forge Labs" },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  if (input.jsonLd) tags.push({ "script:ld+json": input.jsonLd });
  return tags;
}

/** The public URL from the root loader's data, for meta functions (`matches` argument). */
export function publicUrlFrom(matches: readonly unknown[]): string {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as
    | { loaderData?: { publicUrl?: string } }
    | undefined;
  return root?.loaderData?.publicUrl ?? "";
}
