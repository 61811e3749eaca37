import { AlertTriangle, RotateCcw, Sparkles } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button-base.tsx";
import { cn } from "#src/ui/cn.ts";
import { Field } from "#src/ui/form-controls.tsx";
import { Spinner } from "#src/ui/spinner.tsx";
import { toast } from "#src/ui/toaster.tsx";
import type { CodeAnalysisDto, LanguageId } from "../code-lab.contract.ts";
import { LANGUAGES, CODE_LAB_MESSAGES as M } from "../lib/code-lab-rules.ts";
import { AnalysisResult } from "./analysis-result.tsx";

type State =
  | { status: "idle" }
  | { status: "analyzing" }
  | { status: "result"; result: CodeAnalysisDto }
  | { status: "failure"; message: string };

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
  // A fixed prefix, not useId: /playground hydrates the analyzer as an island (decision 051).
  const id = "code-analyzer";
  const [code, setCode] = useState(initialCode);
  const [language, setLanguage] = useState<LanguageId>("auto");
  const [state, setState] = useState<State>({ status: "idle" });
  const textRef = useRef<HTMLTextAreaElement>(null);
  const resultRef = useRef<HTMLElement>(null);

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
        <Field
          id={`${id}-code`}
          label="Code to analyze"
          hint="Up to 100 KB. Your code is analysed on our server and not stored."
        >
          <textarea
            ref={textRef}
            id={`${id}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            spellCheck={false}
            rows={14}
            placeholder="Paste a function, a component or a whole file…"
            aria-describedby={`${id}-code-hint`}
            className="min-h-64 w-full rounded-md border border-border bg-bg p-3 font-mono text-sm leading-6 text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring"
          />
        </Field>
        <div className="flex flex-wrap items-end gap-3">
          <Field id={`${id}-lang`} label="Language">
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
          </Field>
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
        <AnalysisResult result={state.result} headingLevel={headingLevel} sectionRef={resultRef} />
      ) : null}
    </div>
  );
}
