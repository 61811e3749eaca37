import { Loader2, Sparkles } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { Button } from "#src/ui/button.tsx";
import { inputClass, TextField } from "#src/ui/form-field.tsx";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import {
  BUDGET_RANGES,
  DEPLOYMENT_PREFERENCES,
  INDUSTRIES,
  INTEGRATION_COMPLEXITIES,
  ORGANIZATION_SIZES,
  TIMEFRAMES,
} from "../content/options.ts";
import { ANALYZER_COPY } from "../content/page.ts";
import {
  ANALYZING_MESSAGES,
  ENTERPRISE_LIMITS,
  type EnterpriseAnalysisDto,
  type EnterpriseAnalysisRequestInput,
  firstAnalysisError,
  liveWorkEmailError,
  ENTERPRISE_MESSAGES as M,
} from "../enterprise.contract.ts";
import { ReportView } from "./report-view.tsx";
import { SelectField } from "./select-field.tsx";
import { SystemPicker } from "./system-picker.tsx";

type Fields = Omit<EnterpriseAnalysisRequestInput, "selectedSystems">;
const EMPTY: Fields = {
  email: "",
  companySize: "",
  industry: "",
  businessChallenges: "",
  deploymentPreference: "",
  integrationComplexity: "",
  budgetRange: "",
  timeframe: "",
};
const TOAST_ID = "enterprise-analysis";
/** How long each analyzing message stays before the next one. */
const MESSAGE_EVERY_MS = 2500;

type Phase = "form" | "analyzing" | "report";

