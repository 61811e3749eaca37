import { ArrowRight, BookOpen, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "#src/ui/button-base.tsx";
import { INTAKE_COPY as C } from "../content/intake-copy.ts";
import type { BookingResultDto, IntakeResultDto } from "../intake.contract.ts";
import { AnalysisPanel } from "./analysis-panel.tsx";
import { BookingConfirmation } from "./booking-confirmation.tsx";
import { BookingWidget } from "./booking-widget.tsx";
import { IntakeForm } from "./intake-form.tsx";

type Step =
  | { step: 1 }
  | { step: 2; result: IntakeResultDto; fullName: string; email: string }
  | { step: 3; result: IntakeResultDto; booking: BookingResultDto; email: string };

/**
 * /intake: the form, then the analysis with a scheduler (qualified leads) or a thank-you panel.
 * The whole page is one island (intake-view.island.tsx, decision 051): the header's progress
 * follows the step. Rendered inside the page's `<main>`.
 */
export function IntakeView() {
  const [state, setState] = useState<Step>({ step: 1 });
  const top = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.step === 2) top.current?.scrollIntoView({ block: "start" });
  }, [state.step]);

  return (
    <>
      <header className="max-w-3xl">
        <h1 ref={top} className="scroll-mt-24 text-4xl font-extrabold tracking-tight sm:text-5xl">
          {C.title}
        </h1>
        <p className="mt-4 text-lg text-muted-fg">{C.intro}</p>
        <ol className="mt-6 flex flex-wrap gap-2 text-sm" aria-label="Progress">
          {C.steps.map((label, i) => {
            const current = (state.step === 1 ? 0 : 1) === i;
            return (
              <li
                key={label}
                aria-current={current ? "step" : undefined}
                className={`rounded-full border px-3 py-1 ${current ? "border-primary font-semibold text-fg" : "border-border text-muted-fg"}`}
              >
                {i + 1}. {label}
              </li>
            );
          })}
        </ol>
      </header>

      {state.step === 1 ? (
        <IntakeForm
          onResult={(result, values) =>
            setState({ step: 2, result, fullName: values.fullName.trim(), email: values.email.trim() })
          }
        />
      ) : state.step === 3 ? (
        <BookingConfirmation result={state.booking} email={state.email} />
      ) : (
        <>
          <AnalysisPanel result={state.result} heading={C.analysisHeading} />
          {state.result.isQualified ? (
            <div className="grid gap-4">
              <div>
                <h2 className="text-2xl font-bold">{C.qualifiedHeading}</h2>
                <p className="mt-2 text-muted-fg">{C.qualifiedText}</p>
              </div>
              <BookingWidget
                source="intake"
                leadId={state.result.leadId}
                defaultName={state.fullName}
                defaultEmail={state.email}
                onBooked={(booking, who) =>
                  setState({ step: 3, result: state.result, booking, email: who.email })
                }
              />
            </div>
          ) : (
            <ThankYouPanel onRestart={() => setState({ step: 1 })} />
          )}
        </>
      )}
    </>
  );
}

const ICONS = [BookOpen, Users];

function ThankYouPanel({ onRestart }: { onRestart: () => void }) {
  return (
    <section aria-labelledby="intake-thanks" className="rounded-2xl border border-border bg-card p-5 sm:p-8">
      <h2 id="intake-thanks" className="text-2xl font-bold">
        {C.unqualifiedHeading}
      </h2>
      <p className="mt-2 text-muted-fg">{C.unqualifiedText}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {C.unqualifiedLinks.map((l, i) => {
          const Icon = ICONS[i] ?? BookOpen;
          return (
            <li key={l.to}>
              <a
                href={l.to}
                className="group flex h-full gap-3 rounded-xl border border-border p-4 hover:border-primary focus-visible:outline-2"
              >
                <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-primary" />
                <span>
                  <span className="flex items-center gap-1 font-semibold">
                    {l.label}
                    <ArrowRight
                      aria-hidden="true"
                      className="h-4 w-4 transition-transform group-hover:translate-x-0.5"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-muted-fg">{l.text}</span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      <Button variant="outline" className="mt-6" onClick={onRestart}>
        {C.startOver}
      </Button>
    </section>
  );
}
