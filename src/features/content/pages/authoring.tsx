import { ExternalLink, FileText, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError, api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Badge } from "#src/ui/badge.tsx";
import { Button } from "#src/ui/button.tsx";
import { Card } from "#src/ui/card.tsx";
import { cn } from "#src/ui/cn.ts";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { ScrollRegion } from "#src/ui/scroll-region.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { PostBody } from "../components/post-body.tsx";
import { PostImage } from "../components/post-image.tsx";
import {
  type AuthoredPostDto,
  BLOG_IMAGE_TYPES,
  AUTHORING_MESSAGES as M,
  postDraftSchema,
  slugify,
} from "../content.contract.ts";
import { formatPostDate } from "../lib/format-date.ts";
import { listAuthoredPosts } from "../server/blog.service.ts";
import type { Route } from "./+types/authoring";

export const handle = { title: "Content" };
export const meta = () => staffMeta("Content · Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  return { posts: await listAuthoredPosts(getRequestState(context).services.db, actor) };
}

type Draft = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  tags: string;
  imageUrl: string;
};
const EMPTY: Draft = { title: "", slug: "", excerpt: "", content: "", tags: "", imageUrl: "" };
const draftOf = (p: AuthoredPostDto): Draft => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  content: p.content,
  tags: p.tags.join(", "),
  imageUrl: p.imageUrl ?? "",
});
const bodyOf = (d: Draft) => ({
  ...d,
  tags: d.tags
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean),
});

