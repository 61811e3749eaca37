import "@xyflow/react/dist/style.css";
import {
  applyEdgeChanges,
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type EdgeChange,
  type NodeChange,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from "@xyflow/react";
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Copy,
  Flame,
  LayoutGrid,
  Library,
  MonitorSmartphone,
  Plus,
  Redo2,
  Save,
  Sparkles,
  Trash2,
  Undo2,
} from "lucide-react";
import { type CSSProperties, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { FeatureBundle } from "#src/features/startup/index.ts";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { HoverMenu, menuItemClass } from "#src/ui/hover-menu.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { ThemeToggle, useTheme } from "#src/ui/theme.tsx";
import { toast } from "#src/ui/toaster.tsx";
import {
  type AnalysisItem,
  type CodeData,
  type DesignDto,
  type FeatureAttachment,
  type FeatureData,
  FLARE_MESSAGES as M,
  type SaveResultDto,
  type ScreenData,
  STAGES,
  type StageKey,
} from "../../flare.contract.ts";
import {
  autoLayout,
  deriveStages,
  newFeatureData,
  SNAP_GRID,
  STAGE_META,
  stageEdge,
  stageForPriority,
  stageNodeId,
  ZOOM,
} from "../../lib/design.ts";
import { featurePoints } from "../../lib/points.ts";
import { suggestScreenType } from "../../lib/screen-type.ts";
import { screenGroup, screenTemplate } from "../../lib/wireframe.ts";
import { copyText } from "../welcome-screen.tsx";
import { AddScreenPanel } from "./add-screen-panel.tsx";
import { AiImport } from "./ai-import.tsx";
import { CodeEditor } from "./code-editor.tsx";
import { CustomFeatureDialog } from "./custom-feature-dialog.tsx";
import { CustomScreenDialog } from "./custom-screen-dialog.tsx";
import { FeatureEditor } from "./feature-editor.tsx";
import type { BundleFeature } from "./feature-hub.tsx";
import { FeatureHub } from "./feature-hub.tsx";
import {
  type CanvasEdge,
  type CanvasNode,
  type CodeNode,
  type FeatureNode,
  newId,
  randomPosition,
  type ScreenNode,
  type Snapshot,
  toCanvasEdge,
  toCanvasNode,
  toDesignEdge,
  toDesignNode,
} from "./model.ts";
import { NODE_TYPES, NodeContext } from "./nodes.tsx";
import { ScreenEditor } from "./screen-editor.tsx";
import { ToggleGroup } from "./toggle-group.tsx";
import { WireframeView } from "./wireframe-view.tsx";

/** A screen node's data from its catalogue entry: the screen's UI features, its group's backend and shared ones. */
function screenData(screenType: string, over: Partial<ScreenData>): ScreenData {
  const t = screenTemplate(screenType);
  const g = screenGroup(screenType);
  return {
    label: t?.label ?? "Screen",
    description: t?.description ?? "",
    screenType,
    features: { ui: [...(t?.ui ?? [])], backend: [...(g?.backend ?? [])], shared: [...(g?.shared ?? [])] },
    ...over,
  };
}

type View = "flow" | "focus" | "wireframe" | "code";
const VIEWS: { id: View; label: string }[] = [
  { id: "flow", label: "Flow" },
  { id: "focus", label: "Focus" },
  { id: "wireframe", label: "Wireframe" },
  { id: "code", label: "Code" },
];
const HISTORY_LIMIT = 100;
const snapGrid: [number, number] = [SNAP_GRID, SNAP_GRID];
const defaultViewport = { x: 0, y: 0, zoom: ZOOM.default };
const proOptions = { hideAttribution: false };

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName);
}

export type CanvasAppProps = { design: DesignDto; backHref: string; backLabel: string };

/** The FLARE design canvas (spec 3 §2), on React Flow. Loaded only on canvas routes. */
export default function CanvasApp(props: CanvasAppProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
}

