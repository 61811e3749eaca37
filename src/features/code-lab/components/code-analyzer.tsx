import { AlertTriangle, Cpu, RotateCcw, ShieldCheck, Sparkles, Zap } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { cn } from "#src/ui/cn.ts";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import {
  type CodeAnalysisDto,
  LANGUAGES,
  type LanguageId,
  CODE_LAB_MESSAGES as M,
  type Recommendation,
} from "../code-lab.contract.ts";

type State =
  | { status: "idle" }
  | { status: "analyzing" }
  | { status: "result"; result: CodeAnalysisDto }
  | { status: "failure"; message: string };

const SCORE_META = [
  { key: "architecture_score", label: "Architecture", icon: Cpu },
  { key: "performance_score", label: "Performance", icon: Zap },
  { key: "security_score", label: "Security", icon: ShieldCheck },
] as const;

const SEVERITY_CLASS: Record<Recommendation["severity"], string> = {
  high: "border-red-600/40 bg-red-600/10 text-red-700 dark:text-red-300",
  medium: "border-amber-600/40 bg-amber-500/10 text-amber-800 dark:text-amber-200",
  low: "border-sky-600/40 bg-sky-500/10 text-sky-800 dark:text-sky-200",
};

function scoreTone(score: number) {
  if (score >= 80) return "bg-emerald-500";
  if (score >= 50) return "bg-amber-500";
  return "bg-red-500";
}

/**
 * The AI code analyzer: a labelled code box, Analyze, then three scores and line-cited
 * recommendations. Reusable: any page can drop it in (the playground does).
 */
export function CodeAnalyzer({
  initialCode = "",
  className,
  headingLevel = 3,
}: {
  initialCode?: string;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  const [code, setCode] = useState(initialCode);
  const [language, setLanguage] = useState<LanguageId>("auto");
  const [state, setState] = useState<State>({ status: "idle" });
  const textRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const H = `h${headingLevel}` as "h2" | "h3";

  async function analyze(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      toast.error(M.emptyTitle, { description: M.empty, id: "code-analyzer" });
      textRef.current?.focus();
      return;
    }
    setState({ status: "analyzing" });
    try {
      const result = await api<CodeAnalysisDto>("/api/code-lab/analyses", { body: { code, language } });
      setState({ status: "result", result });
      toast.success(M.successTitle, { description: M.successText, id: "code-analyzer" });
      requestAnimationFrame(() => resultRef.current?.focus());
    } catch (err) {
      // A refusal the user can act on (too large, rate limit) is shown as it is.
      const message =
        err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : M.failureText;
      setState({ status: "failure", message });
      toast.error(M.failureTitle, { description: M.failureText, id: "code-analyzer" });
    }
  }

  function reset() {
    setCode("");
    setState({ status: "idle" });
    textRef.current?.focus();
  }

  const busy = state.status === "analyzing";
  return (
    <div className={cn("grid gap-6", className)}>
      <form onSubmit={analyze} className="grid gap-4" aria-busy={busy}>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-code`} className="text-sm font-medium">
            Code to analyze
          </label>
          <textarea
            ref={textRef}
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            spellCheck={false}
            rows={14}
            placeholder="Paste a function, a component or a whole file…"
            aria-describedby={`${id}-hint`}
            className="min-h-64 w-full rounded-md border border-border bg-bg p-3 font-mono text-sm leading-6 text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring"
          />
          <p id={`${id}-hint`} className="text-xs text-muted-fg">
            Up to 100 KB. Your code is analysed on our server and not stored.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-lang`} className="text-sm font-medium">
              Language
            </label>
            <select
              id={`${id}-lang`}
              value={language}
              onChange={(e) => setLanguage(e.target.value as LanguageId)}
              className="h-10 rounded-md border border-border bg-bg px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-ring"
            >
              {LANGUAGES.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner label="Analyzing" /> : <Sparkles aria-hidden="true" className="h-4 w-4" />}
            {busy ? "Analyzing…" : "Analyze"}
          </Button>
          {state.status === "result" || state.status === "failure" ? (
            <Button variant="outline" onClick={reset}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              New analysis
            </Button>
          ) : null}
        </div>
      </form>

      <div aria-live="polite">
        {state.status === "analyzing" ? (
          <p className="flex items-center gap-2 text-sm text-muted-fg">
            <Spinner label="" /> Parsing and checking your code…
          </p>
        ) : null}
        {state.status === "failure" ? (
          <div
            role="alert"
            className="flex gap-3 rounded-lg border border-danger/50 bg-danger/10 p-4 text-sm"
          >
            <AlertTriangle aria-hidden="true" className="h-5 w-5 shrink-0 text-danger" />
            <div>
              <p className="font-semibold">{M.failureTitle}</p>
              <p className="text-muted-fg">{state.message}</p>
            </div>
          </div>
        ) : null}
      </div>

      {state.status === "result" ? (
        <section
          ref={resultRef}
          tabIndex={-1}
          className="grid gap-5 outline-none"
          aria-labelledby={`${id}-result`}
        >
          <H id={`${id}-result`} className="text-lg font-semibold">
            Analysis result
          </H>
          <dl className="grid gap-3 sm:grid-cols-3">
            {SCORE_META.map(({ key, label, icon: Icon }) => {
              const score = state.result[key];
              return (
                <div key={key} className="rounded-xl border border-border bg-card p-4">
                  <dt className="flex items-center gap-2 text-sm font-medium text-muted-fg">
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {label}
                  </dt>
                  <dd className="mt-1 text-3xl font-bold" data-testid={key}>
                    {score}
                    <span className="text-base font-normal text-muted-fg">/100</span>
                  </dd>
                  <dd>
                    <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-muted">
                      <div
                        className={cn("h-full rounded-full", scoreTone(score))}
                        style={{ width: `${score}%` }}
                      />
                    </div>
                  </dd>
                </div>
              );
            })}
          </dl>
          <p className="text-sm text-muted-fg">
            {state.result.note} {state.result.metrics.functions} function
            {state.result.metrics.functions === 1 ? "" : "s"}, {state.result.metrics.lines} lines, highest
            complexity {state.result.metrics.maxComplexity}, deepest nesting {state.result.metrics.maxNesting}
            .
          </p>
          <div>
            <H className="mb-2 font-semibold">Recommendations</H>
            {state.result.recommendations.length === 0 ? (
              <p className="text-sm text-muted-fg">No issues found: nothing to recommend for this code.</p>
            ) : (
              <ol className="grid gap-2">
                {state.result.recommendations.map((r) => (
                  <li
                    key={`${r.rule}:${r.line}`}
                    className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 text-sm sm:flex-row sm:items-start"
                  >
                    <span className="flex shrink-0 flex-wrap gap-2">
                      <span className="rounded bg-muted px-2 py-0.5 font-mono text-xs">Line {r.line}</span>
                      <span
                        className={cn(
                          "rounded border px-2 py-0.5 text-xs capitalize",
                          SEVERITY_CLASS[r.severity],
                        )}
                      >
                        {r.severity}
                      </span>
                      <span className="rounded border border-border px-2 py-0.5 text-xs capitalize">
                        {r.category}
                      </span>
                    </span>
                    <span>{r.message}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
          <p className="text-xs text-muted-fg">
            {state.result.engine.kind === "llm"
              ? `Generated by the AI model ${state.result.engine.name}.`
              : "Generated by the built-in engine."}
          </p>
        </section>
      ) : null}
    </div>
  );
}