/** Marketing > Content: write, preview, publish and unpublish the blog's posts. */
export default function Authoring({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<AuthoredPostDto | "new" | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const setPublished = async (post: AuthoredPostDto, published: boolean) => {
    setBusy(post.id);
    try {
      const res = await api<{ message: string }>(`/api/content/posts/${post.id}/publish`, {
        body: { published },
      });
      toast.success(res.message);
      await revalidate();
    } catch (err) {
      toast.error(err instanceof ApiError && err.status < 500 ? err.message : M.publishFailed);
    } finally {
      setBusy(null);
    }
  };

  if (editing) {
    return (
      <PostEditor
        key={editing === "new" ? "new" : editing.id}
        post={editing === "new" ? null : editing}
        onClose={async () => {
          setEditing(null);
          await revalidate();
        }}
      />
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">Blog posts</h2>
          <p className="text-sm text-muted-fg">
            Published posts are on /blog and in the sitemap; drafts only here.
          </p>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="mr-1 h-4 w-4" /> New Post
        </Button>
      </div>
      {posts.length === 0 ? (
        <EmptyState icon={FileText} title="No posts yet" description="Write the first one with New Post." />
      ) : (
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
                      <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                        Edit<span className="sr-only"> {p.title}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant={p.published ? "outline" : "primary"}
                        disabled={busy === p.id}
                        onClick={() => setPublished(p, !p.published)}
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
      )}
    </div>
  );
}

function PostEditor({ post, onClose }: { post: AuthoredPostDto | null; onClose: () => void }) {
  const [d, setD] = useState<Draft>(post ? draftOf(post) : EMPTY);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const ids = { excerpt: useId(), content: useId(), image: useId(), help: useId() };

  const set = (k: keyof Draft) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setD((prev) => ({
      ...prev,
      [k]: value,
      ...(k === "title" && !slugTouched ? { slug: slugify(value) } : {}),
    }));
    if (k === "slug") setSlugTouched(true);
  };

  const save = async () => {
    const parsed = postDraftSchema.safeParse(bodyOf(d));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "form")] ??= issue.message;
      setErrors(next);
      setTab("write");
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const res = await api<{ message: string }>(
        post ? `/api/content/posts/${post.id}` : "/api/content/posts",
        {
          method: post ? "PUT" : "POST",
          // The raw form: the schema's transforms (an empty image becomes null) run on the server.
          body: bodyOf(d),
        },
      );
      toast.success(res.message);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status < 500) {
        const byField: Record<string, string> = {};
        for (const [k, v] of Object.entries(err.fields)) byField[k.split(".")[0] ?? k] ??= v;
        setErrors(byField);
        toast.error(err.message);
      } else toast.error(M.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const form = new FormData();
      form.set("image", file);
      const res = await api<{ url: string; message: string }>("/api/content/images", { form });
      setD((prev) => ({ ...prev, imageUrl: res.url }));
      toast.success(res.message);
    } catch (err) {
      toast.error(err instanceof ApiError && err.status < 500 ? err.message : M.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const preview = bodyOf(d);
  const tabClass = (on: boolean) =>
    cn("h-9 rounded-md px-3 text-sm font-medium", on ? "bg-primary text-primary-fg" : "hover:bg-muted");

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{post ? `Edit: ${post.title}` : "New Post"}</h2>
        <div
          role="tablist"
          aria-label="Editor view"
          className="flex gap-1 rounded-lg border border-border p-1"
        >
          <button
            type="button"
            role="tab"
            aria-selected={tab === "write"}
            className={tabClass(tab === "write")}
            onClick={() => setTab("write")}
          >
            Write
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === "preview"}
            className={tabClass(tab === "preview")}
            onClick={() => setTab("preview")}
          >
            Preview
          </button>
        </div>
      </div>
      {tab === "preview" ? (
        <Card className="grid gap-4" role="tabpanel" aria-label="Preview">
          <PostImage src={preview.imageUrl || null} alt="" className="rounded-lg" eager />
          <p className="text-sm text-muted-fg">{preview.tags.join(" · ")}</p>
          <p className="text-3xl font-bold tracking-tight">{preview.title || "Untitled"}</p>
          <p className="text-muted-fg">{preview.excerpt}</p>
          <PostBody content={preview.content} />
        </Card>
      ) : (
        <form
          role="tabpanel"
          aria-label="Write"
          className="grid gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField label="Title" value={d.title} onChange={set("title")} error={errors.title} required />
          <TextField
            label="Address (slug)"
            value={d.slug}
            onChange={set("slug")}
            error={errors.slug}
            hint={`The post will be at /blog/${d.slug || "…"}`}
            required
          />
          <div className="grid gap-1.5">
            <label htmlFor={ids.excerpt} className="text-sm font-medium">
              Excerpt
            </label>
            <textarea
              id={ids.excerpt}
              rows={2}
              value={d.excerpt}
              onChange={set("excerpt")}
              className={cn(inputClass, "h-auto py-2")}
              aria-invalid={errors.excerpt ? true : undefined}
              aria-describedby={errors.excerpt ? `${ids.excerpt}-e` : undefined}
            />
            {errors.excerpt ? (
              <p id={`${ids.excerpt}-e`} role="alert" className="text-sm text-danger">
                {errors.excerpt}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={ids.content} className="text-sm font-medium">
              Content
            </label>
            <p id={ids.help} className="text-xs text-muted-fg">
              Paragraphs are separated by a blank line; "## " and "### " start headings; "- " starts a list
              item.
            </p>
            <textarea
              id={ids.content}
              rows={14}
              value={d.content}
              onChange={set("content")}
              className={cn(inputClass, "h-auto py-2 font-mono")}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={[ids.help, errors.content ? `${ids.content}-e` : null]
                .filter(Boolean)
                .join(" ")}
            />
            {errors.content ? (
              <p id={`${ids.content}-e`} role="alert" className="text-sm text-danger">
                {errors.content}
              </p>
            ) : null}
          </div>
          <TextField
            label="Tags"
            value={d.tags}
            onChange={set("tags")}
            error={errors.tags}
            hint="Separated by commas, such as AI, Engineering"
          />
          <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <TextField
              label="Image"
              value={d.imageUrl}
              onChange={set("imageUrl")}
              error={errors.imageUrl}
              hint="A path on this site, or upload one"
            />
            <div className="grid gap-1.5">
              <label htmlFor={ids.image} className="text-sm font-medium">
                Upload an image
              </label>
              <input
                id={ids.image}
                type="file"
                accept={BLOG_IMAGE_TYPES.join(",")}
                disabled={uploading}
                onChange={(e) => void upload(e.target.files?.[0])}
                className="text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-border file:bg-transparent file:px-3 file:text-fg"
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving || uploading}>
              {saving ? "Saving…" : post ? "Save" : "Save draft"}
            </Button>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
