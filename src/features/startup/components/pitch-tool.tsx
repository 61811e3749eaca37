import { ArrowLeft, Flame, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { tracked } from "#src/lib/tracked-elements.ts";
import { Button, buttonClass } from "#src/ui/button-base.tsx";
import { Field } from "#src/ui/form-controls.tsx";
import { TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import { PITCH_TOOL_COPY as C } from "../content/startup-page.ts";
import {
  LOADING_STEP_MS,
  LOADING_STEPS,
  STARTUP_MESSAGES as M,
  PITCH_MAX_CHARS,
} from "../lib/startup-rules.ts";
import type { AnalysisResultDto } from "../startup.contract.ts";
import { AnalysisResults } from "./analysis-results.tsx";
import { LoadingSteps } from "./loading-steps.tsx";

const TOAST_ID = "pitch-tool";

type State = { phase: "input" } | { phase: "loading" } | { phase: "results"; result: AnalysisResultDto };

/** The pitch tool: input, loading with four ordered steps, results; a failure keeps the input. */
export function PitchTool() {
  const submission = useSubmissionKey();
  const [state, setState] = useState<State>({ phase: "input" });
  const [pitch, setPitch] = useState("");
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string>();
  const [step, setStep] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const pitchRef = useRef<HTMLTextAreaElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const focusAfter = useRef<"pitch" | "results" | null>(null);
  // A fixed id, not useId: /startup hydrates the tool as an island (decision 051).
  const pitchId = "pitch";
  const countId = `${pitchId}-count`;

  const loading = state.phase === "loading";
  const empty = pitch.trim().length === 0;

  // Steps advance 4 s apart while the work runs; the answer ends them, whenever it arrives.
  useEffect(() => {
    if (!loading) return;
    setStep(0);
    const timer = setInterval(
      () => setStep((s) => Math.min(s + 1, LOADING_STEPS.length - 1)),
      LOADING_STEP_MS,
    );
    return () => clearInterval(timer);
  }, [loading]);

  useEffect(() => {
    if (focusAfter.current === "results") resultsRef.current?.focus();
    if (focusAfter.current === "pitch") pitchRef.current?.focus();
    focusAfter.current = null;
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (empty || loading) return;
    // The request's schema (and zod) load on the first submit, not with the page (decision 041).
    const { pitchRequestSchema } = await import("../startup.contract.ts");
    const parsed = pitchRequestSchema.safeParse({ pitch, email });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      if (issue?.path[0] === "email") setEmailError(issue.message);
      toast.error(M.failed, { id: TOAST_ID, description: issue?.message });
      return;
    }
    setEmailError(undefined);
    setState({ phase: "loading" });
    try {
      const result = await api<AnalysisResultDto>("/api/startup/analyses", { body: parsed.data, submission });
      setSentTo(result.emailed ? (parsed.data.email ?? null) : null);
      focusAfter.current = "results";
      setState({ phase: "results", result });
      toast.success(M.success, { id: TOAST_ID });
    } catch (err) {
      const clear = err instanceof ApiError && (err.status === 400 || err.status === 429);
      if (err instanceof ApiError && err.fields.email) setEmailError(err.fields.email);
      focusAfter.current = "pitch";
      setState({ phase: "input" });
      toast.error(M.failed, { id: TOAST_ID, ...(clear ? { description: err.message } : {}) });
    }
  }

  function reset() {
    setPitch("");
    setSentTo(null);
    focusAfter.current = "pitch";
    setState({ phase: "input" });
  }

  if (state.phase === "results") {
    const { engine } = state.result;
    return (
      <div className="grid gap-6">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h3 ref={resultsRef} tabIndex={-1} className="text-2xl font-bold outline-none">
              {C.resultsHeading}
            </h3>
            <p className="mt-1 text-sm text-muted-fg" data-testid="engine-line">
              {engine.kind === "llm" ? C.engineLlm(engine.name) : C.engineBuiltIn}
              {engine.fallbackReason ? ` ${C.engineFallback}` : ""}
            </p>
            {sentTo ? <p className="mt-1 text-sm">{C.emailed(sentTo)}</p> : null}
          </div>
          <Button variant="outline" onClick={reset}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {C.reset}
          </Button>
        </div>
        <AnalysisResults result={state.result} />
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={reset}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {C.reset}
          </Button>
          <a href={C.openInFlare.href(state.result.id)} className={buttonClass()}>
            <Flame aria-hidden="true" className="h-4 w-4" /> {C.openInFlare.label}
          </a>
        </div>
      </div>
    );
  }

  if (loading) return <LoadingSteps current={step} heading={C.loadingHeading} note={C.loadingNote} />;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Pitch-to-plan">
      <Field id={pitchId} label={C.pitchLabel}>
        <textarea
          ref={pitchRef}
          id={pitchId}
          name="pitch"
          rows={7}
          value={pitch}
          maxLength={PITCH_MAX_CHARS}
          onChange={(e) => setPitch(e.target.value)}
          placeholder={C.pitchPlaceholder}
          aria-describedby={countId}
          className="w-full rounded-md border border-border bg-bg px-3 py-2 text-base text-fg placeholder:text-muted-fg focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={countId} className="text-right text-xs text-muted-fg">
          {pitch.length.toLocaleString("en-US")} / {PITCH_MAX_CHARS.toLocaleString("en-US")} characters
        </p>
      </Field>
      <TextField
        id="pitch-email"
        label={C.emailLabel}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (emailError) setEmailError(undefined);
        }}
        error={emailError}
        hint={C.emailHint}
      />
      <div>
        <Button type="submit" size="lg" disabled={empty || loading} {...tracked("startup-analyze")}>
          <Sparkles aria-hidden="true" className="h-5 w-5" /> {C.submit}
        </Button>
      </div>
    </form>
  );
}