function CanvasInner({ design, backHref, backLabel }: CanvasAppProps) {
  const { theme } = useTheme();
  const flow = useReactFlow();

  // Nodes and edges live in state for rendering and in refs for actions that must see the newest
  // value at once (a save right after an add).
  const nodesRef = useRef<CanvasNode[]>(design.nodes.map(toCanvasNode));
  const edgesRef = useRef<CanvasEdge[]>(design.edges.map(toCanvasEdge));
  const [nodes, setNodesState] = useState(nodesRef.current);
  const [edges, setEdgesState] = useState(edgesRef.current);
  const setNodes = useCallback((next: CanvasNode[] | ((n: CanvasNode[]) => CanvasNode[])) => {
    nodesRef.current = typeof next === "function" ? next(nodesRef.current) : next;
    setNodesState(nodesRef.current);
  }, []);
  const setEdges = useCallback((next: CanvasEdge[] | ((e: CanvasEdge[]) => CanvasEdge[])) => {
    edgesRef.current = typeof next === "function" ? next(edgesRef.current) : next;
    setEdgesState(edgesRef.current);
  }, []);

  const versionRef = useRef(design.version);
  const changeCounter = useRef(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [view, setView] = useState<View>("flow");
  const [focusStage, setFocusStage] = useState<StageKey>("alpha");
  const [panel, setPanel] = useState<null | "ai" | "screens" | "hub" | "feature" | "screen" | "code">(null);
  const [editing, setEditing] = useState<string | null>(null);

  // Undo and redo: snapshots of nodes and edges taken before each change.
  const past = useRef<Snapshot[]>([]);
  const future = useRef<Snapshot[]>([]);
  const [historyState, setHistoryState] = useState({ canUndo: false, canRedo: false });
  const syncHistory = useCallback(
    () => setHistoryState({ canUndo: past.current.length > 0, canRedo: future.current.length > 0 }),
    [],
  );
  const markChanged = useCallback(() => {
    changeCounter.current += 1;
    setDirty(true);
  }, []);
  const record = useCallback(() => {
    past.current.push({ nodes: nodesRef.current, edges: edgesRef.current });
    if (past.current.length > HISTORY_LIMIT) past.current.shift();
    future.current = [];
    syncHistory();
    markChanged();
  }, [markChanged, syncHistory]);
  const undo = useCallback(() => {
    const prev = past.current.pop();
    if (!prev) return;
    future.current.push({ nodes: nodesRef.current, edges: edgesRef.current });
    setNodes(prev.nodes);
    setEdges(prev.edges);
    syncHistory();
    markChanged();
  }, [setNodes, setEdges, markChanged, syncHistory]);
  const redo = useCallback(() => {
    const next = future.current.pop();
    if (!next) return;
    past.current.push({ nodes: nodesRef.current, edges: edgesRef.current });
    setNodes(next.nodes);
    setEdges(next.edges);
    syncHistory();
    markChanged();
  }, [setNodes, setEdges, markChanged, syncHistory]);

  // ------------------------------------------------------------------------------------------
  // Saving

  const saveNow = async (opts: { silent?: boolean }): Promise<boolean> => {
    const at = changeCounter.current;
    setSaving(true);
    try {
      const res = await api<SaveResultDto>(`/api/flare/designs/${design.id}`, {
        method: "PUT",
        body: {
          baseVersion: versionRef.current,
          nodes: nodesRef.current.map(toDesignNode),
          edges: edgesRef.current.map(toDesignEdge),
        },
      });
      versionRef.current = res.version;
      if (changeCounter.current === at) setDirty(false);
      if (!opts.silent) toast.success(M.saved);
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setConflict(true);
      toast.error(M.saveFailed, {
        id: "flare-save",
        description: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : undefined,
      });
      return false;
    } finally {
      setSaving(false);
    }
  };

  // Saves run one after another, each on the version the previous one produced: several quick
  // saves (AI import adds, uploads) must never race each other into a version conflict.
  const saveNowRef = useRef(saveNow);
  saveNowRef.current = saveNow;
  const saveQueue = useRef<Promise<unknown>>(Promise.resolve());
  const save = useCallback((opts: { silent?: boolean } = {}): Promise<boolean> => {
    const run = saveQueue.current.then(() => saveNowRef.current(opts));
    saveQueue.current = run;
    return run;
  }, []);

  // Leaving with unsaved changes asks first, except when the canvas itself reloads (version conflict).
  const allowLeave = useRef(false);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (!allowLeave.current) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  // ------------------------------------------------------------------------------------------
  // Changes from React Flow

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => setNodes((n) => applyNodeChanges(changes, n)),
    [setNodes],
  );
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
  const isValidConnection = useCallback((c: Connection | CanvasEdge) => {
    const source = nodesRef.current.find((n) => n.id === c.source);
    const target = nodesRef.current.find((n) => n.id === c.target);
    return (
      source?.type === "stage" &&
      target?.type === "feature" &&
      !edgesRef.current.some((e) => e.source === c.source && e.target === c.target)
    );
  }, []);
  const onConnect = useCallback(
    (c: Connection) => {
      if (!isValidConnection(c)) return;
      record();
      setEdges((e) => [...e, toCanvasEdge(stageEdge(c.source, c.target))]);
    },
    [isValidConnection, record, setEdges],
  );

  // ------------------------------------------------------------------------------------------
  // Actions

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
  }, [record, setNodes, setEdges]);

  const layOut = useCallback(() => {
    record();
    const laid = autoLayout(nodesRef.current.map(toDesignNode), edgesRef.current.map(toDesignEdge));
    const byId = new Map(laid.map((n) => [n.id, n.position]));
    setNodes((n) => n.map((x) => ({ ...x, position: byId.get(x.id) ?? x.position })));
    requestAnimationFrame(() => void flow.fitView({ maxZoom: ZOOM.default, padding: 0.1 }));
  }, [record, setNodes, flow]);

  const updateData = useCallback(
    <D,>(id: string, patch: (d: D) => D, withHistory = true) => {
      if (withHistory) record();
      else markChanged();
      setNodes((n) => n.map((x) => (x.id === id ? ({ ...x, data: patch(x.data as D) } as CanvasNode) : x)));
    },
    [record, markChanged, setNodes],
  );

  const uploadAttachment = useCallback(
    async (featureId: string, file: File): Promise<FeatureAttachment> => {
      // The server attaches files to features of the saved design: save first when needed.
      if (dirty && !(await save({ silent: true }))) throw new Error("save");
      const form = new FormData();
      form.set("featureId", featureId);
      form.set("file", file);
      const res = await api<{ attachment: FeatureAttachment }>(
        `/api/flare/designs/${design.id}/attachments`,
        { form },
      );
      updateData<FeatureData>(
        featureId,
        (d) => ({ ...d, attachments: [...d.attachments, res.attachment] }),
        false,
      );
      await save({ silent: true });
      return res.attachment;
    },
    [dirty, save, design.id, updateData],
  );

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
      if (!(await save({ silent: true }))) throw new Error(M.aiAddFailed);
    },
    [addFeature, save],
  );

  // ------------------------------------------------------------------------------------------
  // Keyboard: undo, redo, save, delete.

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || document.querySelector("[role=dialog]")) return;
      const mod = e.ctrlKey || e.metaKey;
      const k = e.key.toLowerCase();
      if (mod && k === "z") {
        e.preventDefault();
        if (e.shiftKey) redo();
        else undo();
      } else if (mod && k === "y") {
        e.preventDefault();
        redo();
      } else if (mod && k === "s") {
        e.preventDefault();
        void save();
      } else if ((e.key === "Delete" || e.key === "Backspace") && view === "flow") {
        e.preventDefault();
        deleteSelected();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo, save, deleteSelected, view]);

  // ------------------------------------------------------------------------------------------
  // Derived

  const stageStats = useMemo(() => {
    const stages = deriveStages(nodes.map(toDesignNode), edges.map(toDesignEdge));
    const points = new Map(
      nodes.filter((n) => n.type === "feature").map((n) => [n.id, (n as FeatureNode).data.points]),
    );
    const stats = {} as Record<StageKey, { count: number; points: number }>;
    for (const s of STAGES) {
      stats[s] = {
        count: stages[s].length,
        points: stages[s].reduce((sum, id) => sum + (points.get(id) ?? 0), 0),
      };
    }
    return stats;
  }, [nodes, edges]);
  const present = useMemo(
    () =>
      new Set(
        nodes.filter((n) => n.type === "feature").map((n) => (n as FeatureNode).data.label.toLowerCase()),
      ),
    [nodes],
  );
  const nodeContext = useMemo(() => ({ openNode: setEditing, stageStats }), [stageStats]);
  const screens = useMemo(() => nodes.filter((n): n is ScreenNode => n.type === "screen"), [nodes]);
  const editingNode = editing ? (nodes.find((n) => n.id === editing) ?? null) : null;
  const big = nodes.length > 200;

  const flowProps = {
    nodeTypes: NODE_TYPES,
    minZoom: ZOOM.min,
    maxZoom: ZOOM.max,
    defaultViewport,
    snapToGrid: true,
    snapGrid,
    deleteKeyCode: null,
    colorMode: theme,
    proOptions,
    defaultEdgeOptions: { type: "smoothstep" },
    onlyRenderVisibleElements: big,
    // The canvas takes the site's own background in both themes.
    style: { "--xy-background-color": "var(--bg)" } as CSSProperties,
  } as const;

  return (
    <NodeContext.Provider value={nodeContext}>
      <div className="flex h-dvh flex-col bg-bg text-fg">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border px-3 py-2">
          <Link
            to={backHref}
            className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm hover:bg-muted"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {backLabel}
          </Link>
          <div className="flex min-w-0 flex-1 items-center gap-2">
            <Flame aria-hidden="true" className="h-5 w-5 shrink-0 text-primary" />
            <div className="min-w-0">
              <h1 className="truncate text-base font-bold">{design.title}</h1>
              <p className="truncate text-xs text-muted-fg" data-testid="canvas-client">
                {design.clientName ?? "No client yet"}
                {design.clientCompany ? ` · ${design.clientCompany}` : ""}
              </p>
            </div>
            <button
              type="button"
              onClick={async () => {
                if (await copyText(design.accessCode)) toast.success(M.codeCopied);
              }}
              className="ml-1 inline-flex items-center gap-1 rounded-md border border-dashed border-border px-2 py-1 font-mono text-sm font-bold tracking-widest hover:bg-muted"
              aria-label={`Access code ${design.accessCode}, copy`}
              data-testid="canvas-code"
            >
              {design.accessCode} <Copy aria-hidden="true" className="h-3.5 w-3.5" />
            </button>
          </div>
          <div className="flex items-center gap-1">
            <span role="status" className="mr-2 hidden text-xs text-muted-fg sm:inline">
              {saving ? "Saving…" : dirty ? "Unsaved changes" : "All changes saved"}
            </span>
            <Button
              variant="ghost"
              size="icon"
              onClick={undo}
              disabled={!historyState.canUndo}
              aria-label="Undo"
              title="Undo (Ctrl+Z)"
            >
              <Undo2 aria-hidden="true" className="h-4 w-4" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              onClick={redo}
              disabled={!historyState.canRedo}
              aria-label="Redo"
              title="Redo (Shift+Ctrl+Z)"
            >
              <Redo2 aria-hidden="true" className="h-4 w-4" />
            </Button>
            {design.id ? (
              <Button size="sm" onClick={() => void save()} disabled={saving} aria-busy={saving}>
                {saving ? <Spinner label="Saving" /> : <Save aria-hidden="true" className="h-4 w-4" />}
                Save Design
              </Button>
            ) : null}
            <ThemeToggle />
          </div>
        </header>
        {conflict ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 border-b border-danger bg-muted px-4 py-2 text-sm"
          >
            <span>{M.versionConflict}</span>
            <Button
              size="sm"
              variant="danger"
              onClick={() => {
                allowLeave.current = true;
                window.location.reload();
              }}
            >
              Reload
            </Button>
          </div>
        ) : null}
        <nav
          aria-label="Canvas tools"
          className="flex items-center gap-1 overflow-x-auto border-b border-border px-2 py-1.5 whitespace-nowrap"
        >
          <Button size="sm" variant="ghost" onClick={() => setPanel("ai")}>
            <Sparkles aria-hidden="true" className="h-4 w-4" /> AI Import
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setPanel("screens")}>
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
            <button type="button" className={menuItemClass} onClick={() => setPanel("feature")}>
              Custom Feature
            </button>
            <button type="button" className={menuItemClass} onClick={() => setPanel("screen")}>
              Custom Screen
            </button>
          </HoverMenu>
          <Button size="sm" variant="ghost" onClick={() => setPanel("hub")}>
            <Library aria-hidden="true" className="h-4 w-4" /> Predefined Features
          </Button>
          <Button size="sm" variant="ghost" onClick={deleteSelected}>
            <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete Selected
          </Button>
          <Button size="sm" variant="ghost" onClick={layOut}>
            <LayoutGrid aria-hidden="true" className="h-4 w-4" /> Auto Layout
          </Button>
          <ToggleGroup label="View" options={VIEWS} value={view} onChange={setView} className="ml-auto" />
        </nav>
        <main id="main" className="relative min-h-0 flex-1" aria-label="Design canvas">
          {view === "flow" ? (
            <ReactFlow<CanvasNode, CanvasEdge>
              {...flowProps}
              nodes={nodes}
              edges={edges}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              isValidConnection={isValidConnection}
              onNodeDragStart={() => record()}
              onNodeDragStop={markChanged}
              onNodeDoubleClick={(_, n) => n.type !== "stage" && setEditing(n.id)}
            >
              <Background gap={SNAP_GRID * 3} />
              <Controls showInteractive={false} />
            </ReactFlow>
          ) : null}
          {view === "focus" ? (
            <FocusView
              nodes={nodes}
              edges={edges}
              stage={focusStage}
              onStage={setFocusStage}
              flowProps={flowProps}
            />
          ) : null}
          {view === "code" ? (
            <CodeView
              nodes={nodes}
              flowProps={flowProps}
              onNodesChange={onNodesChange}
              onDragStart={record}
              onDragStop={markChanged}
              onAdd={() => setPanel("code")}
            />
          ) : null}
          {view === "wireframe" ? (
            <WireframeView
              screens={screens}
              designId={design.id}
              onUpdate={(id, patch) => updateData<ScreenData>(id, (d) => ({ ...d, ...patch }))}
              onSave={() => save({ silent: true })}
            />
          ) : null}
        </main>
      </div>

      <AiImport
        open={panel === "ai"}
        onOpenChange={(o) => setPanel(o ? "ai" : null)}
        designId={design.id}
        onAddFeature={addAnalysisFeature}
        onAddScreen={(item) => {
          const type = suggestScreenType(item.name, item.description);
          addScreen(screenData(type, { label: item.name, description: item.description }));
        }}
      />
      <AddScreenPanel
        open={panel === "screens"}
        onOpenChange={(o) => setPanel(o ? "screens" : null)}
        onAdd={(t) => {
          addScreen(screenData(t.key, {}));
          toast.success(`${t.label} added`);
        }}
      />
      <FeatureHub
        open={panel === "hub"}
        onOpenChange={(o) => setPanel(o ? "hub" : null)}
        present={present}
        onAdd={addHubFeature}
      />
      <CustomFeatureDialog
        open={panel === "feature"}
        onOpenChange={(o) => setPanel(o ? "feature" : null)}
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
        onOpenChange={(o) => setPanel(o ? "screen" : null)}
        onCreate={(s) => addScreen(screenData(s.screenType, { label: s.label, description: s.description }))}
      />
      <CodeEditor
        open={panel === "code" || editingNode?.type === "code"}
        onOpenChange={(o) => {
          if (!o) {
            setPanel(null);
            setEditing(null);
          }
        }}
        data={editingNode?.type === "code" ? (editingNode as CodeNode).data : null}
        onSave={(data: CodeData) => {
          if (editingNode?.type === "code") updateData<CodeData>(editingNode.id, () => data);
          else {
            record();
            setNodes((n) => [
              ...n,
              { id: newId("code"), type: "code", position: randomPosition(), data } as CodeNode,
            ]);
          }
        }}
      />
      {editingNode?.type === "feature" ? (
        <FeatureEditor
          open
          onOpenChange={(o) => !o && setEditing(null)}
          data={(editingNode as FeatureNode).data}
          onSave={(data) => updateData<FeatureData>(editingNode.id, () => data)}
          onUpload={(file) => uploadAttachment(editingNode.id, file)}
        />
      ) : null}
      {editingNode?.type === "screen" ? (
        <ScreenEditor
          open
          onOpenChange={(o) => !o && setEditing(null)}
          data={(editingNode as ScreenNode).data}
          onSave={(data) => updateData<ScreenData>(editingNode.id, () => data)}
        />
      ) : null}
    </NodeContext.Provider>
  );
}

