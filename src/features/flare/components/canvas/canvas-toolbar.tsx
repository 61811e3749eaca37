import { LayoutGrid, Library, MonitorSmartphone, Plus, Sparkles, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#src/ui/button.tsx";
import { HoverMenu, menuItemClass } from "#src/ui/hover-menu.tsx";
import { ToggleGroup } from "./toggle-group.tsx";

export type CanvasView = "flow" | "focus" | "wireframe" | "code";
const VIEWS: { id: CanvasView; label: string }[] = [
  { id: "flow", label: "Flow" },
  { id: "focus", label: "Focus" },
  { id: "wireframe", label: "Wireframe" },
  { id: "code", label: "Code" },
];

/** The side panels and dialogs the toolbar opens (the code editor opens from the code view). */
export type CanvasPanel = "ai" | "screens" | "hub" | "feature" | "screen" | "code";

/** The canvas tools: AI Import, Add Screen, Add Item, Predefined Features, Delete, Auto Layout, the view. */
export function CanvasToolbar({
  onOpen,
  onDeleteSelected,
  onLayOut,
  view,
  onView,
  extra,
}: {
  onOpen: (panel: CanvasPanel) => void;
  onDeleteSelected: () => void;
  onLayOut: () => void;
  view: CanvasView;
  onView: (view: CanvasView) => void;
  /** Tools only some callers get (staff: Proposal, Delivery). */
  extra?: ReactNode;
}) {
  return (
    <nav
      aria-label="Canvas tools"
      className="flex items-center gap-1 overflow-x-auto border-b border-border px-2 py-1.5 whitespace-nowrap"
    >
      <Button size="sm" variant="ghost" onClick={() => onOpen("ai")}>
        <Sparkles aria-hidden="true" className="h-4 w-4" /> AI Import
      </Button>
      <Button size="sm" variant="ghost" onClick={() => onOpen("screens")}>
        <MonitorSmartphone aria-hidden="true" className="h-4 w-4" /> Add Screen
      </Button>
      <HoverMenu
        label={
          <>
            <Plus aria-hidden="true" className="h-4 w-4" /> Add Item
          </>
        }
        buttonClassName="h-8"
      >
        <button type="button" className={menuItemClass} onClick={() => onOpen("feature")}>
          Custom Feature
        </button>
        <button type="button" className={menuItemClass} onClick={() => onOpen("screen")}>
          Custom Screen
        </button>
      </HoverMenu>
      <Button size="sm" variant="ghost" onClick={() => onOpen("hub")}>
        <Library aria-hidden="true" className="h-4 w-4" /> Predefined Features
      </Button>
      <Button size="sm" variant="ghost" onClick={onDeleteSelected}>
        <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete Selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onLayOut}>
        <LayoutGrid aria-hidden="true" className="h-4 w-4" /> Auto Layout
      </Button>
      {extra}
      <ToggleGroup label="View" options={VIEWS} value={view} onChange={onView} className="ml-auto" />
    </nav>
  );
}
