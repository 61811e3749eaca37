import { Link } from "react-router";
import type { BlogPostCard } from "../content.contract.ts";
import { formatPostDate } from "../lib/format-date.ts";
import { PostImage } from "./post-image.tsx";

/** `eager` for the first row, which is on screen at once (lazy images there delay the paint). */
export function BlogCard({ post, eager = false }: { post: BlogPostCard; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-colors focus-within:border-primary hover:border-primary/60">
      <PostImage src={post.imageUrl} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-medium text-muted-fg">
          <time dateTime={post.publishedDate}>{formatPostDate(post.publishedDate)}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readTime}</span>
        </p>
        <h2 className="mt-2 text-lg font-semibold leading-snug">
          {/* The title link covers the card, so the whole card is one target and one tab stop. */}
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-fg">{post.excerpt}</p>
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
          {post.tags.map((t) => (
            <li key={t} className="rounded-full bg-muted px-2.5 py-0.5 text-xs text-muted-fg">
              {t}
            </li>
          ))}
        </ul>
        <p className="mt-auto pt-5 text-sm font-medium">{post.author}</p>
      </div>
    </article>
  );
}
