import { publicUrlFrom, type SeoInput, seoMeta } from "./seo.ts";

/** The company name from the root loader's site settings, for meta functions. */
export function companyNameFrom(matches: readonly unknown[]): string {
  const root = matches.find((m) => (m as { id?: string } | undefined)?.id === "root") as
    | { loaderData?: { site?: { companyName?: string } } }
    | undefined;
  return root?.loaderData?.site?.companyName ?? "Ember Forge Labs";
}

/** seoMeta for a public page: "Title | Company", canonical URL and site name from the root data. */
export function pageMeta(matches: readonly unknown[], input: Omit<SeoInput, "publicUrl" | "siteName">) {
  const company = companyNameFrom(matches);
  return seoMeta({
    ...input,
    image: input.image ?? DEFAULT_SOCIAL_IMAGE,
    title: `${input.title} | ${company}`,
    publicUrl: publicUrlFrom(matches),
    siteName: company,
  });
}

/** Shared links show this when a page has no picture of its own (a raster copy of the flame). */
export const DEFAULT_SOCIAL_IMAGE = "/images/og/default.jpg";

/**
 * Link previews need a raster image, so our SVG illustrations have JPEG twins made from them:
 * /images/blog/x.svg -> /images/blog/og/x.jpg. Other addresses are used as they are.
 */
export function socialImageFor(src: string | null | undefined): string {
  if (!src) return DEFAULT_SOCIAL_IMAGE;
  const m = /^\/images\/(blog|work)\/([a-z0-9-]+)\.svg$/.exec(src);
  return m ? `/images/${m[1]}/og/${m[2]}.jpg` : src;
}

/**
 * The one meta helper of staff pages: the title ("Leads · Command Center" when an area is given)
 * and robots noindex, since no staff page belongs in a search engine.
 */
export function staffMeta(title: string, area?: "Command Center") {
  return [{ title: area ? `${title} · ${area}` : title }, { name: "robots", content: "noindex" }];
}

/**
 * The meta of an account page (sign-in, profile, settings): "Title | Company" with the company
 * name from the site settings, and robots noindex.
 */
export function accountMeta(matches: readonly unknown[], title: string) {
  return [{ title: `${title} | ${companyNameFrom(matches)}` }, { name: "robots", content: "noindex" }];
}
