import { Check, LayoutTemplate, Plus, Sparkles } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { TextAreaField } from "#src/ui/form-controls.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import {
  ANALYSIS_STEP_MS,
  ANALYSIS_STEPS,
  type AnalysisItem,
  type AnalysisResultDto,
  DESIGN_LIMITS,
  FLARE_MESSAGES as M,
  STAGES,
  type StageKey,
} from "../../flare.contract.ts";
import { STAGE_META } from "../../lib/design.ts";
import { PointsBadge, PriorityBadge } from "./nodes.tsx";
import { Overlay } from "./overlay.tsx";

/** The staged messages, advanced every 4 s while the analysis runs; no wait is added after it ends. */
function useStep(running: boolean): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!running) return;
    setStep(0);
    const timer = setInterval(
      () => setStep((s) => Math.min(s + 1, ANALYSIS_STEPS.length - 1)),
      ANALYSIS_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [running]);
  return step;
}

const key = (stage: StageKey, item: AnalysisItem) => `${stage}:${item.name}`;

/**
 * AI Import: 'AI Project Analysis' (free text, Cancel, Analyze), the staged messages while it
 * runs, then the results dialog with add-as-feature and add-as-screen once each and Done.
 */
export function AiImport({
  open,
  onOpenChange,
  designId,
  onAddFeature,
  onAddScreen,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  designId: string | null;
  onAddFeature: (item: AnalysisItem, stage: StageKey) => Promise<void>;
  onAddScreen: (item: AnalysisItem) => void;
}) {
  const id = useId();
  const [input, setInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<AnalysisResultDto | null>(null);
  const [addedFeatures, setAddedFeatures] = useState<Set<string>>(new Set());
  const [addedScreens, setAddedScreens] = useState<Set<string>>(new Set());
  const step = useStep(running);

  async function analyze() {
    if (!input.trim()) {
      setError(M.describeProject);
      toast.error(M.describeProject, { id: "flare-ai" });
      return;
    }
    if (!designId) {
      toast.error(M.designIdRequired, { id: "flare-ai" });
      return;
    }
    setError(null);
    setRunning(true);
    try {
      const res = await api<AnalysisResultDto>("/api/flare/analyses", { body: { input, designId } });
      if (!res?.analysis) throw new Error(M.noAnalysisData);
      setResult(res);
      toast.success(res.message);
    } catch (err) {
      const reason =
        err instanceof ApiError ? err.message : err instanceof Error ? err.message : M.noAnalysisData;
      toast.error(M.analyzeFailed(reason), { id: "flare-ai" });
    } finally {
      setRunning(false);
    }
  }

  /** Closing the results closes everything and clears the result. */
  function done() {
    setResult(null);
    setInput("");
    setAddedFeatures(new Set());
    setAddedScreens(new Set());
    onOpenChange(false);
  }

  async function addFeature(stage: StageKey, item: AnalysisItem) {
    try {
      await onAddFeature(item, stage);
      setAddedFeatures((s) => new Set(s).add(key(stage, item)));
    } catch {
      toast.error(M.aiAddFailed);
    }
  }

  if (result) {
    const a = result.analysis;
    return (
      <Overlay
        open={open}
        onOpenChange={(o) => (o ? onOpenChange(true) : done())}
        title={a.projectSummary.title}
        description={`Engine: ${result.engine.kind === "llm" ? `AI model ${result.engine.name}` : "built-in planner"}${result.engine.fallbackReason ? ` (the AI model was unavailable: ${result.engine.fallbackReason})` : ""}`}
        wide
        footer={<Button onClick={done}>Done</Button>}
      >
        <p className="text-sm">{a.projectSummary.description}</p>
        <h3 className="mt-4 text-sm font-semibold">Objectives</h3>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-fg">
          {a.projectSummary.objectives.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
        {STAGES.map((stage) => (
          <section key={stage} aria-labelledby={`${id}-${stage}`} className="mt-5">
            <h3 id={`${id}-${stage}`} className="font-semibold">
              {STAGE_META[stage].label}{" "}
              <span className="font-normal text-muted-fg">({a.features[stage].length})</span>
            </h3>
            <ul className="mt-2 grid gap-2">
              {a.features[stage].map((item) => {
                const f = addedFeatures.has(key(stage, item));
                const s = addedScreens.has(key(stage, item));
                return (
                  <li
                    key={item.name}
                    className="rounded-md border border-border p-3"
                    data-testid="analysis-item"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="text-sm font-medium">{item.name}</p>
                      <span className="flex gap-2">
                        <PriorityBadge priority={item.priority} />
                        <PointsBadge points={item.points} />
                      </span>
                    </div>
                    <p className="mt-1 text-xs text-muted-fg">{item.description}</p>
                    <div className="mt-2 flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={f}
                        aria-label={f ? `${item.name} added as a feature` : `Add ${item.name} as a feature`}
                        onClick={() => void addFeature(stage, item)}
                      >
                        {f ? (
                          <Check aria-hidden="true" className="h-4 w-4" />
                        ) : (
                          <Plus aria-hidden="true" className="h-4 w-4" />
                        )}
                        Feature
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={s}
                        aria-label={s ? `${item.name} added as a screen` : `Add ${item.name} as a screen`}
                        onClick={() => {
                          onAddScreen(item);
                          setAddedScreens((x) => new Set(x).add(key(stage, item)));
                        }}
                      >
                        {s ? (
                          <Check aria-hidden="true" className="h-4 w-4" />
                        ) : (
                          <LayoutTemplate aria-hidden="true" className="h-4 w-4" />
                        )}
                        Screen
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </Overlay>
    );
  }

  return (
    <Overlay
      open={open}
      onOpenChange={(o) => !running && onOpenChange(o)}
      title="AI Project Analysis"
      description="Describe the project in your own words; the analysis proposes features for alpha, beta and launch."
      footer={
        <>
          <Button variant="outline" disabled={running} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => void analyze()} disabled={running} aria-busy={running}>
            {running ? <Spinner label="Analyzing" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
            Analyze
          </Button>
        </>
      }
    >
      <TextAreaField
        id={`${id}-input`}
        label="Project description"
        rows={8}
        value={input}
        maxLength={DESIGN_LIMITS.analysisInput}
        disabled={running}
        onChange={(e) => setInput(e.target.value)}
        error={error ?? undefined}
        placeholder="Who is it for, what problem does it solve, what must the first version do?"
      />
      {running ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-fg">
          <Spinner label="Working" /> {ANALYSIS_STEPS[step]}
        </p>
      ) : null}
    </Overlay>
  );
}
