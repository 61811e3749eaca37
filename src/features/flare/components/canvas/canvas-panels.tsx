import { useMemo } from "react";
import { toast } from "#src/ui/toaster.tsx";
import type { CodeData, FeatureData, ScreenData } from "../../flare.contract.ts";
import { newFeatureData } from "../../lib/design.ts";
import { suggestScreenType } from "../../lib/screen-type.ts";
import { AddScreenPanel } from "./add-screen-panel.tsx";
import { AiImport } from "./ai-import.tsx";
import type { CanvasPanel } from "./canvas-toolbar.tsx";
import { CodeEditor } from "./code-editor.tsx";
import { CustomFeatureDialog } from "./custom-feature-dialog.tsx";
import { CustomScreenDialog } from "./custom-screen-dialog.tsx";
import { FeatureEditor } from "./feature-editor.tsx";
import { FeatureHub } from "./feature-hub.tsx";
import { type CanvasNode, type CodeNode, type FeatureNode, type ScreenNode, screenData } from "./model.ts";
import { ScreenEditor } from "./screen-editor.tsx";
import type { CanvasActions } from "./use-canvas-actions.ts";

/**
 * The canvas's side panels and dialogs: the one the toolbar opened (`panel`), or the editor of the
 * node being edited (`editing`, opened by a node's edit button or a double click).
 */
export function CanvasPanels({
  nodes,
  designId,
  panel,
  onPanel,
  editing,
  onEditing,
  actions,
}: {
  nodes: CanvasNode[];
  designId: string;
  panel: CanvasPanel | null;
  onPanel: (panel: CanvasPanel | null) => void;
  editing: string | null;
  onEditing: (id: string | null) => void;
  actions: CanvasActions;
}) {
  const { addFeature, addScreen, addCode, addHubFeature, addAnalysisFeature, updateData, uploadAttachment } =
    actions;
  const present = useMemo(
    () =>
      new Set(
        nodes.filter((n) => n.type === "feature").map((n) => (n as FeatureNode).data.label.toLowerCase()),
      ),
    [nodes],
  );
  const editingNode = editing ? (nodes.find((n) => n.id === editing) ?? null) : null;
  const toggle = (which: CanvasPanel) => (open: boolean) => onPanel(open ? which : null);
  return (
    <>
      <AiImport
        open={panel === "ai"}
        onOpenChange={toggle("ai")}
        designId={designId}
        onAddFeature={addAnalysisFeature}
        onAddScreen={(item) => {
          const type = suggestScreenType(item.name, item.description);
          addScreen(screenData(type, { label: item.name, description: item.description }));
        }}
      />
      <AddScreenPanel
        open={panel === "screens"}
        onOpenChange={toggle("screens")}
        onAdd={(t) => {
          addScreen(screenData(t.key, {}));
          toast.success(`${t.label} added`);
        }}
      />
      <FeatureHub
        open={panel === "hub"}
        onOpenChange={toggle("hub")}
        present={present}
        onAdd={addHubFeature}
      />
      <CustomFeatureDialog
        open={panel === "feature"}
        onOpenChange={toggle("feature")}
        onCreate={(f) =>
          addFeature(
            newFeatureData({
              label: f.label,
              description: f.description,
              priority: f.priority,
              points: f.points,
            }),
            f.stage,
          )
        }
      />
      <CustomScreenDialog
        open={panel === "screen"}
        onOpenChange={toggle("screen")}
        onCreate={(s) => addScreen(screenData(s.screenType, { label: s.label, description: s.description }))}
      />
      <CodeEditor
        open={panel === "code" || editingNode?.type === "code"}
        onOpenChange={(o) => {
          if (!o) {
            onPanel(null);
            onEditing(null);
          }
        }}
        data={editingNode?.type === "code" ? (editingNode as CodeNode).data : null}
        onSave={(data: CodeData) => {
          if (editingNode?.type === "code") updateData<CodeData>(editingNode.id, () => data);
          else addCode(data);
        }}
      />
      {editingNode?.type === "feature" ? (
        <FeatureEditor
          open
          onOpenChange={(o) => !o && onEditing(null)}
          data={(editingNode as FeatureNode).data}
          onSave={(data) => updateData<FeatureData>(editingNode.id, () => data)}
          onUpload={(file) => uploadAttachment(editingNode.id, file)}
        />
      ) : null}
      {editingNode?.type === "screen" ? (
        <ScreenEditor
          open
          onOpenChange={(o) => !o && onEditing(null)}
          data={(editingNode as ScreenNode).data}
          onSave={(data) => updateData<ScreenData>(editingNode.id, () => data)}
        />
      ) : null}
    </>
  );
}
