import { ExternalLink } from "lucide-react";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import type { AuthoredPostDto } from "../../content.contract.ts";
import { formatPostDate } from "../../lib/format-date.ts";

/** Every post, drafts first: status, date, tags; Edit, Publish or Unpublish, and View when public. */
export function PostTable({
  posts,
  busy,
  onEdit,
  onPublish,
}: {
  posts: AuthoredPostDto[];
  /** The post whose status is changing. */
  busy: string | null;
  onEdit: (post: AuthoredPostDto) => void;
  onPublish: (post: AuthoredPostDto, published: boolean) => void;
}) {
  return (
    <ScrollRegion label="Blog posts">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Blog posts, drafts first</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-fg">
            <th scope="col" className="p-3">
              Title
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            <th scope="col" className="p-3">
              Date
            </th>
            <th scope="col" className="p-3">
              Tags
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {posts.map((p) => (
            <tr key={p.id} className="border-b border-border last:border-0">
              <th scope="row" className="max-w-[28rem] p-3 text-left font-medium">
                {p.title}
              </th>
              <td className="p-3">
                <Badge tone={p.published ? "success" : "neutral"}>
                  {p.published ? "Published" : "Draft"}
                </Badge>
              </td>
              <td className="whitespace-nowrap p-3">{formatPostDate(p.publishedDate)}</td>
              <td className="p-3 text-muted-fg">{p.tags.join(", ")}</td>
              <td className="p-3">
                <div className="flex flex-wrap justify-end gap-2">
                  <Button size="sm" variant="outline" onClick={() => onEdit(p)}>
                    Edit<span className="sr-only"> {p.title}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant={p.published ? "outline" : "primary"}
                    disabled={busy === p.id}
                    onClick={() => onPublish(p, !p.published)}
                  >
                    {p.published ? "Unpublish" : "Publish"}
                    <span className="sr-only"> {p.title}</span>
                  </Button>
                  {p.published ? (
                    <a
                      href={`/blog/${p.slug}`}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex h-8 items-center gap-1 rounded-md px-2 text-sm underline-offset-4 hover:underline"
                    >
                      View<span className="sr-only"> {p.title} on the blog (opens in a new tab)</span>
                      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                    </a>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
