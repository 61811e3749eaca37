import { useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import {
  type AuthoredPostDto,
  AUTHORING_MESSAGES as M,
  postDraftSchema,
  slugify,
} from "../../content.contract.ts";
import { bodyOf, type Draft, draftOf, EMPTY_DRAFT } from "../../lib/post-draft.ts";
import { type EditorTab, EditorTabs } from "./editor-tabs.tsx";
import { PostForm } from "./post-form.tsx";
import { PostPreview } from "./post-preview.tsx";

/** A new post or an existing one: Write and Preview, Save, Cancel, an uploaded image. */
export function PostEditor({ post, onClose }: { post: AuthoredPostDto | null; onClose: () => void }) {
  const [d, setD] = useState<Draft>(post ? draftOf(post) : EMPTY_DRAFT);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<EditorTab>("write");
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);

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

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold">{post ? `Edit: ${post.title}` : "New Post"}</h2>
        <EditorTabs tab={tab} onChange={setTab} />
      </div>
      {tab === "preview" ? (
        <PostPreview draft={d} />
      ) : (
        <PostForm
          draft={d}
          set={set}
          errors={errors}
          isNew={!post}
          saving={saving}
          uploading={uploading}
          onSave={() => void save()}
          onUpload={(file) => void upload(file)}
          onCancel={onClose}
        />
      )}
    </div>
  );
}
