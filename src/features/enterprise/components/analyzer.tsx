import { useHydrated } from "#src/ui/use-hydrated.ts";
import { ANALYZER_COPY } from "../content/page.ts";
import { AnalyzerDetails } from "./analyzer-details.tsx";
import { AnalyzingStatus } from "./analyzing-status.tsx";
import { ReportView } from "./report-view.tsx";
import { SystemPicker } from "./system-picker.tsx";
import { useEnterpriseAnalyzer } from "./use-enterprise-analyzer.ts";

/** The enterprise systems analyzer: select systems, enter details, analyze, report. */
export function EnterpriseAnalyzer() {
  // A fixed prefix, not useId: /enterprise hydrates the analyzer as an island (decision 051).
  const id = "analyzer";
  const hydrated = useHydrated();
  const analyzer = useEnterpriseAnalyzer(id);
  const { phase, selected, fields, errors, liveEmailError, analysis } = analyzer;

  if (phase === "report" && analysis) {
    return (
      <ReportView
        analysis={analysis}
        email={fields.email}
        onReset={analyzer.reset}
        headingRef={analyzer.reportHeading}
      />
    );
  }

  if (phase === "analyzing") return <AnalyzingStatus message={analyzer.message} systems={selected.size} />;

  return (
    <form
      noValidate
      onSubmit={analyzer.submit}
      className="grid gap-8"
      aria-label="Enterprise systems analyzer"
    >
      <div ref={analyzer.formTop} tabIndex={-1} className="grid gap-4 scroll-mt-24 focus:outline-none">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="text-lg font-semibold">{ANALYZER_COPY.stepSystems}</h3>
          <p className="text-sm text-muted-fg" aria-live="polite">
            {selected.size} {selected.size === 1 ? "system" : "systems"} selected
          </p>
        </div>
        <div id={`${id}-systems`}>
          <SystemPicker
            selected={selected}
            onToggle={analyzer.toggle}
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

      <AnalyzerDetails
        id={id}
        fields={fields}
        errors={errors}
        emailError={liveEmailError ?? errors.email}
        set={analyzer.set}
        onEmailChange={analyzer.setEmail}
        submitDisabled={!hydrated || Boolean(liveEmailError)}
      />
    </form>
  );
}
