import { type RefObject, useId, useState } from "react";
import { api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { Field } from "#src/ui/form-controls.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useStaffAction } from "#src/ui/use-staff-action.ts";
import { ago } from "../../lib/format.ts";
import { type TaskDetailDto, WORKSPACE_MESSAGES as WX } from "../../workspace.contract.ts";
import { Markdown } from "../markdown.tsx";
import { Section } from "./section.tsx";

/** The task's documentation in markdown, and the form that adds a document (/doc focuses it). */
export function TaskDocs({
  d,
  titleRef,
}: {
  d: TaskDetailDto;
  titleRef: RefObject<HTMLInputElement | null>;
}) {
  const { run, busy } = useStaffAction();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const id = useId();
  return (
    <Section id="docs" title="Documentation">
      {d.docs.map((doc) => (
        <article key={doc.id} className="grid gap-2 rounded-lg border border-border p-3">
          <h3 className="font-semibold">{doc.title}</h3>
          <p className="text-xs text-muted-fg">
            {doc.authorName} · <span suppressHydrationWarning>{ago(doc.createdAt)}</span>
          </p>
          <Markdown>{doc.content}</Markdown>
        </article>
      ))}
      <form
        className="grid gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          if (!title.trim()) {
            toast.error(WX.titleRequired);
            return;
          }
          const r = await run(
            "doc",
            () => api(`/api/workspace/tasks/${d.task.id}/docs`, { body: { title, content } }),
            { success: WX.docSaved, failure: WX.docFailed, reasonBelow: true },
          );
          if (r) {
            setTitle("");
            setContent("");
          }
        }}
      >
        <TextField
          label="Document title"
          id={`${id}-title`}
          ref={titleRef}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Field label="Content (markdown)" id={`${id}-content`}>
          <textarea
            id={`${id}-content`}
            className={`${inputClass} h-28 py-2 font-mono`}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Field>
        <Button size="sm" type="submit" disabled={busy !== null} className="justify-self-start">
          Add documentation
        </Button>
      </form>
    </Section>
  );
}
