import { FileText, Plus } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { api } from "#src/lib/api-client.ts";
import { staffMeta } from "#src/lib/page-meta.ts";
import { getRequestState } from "#src/platform/http/app-context.ts";
import { pageData } from "#src/platform/http/page-data.ts";
import { requirePageRole } from "#src/platform/http/page-guard.ts";
import { Button } from "#src/ui/button.tsx";
import { EmptyState } from "#src/ui/empty-state.tsx";
import { RouteErrorState } from "#src/ui/route-error.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { PostEditor } from "../components/authoring/post-editor.tsx";
import { PostTable } from "../components/authoring/post-table.tsx";
import { type AuthoredPostDto, AUTHORING_MESSAGES as M } from "../content.contract.ts";
import { BLOG_MESSAGES } from "../lib/blog-rules.ts";
import { refusedOr } from "../lib/failure.ts";
import { listAuthoredPosts } from "../server/blog.service.ts";
import type { Route } from "./+types/authoring";

export const handle = { title: "Content" };
export const meta = () => staffMeta("Content · Command Center");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = await requirePageRole(request, context, "employee");
  const { db } = getRequestState(context).services;
  return { posts: await pageData(() => listAuthoredPosts(db, actor)) };
}

export function ErrorBoundary() {
  return <RouteErrorState message={BLOG_MESSAGES.listError} />;
}

/** Marketing > Content: write, preview, publish and unpublish the blog's posts. */
export default function Authoring({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<AuthoredPostDto | "new" | null>(null);
  const { run, busy } = useStaffAction();

  const setPublished = (post: AuthoredPostDto, published: boolean) =>
    run(post.id, () => api(`/api/content/posts/${post.id}/publish`, { body: { published } }), {
      failure: refusedOr(M.publishFailed),
    });

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
        <PostTable
          posts={posts}
          busy={busy}
          onEdit={setEditing}
          onPublish={(post, published) => void setPublished(post, published)}
        />
      )}
    </div>
  );
}
