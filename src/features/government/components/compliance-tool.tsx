import { useEffect, useRef, useState } from "react";
import { ApiError, api } from "#src/lib/api-client.ts";
import { toast } from "#src/ui/toaster.tsx";
import { useHydrated } from "#src/ui/use-hydrated.ts";
import { useSubmissionKey } from "#src/ui/use-submission-key.ts";
import type { GovernmentAnalysisDto } from "../government.contract.ts";
import {
  checkGovernmentRequest,
  GOV_MESSAGES as M,
  PROGRESS_MESSAGES,
  PROGRESS_STEP_MS,
} from "../lib/government-rules.ts";
import { ComplianceForm, EMPTY_FORM, type FieldError, type FormValues } from "./compliance-form.tsx";
import { ComplianceResults } from "./compliance-results.tsx";

const TOAST_ID = "government-assessment";
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The government tool: form → busy (staged progress, 1 s apart, then the call) → results; a failure
 * returns to the form with the error, so the visitor can correct and retry without retyping.
 */
export function ComplianceTool() {
  const submission = useSubmissionKey();
  const ready = useHydrated();
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [error, setError] = useState<FieldError>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [data, setData] = useState<GovernmentAnalysisDto | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const alive = useRef(true);
  const fieldRefs = {
    selectedRequirements: useRef<HTMLElement>(null),
    email: useRef<HTMLElement>(null),
    agencyType: useRef<HTMLElement>(null),
    dataClassification: useRef<HTMLElement>(null),
  };
  const focusAfterRender = useRef<"results" | "form" | null>(null);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  useEffect(() => {
    const target = focusAfterRender.current;
    focusAfterRender.current = null;
    if (target === "results") resultsHeading.current?.focus();
    if (target === "form") formHeading.current?.focus();
  });

  const showError = (field: string, message: string) => {
    setError({ field, message });
    toast.error(message, { id: TOAST_ID });
    const el = fieldRefs[field as keyof typeof fieldRefs]?.current;
    el?.focus();
  };

  const submit = async () => {
    if (busy) return;
    const check = checkGovernmentRequest(values);
    if (!check.ok) {
      showError(check.field, check.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      for (const [i, message] of PROGRESS_MESSAGES.entries()) {
        if (i > 0) await wait(PROGRESS_STEP_MS);
        if (!alive.current) return;
        setProgress(message);
      }
      const dto = await api<GovernmentAnalysisDto>("/api/government/analyses", {
        body: check.value,
        submission,
      });
      if (!alive.current) return;
      setData(dto);
      focusAfterRender.current = "results";
      // Outcome toasts are new toasts (one is visible at a time): updating one that is on its
      // way out would lose the message.
      if (dto.saved) toast.success(M.success);
      else toast.warning(M.saveFailed);
    } catch (err) {
      if (err instanceof ApiError && err.status === 400) {
        const field = Object.keys(err.fields)[0] ?? "selectedRequirements";
        showError(field, err.message);
      } else if (err instanceof ApiError && (err.code === "assessment_failed" || err.status === 429)) {
        toast.error(err.status === 429 ? err.message : M.functionError);
      } else {
        toast.error(M.outerFailure);
      }
    } finally {
      if (alive.current) {
        setBusy(false);
        setProgress(null);
      }
    }
  };

  const reset = () => {
    setData(null);
    setValues(EMPTY_FORM);
    setError(null);
    focusAfterRender.current = "form";
  };

  if (data) return <ComplianceResults data={data} onReset={reset} headingRef={resultsHeading} />;
  return (
    <div className="grid gap-6">
      <h3 ref={formHeading} tabIndex={-1} className="sr-only">
        Assessment form
      </h3>
      <ComplianceForm
        values={values}
        onChange={(v) => {
          setValues(v);
          if (error) setError(null);
        }}
        onSubmit={submit}
        busy={busy}
        progress={progress}
        error={error}
        ready={ready}
        fieldRefs={fieldRefs}
      />
    </div>
  );
}
