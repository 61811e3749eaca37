import { AlertTriangle, ArrowLeft, ArrowRight, Clock, FileQuestion, UserRound } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { companyNameFrom, pageMeta, socialImageFor } from "#src/lib/page-meta.ts";
import { publicUrlFrom } from "#src/lib/seo.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { PostBody } from "../components/post-body.tsx";
import { PostImage } from "../components/post-image.tsx";
import { BLOG_POST_COPY } from "../content/blog-page.ts";
import type { BlogPost } from "../content.contract.ts";
import { BLOG_MESSAGES, isValidBlogSlug } from "../lib/blog-rules.ts";
import { formatPostDate } from "../lib/format-date.ts";
import { getBlogPost } from "../server/index.ts";
import type { Route } from "./+types/blog-post";

// No router in the browser (decision 051): the illustration's fallback is a small script.
export const handle = withIslands("post-image");

type PostState =
  | { state: "post"; post: BlogPost }
  | { state: "not-found" }
  | { state: "invalid" }
  | { state: "error" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = (params.slug ?? "").trim();
  // Slugs are lowercase; a mixed-case link still reaches the post at its one canonical address.
  if (slug !== slug.toLowerCase() && isValidBlogSlug(slug.toLowerCase())) {
    throw redirect(`/blog/${slug.toLowerCase()}`, 301);
  }
  if (!isValidBlogSlug(slug)) return data<PostState>({ state: "invalid" }, { status: 400 });
  const { services } = getRequestState(context);
  try {
    const post = await getBlogPost(services.db, slug);
    if (!post) return data<PostState>({ state: "not-found" }, { status: 404 });
    return data<PostState>({ state: "post", post });
  } catch (err) {
    services.logger.error({ err, slug }, "blog post could not be loaded");
    return data<PostState>({ state: "error" }, { status: 500 });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.state !== "post") {
    const title =
      loaderData?.state === "invalid"
        ? BLOG_MESSAGES.invalidSlug
        : loaderData?.state === "error"
          ? BLOG_MESSAGES.postError
          : BLOG_MESSAGES.notFound;
    return [{ title }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const publicUrl = publicUrlFrom(matches);
  const path = `/blog/${post.slug}`;
  const company = companyNameFrom(matches);
  const image = socialImageFor(post.imageUrl);
  return pageMeta(matches, {
    title: post.title,
    description: post.excerpt,
    path,
    image,
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      datePublished: post.publishedDate,
      dateModified: post.publishedDate,
      author: { "@type": "Person", name: post.author },
      publisher: { "@type": "Organization", name: company, url: publicUrl || undefined },
      mainEntityOfPage: { "@type": "WebPage", "@id": `${publicUrl}${path}` },
      url: `${publicUrl}${path}`,
      image: image.startsWith("http") ? image : `${publicUrl}${image}`,
      keywords: post.tags.join(", "),
      timeRequired: `PT${Number.parseInt(post.readTime, 10) || 1}M`,
    },
  });
}

function BackToBlog() {
  return (
    <Link to="/blog" className={buttonClass({ variant: "outline" })}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {BLOG_POST_COPY.back}
    </Link>
  );
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "not-found") {
    return <Problem title={BLOG_MESSAGES.notFound} text={BLOG_POST_COPY.notFoundText} />;
  }
  if (loaderData.state === "invalid") {
    return <Problem title={BLOG_MESSAGES.invalidSlug} text={BLOG_POST_COPY.invalidText} />;
  }
  if (loaderData.state === "error") {
    return <Problem title={BLOG_MESSAGES.postError} text={BLOG_POST_COPY.errorText} alert />;
  }
  const { post } = loaderData;
  return (
    <main id="main">
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-16">
        <Link to="/blog" className={buttonClass({ variant: "ghost", size: "sm" }, "-ml-3")}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          {BLOG_POST_COPY.back}
        </Link>
        <header className="mt-6">
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {post.tags.map((t) => (
              <li key={t}>
                <Link
                  to={`/blog?tag=${encodeURIComponent(t)}`}
                  className="inline-flex rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold hover:bg-primary/20"
                >
                  {t}
                </Link>
              </li>
            ))}
          </ul>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-muted-fg">{post.excerpt}</p>
          <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-fg">
            <span className="inline-flex items-center gap-1.5 font-medium text-fg">
              <UserRound aria-hidden="true" className="h-4 w-4" />
              {post.author}
            </span>
            <time dateTime={post.publishedDate}>{formatPostDate(post.publishedDate)}</time>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="h-4 w-4" />
              {post.readTime}
            </span>
          </p>
        </header>
        <Island
          name="post-image"
          plain
          component={PostImage}
          props={{
            src: post.imageUrl,
            alt: "",
            eager: true,
            className: "mt-8 rounded-2xl border border-border",
          }}
        />
        <div className="mt-10">
          <PostBody content={post.content} />
        </div>
        <footer className="mt-14 rounded-2xl border border-border bg-card p-6 sm:p-8">
          <h2 className="text-xl font-semibold">{BLOG_POST_COPY.ctaTitle}</h2>
          <p className="mt-2 text-muted-fg">{BLOG_POST_COPY.ctaText}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to="/#madlib-section" className={buttonClass()}>
              {BLOG_POST_COPY.ctaButton}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
            <BackToBlog />
          </div>
        </footer>
      </article>
    </main>
  );
}

function Problem({ title, text, alert = false }: { title: string; text: string; alert?: boolean }) {
  return (
    <main id="main" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div role={alert ? "alert" : undefined} className="max-w-lg text-center">
        {alert ? (
          <AlertTriangle aria-hidden="true" className="mx-auto h-12 w-12 text-danger" />
        ) : (
          <FileQuestion aria-hidden="true" className="mx-auto h-12 w-12 text-primary" />
        )}
        <h1 className="mt-4 text-3xl font-bold">{title}</h1>
        <p className="mt-3 text-muted-fg">{text}</p>
        <div className="mt-6 flex justify-center">
          <BackToBlog />
        </div>
      </div>
    </main>
  );
}
