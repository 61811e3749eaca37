import { type FormEvent, useEffect, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import type { EnterpriseAnalysisDto, EnterpriseAnalysisRequestInput } from "../enterprise.contract.ts";
import { ANALYZING_MESSAGES, liveWorkEmailError, ENTERPRISE_MESSAGES as M } from "../lib/enterprise-rules.ts";

export type AnalyzerFields = Omit<EnterpriseAnalysisRequestInput, "selectedSystems">;
const EMPTY: AnalyzerFields = {
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

/**
 * The analyzer's state: the systems and details entered, the phase (form, analyzing, report), the
 * rotating analyzing message, and the submission with its field errors. `id` prefixes the fields'
 * ids so the first problem can be focused.
 */
export function useEnterpriseAnalyzer(id: string) {
  const submission = useSubmissionKey();
  const [phase, setPhase] = useState<Phase>("form");
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [fields, setFields] = useState<AnalyzerFields>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
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

  const set = (name: keyof AnalyzerFields) => (value: string) => {
    setFields((f) => ({ ...f, [name]: value }));
    setErrors((e) => {
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  };

  const setEmail = set("email");
  /** The work-email rule as the visitor types: derived from the email, so a reset clears it too. */
  const liveEmailError = liveWorkEmailError(fields.email);

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
    // The request's schema (and zod) load on the first submit, not with the page (decision 041).
    const { firstAnalysisError } = await import("../enterprise.contract.ts");
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
    setPhase("form");
    requestAnimationFrame(() => {
      formTop.current?.scrollIntoView({ block: "start" });
      formTop.current?.focus();
    });
  }

  return {
    phase,
    selected,
    fields,
    errors,
    liveEmailError,
    message: ANALYZING_MESSAGES[messageIndex],
    analysis,
    reportHeading,
    formTop,
    set,
    setEmail,
    toggle,
    submit,
    reset,
  };
}