/** The enterprise systems analyzer: select systems, enter details, analyze, report. */
export function EnterpriseAnalyzer() {
  const submission = useSubmissionKey();
  const id = useId();
  const hydrated = useHydrated();
  const [phase, setPhase] = useState<Phase>("form");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [liveEmailError, setLiveEmailError] = useState<string | null>(null);
  const [messageIndex, setMessageIndex] = useState(0);
  const [analysis, setAnalysis] = useState<EnterpriseAnalysisDto | null>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const formTop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (phase !== "analyzing") return;
    setMessageIndex(0);
    const timer = setInterval(
      () => setMessageIndex((i) => (i + 1) % ANALYZING_MESSAGES.length),
      MESSAGE_EVERY_MS,
    );
    return () => clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase === "report") reportHeading.current?.focus();
  }, [phase]);

  const set = (name: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => {
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  function toggle(systemId: string) {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(systemId)) next.delete(systemId);
      else next.add(systemId);
      return next;
    });
    setErrors(({ selectedSystems: _gone, ...rest }) => rest);
  }

  function focusField(field: string) {
    const el =
      field === "selectedSystems"
        ? document.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-systems`)} input`)
        : document.getElementById(`${id}-${field}`);
    el?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (liveEmailError) return;
    const body: EnterpriseAnalysisRequestInput = { ...fields, selectedSystems: [...selected] };
    const problem = firstAnalysisError(body);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      toast.error(problem.message, { id: TOAST_ID });
      focusField(problem.field);
      return;
    }
    setErrors({});
    setPhase("analyzing");
    try {
      const dto = await api<EnterpriseAnalysisDto>("/api/enterprise/analyses", { body, submission });
      setAnalysis(dto);
      setPhase("report");
      toast.success(M.analysisSuccess, { id: TOAST_ID });
    } catch (err) {
      setPhase("form");
      if (err instanceof ApiError && (err.status === 400 || err.status === 429)) {
        setErrors(err.fields);
        toast.error(err.message, { id: TOAST_ID });
      } else toast.error(M.analysisFailed, { id: TOAST_ID });
    }
  }

  function reset() {
    setAnalysis(null);
    setSelected(new Set());
    setFields(EMPTY);
    setErrors({});
    setLiveEmailError(null);
    setPhase("form");
    requestAnimationFrame(() => {
      formTop.current?.scrollIntoView({ block: "start" });
      formTop.current?.focus();
    });
  }

  if (phase === "report" && analysis) {
    return <ReportView analysis={analysis} email={fields.email} onReset={reset} headingRef={reportHeading} />;
  }

  if (phase === "analyzing") {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-72 flex-col items-center justify-center gap-4 rounded-xl border border-border bg-bg p-10 text-center"
      >
        <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-primary" />
        <p className="text-lg font-semibold">{ANALYZING_MESSAGES[messageIndex]}</p>
        <p className="text-sm text-muted-fg">
          Analyzing {selected.size} {selected.size === 1 ? "system" : "systems"}
        </p>
      </div>
    );
  }

  const emailError = liveEmailError ?? errors.email;
  return (
    <form noValidate onSubmit={submit} className="grid gap-8" aria-label="Enterprise systems analyzer">
      <div ref={formTop} tabIndex={-1} className="grid gap-4 scroll-mt-24 focus:outline-none">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold">{ANALYZER_COPY.stepSystems}</h3>
          <p className="text-sm text-muted-fg" aria-live="polite">
            {selected.size} {selected.size === 1 ? "system" : "systems"} selected
          </p>
        </div>
        <div id={`${id}-systems`}>
          <SystemPicker
            selected={selected}
            onToggle={toggle}
            error={errors.selectedSystems}
            errorId={`${id}-systems-error`}
          />
        </div>
        {errors.selectedSystems ? (
          <p id={`${id}-systems-error`} role="alert" className="text-sm text-danger">
            {errors.selectedSystems}
          </p>
        ) : null}
      </div>

      <div className="grid gap-5">
        <h3 className="text-lg font-semibold">{ANALYZER_COPY.stepDetails}</h3>
        <div className="grid gap-5 md:grid-cols-3">
          <TextField
            id={`${id}-email`}
            label="Work email"
            type="email"
            autoComplete="email"
            aria-required
            value={fields.email}
            hint={ANALYZER_COPY.emailHint}
            onChange={(e) => {
              set("email")(e.target.value);
              setLiveEmailError(liveWorkEmailError(e.target.value));
            }}
            error={emailError}
          />
          <SelectField
            id={`${id}-companySize`}
            label="Organization size"
            aria-required
            placeholder="Select size"
            options={ORGANIZATION_SIZES}
            value={fields.companySize}
            onChange={(e) => set("companySize")(e.target.value)}
            error={errors.companySize}
          />
          <SelectField
            id={`${id}-industry`}
            label="Industry"
            aria-required
            placeholder="Select industry"
            options={INDUSTRIES}
            value={fields.industry}
            onChange={(e) => set("industry")(e.target.value)}
            error={errors.industry}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-businessChallenges`} className="text-sm font-medium">
            Business challenges (optional)
          </label>
          <textarea
            id={`${id}-businessChallenges`}
            rows={3}
            maxLength={ENTERPRISE_LIMITS.challenges}
            placeholder={ANALYZER_COPY.challengesPlaceholder}
            className={`${inputClass} h-auto py-2`}
            value={fields.businessChallenges}
            onChange={(e) => set("businessChallenges")(e.target.value)}
            aria-invalid={errors.businessChallenges ? true : undefined}
          />
          {errors.businessChallenges ? (
            <p role="alert" className="text-sm text-danger">
              {errors.businessChallenges}
            </p>
          ) : null}
        </div>
        <fieldset className="grid gap-4 rounded-xl border border-border p-4">
          <legend className="px-1 text-sm font-semibold">{ANALYZER_COPY.optionalDetails}</legend>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <SelectField
              id={`${id}-deploymentPreference`}
              label="Deployment preference"
              placeholder="No preference"
              options={DEPLOYMENT_PREFERENCES}
              value={fields.deploymentPreference}
              onChange={(e) => set("deploymentPreference")(e.target.value)}
              error={errors.deploymentPreference}
            />
            <SelectField
              id={`${id}-integrationComplexity`}
              label="Integration complexity"
              placeholder="Not sure"
              options={INTEGRATION_COMPLEXITIES}
              value={fields.integrationComplexity}
              onChange={(e) => set("integrationComplexity")(e.target.value)}
              error={errors.integrationComplexity}
            />
            <SelectField
              id={`${id}-budgetRange`}
              label="Budget range"
              placeholder="Not decided"
              options={BUDGET_RANGES}
              value={fields.budgetRange}
              onChange={(e) => set("budgetRange")(e.target.value)}
              error={errors.budgetRange}
            />
            <SelectField
              id={`${id}-timeframe`}
              label="Timeframe"
              placeholder="Not decided"
              options={TIMEFRAMES}
              value={fields.timeframe}
              onChange={(e) => set("timeframe")(e.target.value)}
              error={errors.timeframe}
            />
          </div>
        </fieldset>
        <div>
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated || Boolean(liveEmailError)}
            className="w-full sm:w-auto"
          >
            <Sparkles aria-hidden="true" className="h-5 w-5" />
            {ANALYZER_COPY.submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}
