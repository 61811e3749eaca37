import { Card } from "#src/ui/card.tsx";
import { bodyOf, type Draft } from "../../lib/post-draft.ts";
import { PostBody } from "../post-body.tsx";
import { PostImage } from "../post-image.tsx";

/** The editor's Preview tab: the post as the blog will show it. */
export function PostPreview({ draft }: { draft: Draft }) {
  const preview = bodyOf(draft);
  return (
    <Card className="grid gap-4" role="tabpanel" aria-label="Preview">
      <PostImage src={preview.imageUrl || null} alt="" className="rounded-lg" eager />
      <p className="text-sm text-muted-fg">{preview.tags.join(" · ")}</p>
      <p className="text-3xl font-bold tracking-tight">{preview.title || "Untitled"}</p>
      <p className="text-muted-fg">{preview.excerpt}</p>
      <PostBody content={preview.content} />
    </Card>
  );
}
