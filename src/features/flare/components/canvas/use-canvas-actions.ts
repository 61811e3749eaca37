import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type EdgeChange,
  type NodeChange,
  useReactFlow,
} from "@xyflow/react";
import { useCallback } from "react";
import type { FeatureBundle } from "#src/features/startup/index.ts";
import { api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import {
  type AnalysisItem,
  type CodeData,
  type FeatureAttachment,
  type FeatureData,
  FLARE_MESSAGES as M,
  type ScreenData,
  type StageKey,
} from "../../flare.contract.ts";
import {
  autoLayout,
  newFeatureData,
  stageEdge,
  stageForPriority,
  stageNodeId,
  ZOOM,
} from "../../lib/design.ts";
import { featurePoints } from "../../lib/points.ts";
import type { BundleFeature } from "./feature-hub.tsx";
import {
  type CanvasEdge,
  type CanvasNode,
  type CodeNode,
  type FeatureNode,
  newId,
  randomPosition,
  type ScreenNode,
  toCanvasEdge,
  toDesignEdge,
  toDesignNode,
} from "./model.ts";
import type { CanvasGraph } from "./use-canvas-graph.ts";

/**
 * What can be done to the canvas: React Flow's own changes and connections, adding features,
 * screens and code blocks, editing a node, deleting the selection, the automatic layout and
 * attachments. Each change starts a new undo step first (an attachment is not undone: its file
 * stays stored). Every change goes to the shared document at once (use-canvas-graph.ts).
 */
export function useCanvasActions({
  graph,
  record,
  whenStored,
  designId,
}: {
  graph: CanvasGraph;
  record: () => void;
  /** Resolves true once this browser's changes have reached the server. */
  whenStored: () => Promise<boolean>;
  designId: string;
}) {
  const { nodesRef, edgesRef, setNodes, setEdges } = graph;
  const flow = useReactFlow();

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => setNodes((n) => applyNodeChanges(changes, n)),
    [setNodes],
  );
  // Removing is the canvas's own action (Delete Selected), never React Flow's.
  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) =>
      setEdges((e) =>
        applyEdgeChanges(
          changes.filter((c) => c.type !== "remove"),
          e,
        ),
      ),
    [setEdges],
  );
  /** Only a stage to a feature, once. */
  const isValidConnection = useCallback(
    (c: Connection | CanvasEdge) => {
      const source = nodesRef.current.find((n) => n.id === c.source);
      const target = nodesRef.current.find((n) => n.id === c.target);
      return (
        source?.type === "stage" &&
        target?.type === "feature" &&
        !edgesRef.current.some((e) => e.source === c.source && e.target === c.target)
      );
    },
    [nodesRef, edgesRef],
  );
  const onConnect = useCallback(
    (c: Connection) => {
      if (!isValidConnection(c)) return;
      record();
      setEdges((e) => [...e, toCanvasEdge(stageEdge(c.source, c.target))]);
    },
    [isValidConnection, record, setEdges],
  );

  const addFeature = useCallback(
    (data: FeatureData, stage: StageKey | null) => {
      record();
      const id = newId("feature");
      setNodes((n) => [...n, { id, type: "feature", position: randomPosition(), data } as FeatureNode]);
      if (stage) setEdges((e) => [...e, toCanvasEdge(stageEdge(stageNodeId(stage), id))]);
      return id;
    },
    [record, setNodes, setEdges],
  );

  const addScreen = useCallback(
    (data: ScreenData) => {
      record();
      setNodes((n) => [
        ...n,
        { id: newId("screen"), type: "screen", position: randomPosition(), data } as ScreenNode,
      ]);
    },
    [record, setNodes],
  );

  const addCode = useCallback(
    (data: CodeData) => {
      record();
      setNodes((n) => [
        ...n,
        { id: newId("code"), type: "code", position: randomPosition(), data } as CodeNode,
      ]);
    },
    [record, setNodes],
  );

  const addHubFeature = useCallback(
    (bundle: FeatureBundle, f: BundleFeature) => {
      addFeature(
        newFeatureData({
          label: f.name,
          description: f.description,
          priority: f.priority,
          points: featurePoints(bundle.complexity, f.priority),
        }),
        stageForPriority(f.priority),
      );
    },
    [addFeature],
  );

  const deleteSelected = useCallback(() => {
    const doomed = new Set(nodesRef.current.filter((n) => n.selected && n.type !== "stage").map((n) => n.id));
    const selectedEdges = edgesRef.current.filter((e) => e.selected);
    if (!doomed.size && !selectedEdges.length) {
      toast.info("Select one or more items on the canvas first.");
      return;
    }
    record();
    setNodes((n) => n.filter((x) => !doomed.has(x.id)));
    setEdges((e) => e.filter((x) => !x.selected && !doomed.has(x.source) && !doomed.has(x.target)));
  }, [nodesRef, edgesRef, record, setNodes, setEdges]);

  const layOut = useCallback(() => {
    record();
    const laid = autoLayout(nodesRef.current.map(toDesignNode), edgesRef.current.map(toDesignEdge));
    const byId = new Map(laid.map((n) => [n.id, n.position]));
    setNodes((n) => n.map((x) => ({ ...x, position: byId.get(x.id) ?? x.position })));
    requestAnimationFrame(() => void flow.fitView({ maxZoom: ZOOM.default, padding: 0.1 }));
  }, [nodesRef, edgesRef, record, setNodes, flow]);

  const updateData = useCallback(
    <D>(id: string, patch: (d: D) => D) => {
      record();
      setNodes((n) => n.map((x) => (x.id === id ? ({ ...x, data: patch(x.data as D) } as CanvasNode) : x)));
    },
    [record, setNodes],
  );

  const uploadAttachment = useCallback(
    async (featureId: string, file: File): Promise<FeatureAttachment> => {
      // The server attaches files to features on the shared canvas: the feature must be there.
      if (!(await whenStored())) throw new Error("not stored");
      const form = new FormData();
      form.set("featureId", featureId);
      form.set("file", file);
      const res = await api<{ attachment: FeatureAttachment }>(`/api/flare/designs/${designId}/attachments`, {
        form,
      });
      updateData<FeatureData>(featureId, (d) => ({ ...d, attachments: [...d.attachments, res.attachment] }));
      return res.attachment;
    },
    [whenStored, designId, updateData],
  );

  /** A feature from the AI import, stored at once (the import's results say "added"). */
  const addAnalysisFeature = useCallback(
    async (item: AnalysisItem, stage: StageKey) => {
      addFeature(
        newFeatureData({
          label: item.name,
          description: item.description,
          priority: item.priority,
          points: item.points,
        }),
        stage,
      );
      if (!(await whenStored())) throw new Error(M.aiAddFailed);
    },
    [addFeature, whenStored],
  );

  return {
    onNodesChange,
    onEdgesChange,
    isValidConnection,
    onConnect,
    addFeature,
    addScreen,
    addCode,
    addHubFeature,
    deleteSelected,
    layOut,
    updateData,
    uploadAttachment,
    addAnalysisFeature,
  };
}

export type CanvasActions = ReturnType<typeof useCanvasActions>;