type FlowProps = Record<string, unknown>;

/** Focus view: one stage and the features linked to it; previous disabled at alpha, next at launch. */
function FocusView({
  nodes,
  edges,
  stage,
  onStage,
  flowProps,
}: {
  nodes: CanvasNode[];
  edges: CanvasEdge[];
  stage: StageKey;
  onStage: (s: StageKey) => void;
  flowProps: FlowProps;
}) {
  const flow = useReactFlow();
  const i = STAGES.indexOf(stage);
  const { shown, shownEdges } = useMemo(() => {
    const stageId = stageNodeId(stage);
    const linked = new Set(edges.filter((e) => e.source === stageId).map((e) => e.target));
    const features = nodes.filter((n) => linked.has(n.id));
    const stageNode = nodes.find((n) => n.id === stageId);
    const laid: CanvasNode[] = [
      ...(stageNode
        ? [
            {
              ...stageNode,
              position: { x: 200 + Math.max(0, Math.min(features.length, 3) - 1) * 100, y: 0 },
              selected: false,
            },
          ]
        : []),
      ...features.map((n, k) => ({
        ...n,
        position: { x: 200 + (k % 3) * 200, y: 200 + Math.floor(k / 3) * 200 },
        selected: false,
      })),
    ];
    return { shown: laid, shownEdges: edges.filter((e) => e.source === stageId) };
  }, [nodes, edges, stage]);
  // Fits the view to the stage and its features whenever they change (another stage, an edit).
  useEffect(() => {
    if (shown.length) requestAnimationFrame(() => void flow.fitView({ maxZoom: 1, padding: 0.2 }));
  }, [flow, shown]);
  return (
    <div className="flex h-full flex-col" data-testid="focus-view">
      <div className="flex items-center justify-center gap-3 border-b border-border py-2">
        <Button
          size="icon"
          variant="outline"
          aria-label="Previous stage"
          disabled={i === 0}
          onClick={() => onStage(STAGES[i - 1]!)}
        >
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Button>
        <h2 className="w-28 text-center font-semibold" aria-live="polite">
          {STAGE_META[stage].label}
        </h2>
        <Button
          size="icon"
          variant="outline"
          aria-label="Next stage"
          disabled={i === STAGES.length - 1}
          onClick={() => onStage(STAGES[i + 1]!)}
        >
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      <div className="min-h-0 flex-1">
        <ReactFlow<CanvasNode, CanvasEdge>
          {...flowProps}
          nodes={shown}
          edges={shownEdges}
          nodesDraggable={false}
          nodesConnectable={false}
        >
          <Background gap={SNAP_GRID * 3} />
        </ReactFlow>
      </div>
    </div>
  );
}

