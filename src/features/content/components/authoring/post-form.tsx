import { useId } from "react";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { describedBy, Field, TextAreaField } from "#src/ui/form-controls.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { BLOG_IMAGE_TYPES } from "../../content.contract.ts";
import type { Draft } from "../../lib/post-draft.ts";

/** The editor's Write tab: every field of a post, the image upload, Save and Cancel. */
export function PostForm({
  draft,
  set,
  errors,
  isNew,
  saving,
  uploading,
  onSave,
  onUpload,
  onCancel,
}: {
  draft: Draft;
  set: (field: keyof Draft) => (e: { target: { value: string } }) => void;
  errors: Record<string, string>;
  isNew: boolean;
  saving: boolean;
  uploading: boolean;
  onSave: () => void;
  onUpload: (file: File | undefined) => void;
  onCancel: () => void;
}) {
  const ids = { content: useId(), image: useId(), help: useId() };
  return (
    <form
      role="tabpanel"
      aria-label="Write"
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <TextField label="Title" value={draft.title} onChange={set("title")} error={errors.title} required />
      <TextField
        label="Address (slug)"
        value={draft.slug}
        onChange={set("slug")}
        error={errors.slug}
        hint={`The post will be at /blog/${draft.slug || "…"}`}
        required
      />
      <TextAreaField
        label="Excerpt"
        rows={2}
        value={draft.excerpt}
        onChange={set("excerpt")}
        error={errors.excerpt}
      />
      {/* The syntax help stays above the field, where it is read before writing. */}
      <Field id={ids.content} label="Content" error={errors.content}>
        <p id={ids.help} className="text-xs text-muted-fg">
          Paragraphs are separated by a blank line; "## " and "### " start headings; "- " starts a list item.
        </p>
        <textarea
          id={ids.content}
          rows={14}
          value={draft.content}
          onChange={set("content")}
          className={cn(inputClass, "h-auto py-2 font-mono")}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={[ids.help, describedBy(ids.content, errors.content)].filter(Boolean).join(" ")}
        />
      </Field>
      <TextField
        label="Tags"
        value={draft.tags}
        onChange={set("tags")}
        error={errors.tags}
        hint="Separated by commas, such as AI, Engineering"
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label="Image"
          value={draft.imageUrl}
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
            onChange={(e) => onUpload(e.target.files?.[0])}
            className="text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-border file:bg-transparent file:px-3 file:text-fg"
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving || uploading}>
          {saving ? "Saving…" : isNew ? "Save draft" : "Save"}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
