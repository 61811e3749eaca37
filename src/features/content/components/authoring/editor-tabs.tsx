import { cn } from "#src/ui/cn.ts";

export type EditorTab = "write" | "preview";

const tabClass = (on: boolean) =>
  cn("h-9 rounded-md px-3 text-sm font-medium", on ? "bg-primary text-primary-fg" : "hover:bg-muted");

/** Write and Preview, the two views of the post editor. */
export function EditorTabs({ tab, onChange }: { tab: EditorTab; onChange: (tab: EditorTab) => void }) {
  return (
    <div role="tablist" aria-label="Editor view" className="flex gap-1 rounded-lg border border-border p-1">
      <button
        type="button"
        role="tab"
        aria-selected={tab === "write"}
        className={tabClass(tab === "write")}
        onClick={() => onChange("write")}
      >
        Write
      </button>
      <button
        type="button"
        role="tab"
        aria-selected={tab === "preview"}
        className={tabClass(tab === "preview")}
        onClick={() => onChange("preview")}
      >
        Preview
      </button>
    </div>
  );
}