/** Code view: a plain canvas with the code nodes. */
function CodeView({
  nodes,
  flowProps,
  onNodesChange,
  onDragStart,
  onDragStop,
  onAdd,
}: {
  nodes: CanvasNode[];
  flowProps: FlowProps;
  onNodesChange: (c: NodeChange<CanvasNode>[]) => void;
  onDragStart: () => void;
  onDragStop: () => void;
  onAdd: () => void;
}) {
  const code = useMemo(() => nodes.filter((n) => n.type === "code"), [nodes]);
  return (
    <div className={cn("relative h-full")} data-testid="code-view">
      <ReactFlow<CanvasNode, CanvasEdge>
        {...flowProps}
        nodes={code}
        edges={[]}
        onNodesChange={onNodesChange}
        onNodeDragStart={onDragStart}
        onNodeDragStop={onDragStop}
      >
        <Background gap={SNAP_GRID * 3} />
        <Controls showInteractive={false} />
      </ReactFlow>
      <div className="absolute top-3 left-3 z-10 flex items-center gap-3 rounded-md border border-border bg-card p-2 shadow">
        <Button size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add Code Block
        </Button>
        {code.length === 0 ? <p className="text-sm text-muted-fg">No code blocks yet.</p> : null}
      </div>
    </div>
  );
}
