import { useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { byInput, checkForm } from "#src/lib/field-errors.ts";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import {
  type AuthoredPostDto,
  AUTHORING_MESSAGES as M,
  postDraftSchema,
  slugify,
} from "../../content.contract.ts";
import { refusedOr } from "../../lib/failure.ts";
import { bodyOf, type Draft, draftOf, EMPTY_DRAFT } from "../../lib/post-draft.ts";
import { type EditorTab, EditorTabs } from "./editor-tabs.tsx";
import { PostForm } from "./post-form.tsx";
import { PostPreview } from "./post-preview.tsx";

/** A new post or an existing one: Write and Preview, Save, Cancel, an uploaded image. */
export function PostEditor({ post, onClose }: { post: AuthoredPostDto | null; onClose: () => void }) {
  const [d, setD] = useState<Draft>(post ? draftOf(post) : EMPTY_DRAFT);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<EditorTab>("write");
  const saveAction = useStaffAction();
  const uploadAction = useStaffAction();
  const errors = { ...byInput(saveAction.fields), ...checked };

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
    const result = checkForm(postDraftSchema, bodyOf(d));
    if (!result.ok) {
      setChecked(byInput(result.fields));
      setTab("write");
      return;
    }
    setChecked({});
    const saved = await saveAction.run(
      "save",
      () =>
        api<{ message: string }>(post ? `/api/content/posts/${post.id}` : "/api/content/posts", {
          method: post ? "PUT" : "POST",
          // The raw form: the schema's transforms (an empty image becomes null) run on the server.
          body: bodyOf(d),
        }),
      {
        failure: refusedOr(M.saveFailed),
        // Closing reloads the list.
        reload: false,
      },
    );
    if (saved) onClose();
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.set("image", file);
    const res = await uploadAction.run(
      "upload",
      () => api<{ url: string; message: string }>("/api/content/images", { form }),
      { failure: refusedOr(M.uploadFailed), reload: false },
    );
    if (res) setD((prev) => ({ ...prev, imageUrl: res.url }));
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
          saving={saveAction.busy !== null}
          uploading={uploadAction.busy !== null}
          onSave={() => void save()}
          onUpload={(file) => void upload(file)}
          onCancel={onClose}
        />
      )}
    </div>
  );
}
