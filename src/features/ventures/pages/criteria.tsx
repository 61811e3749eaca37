import { Clock, Send } from "lucide-react";
import { pageMeta } from "#src/lib/page-meta.ts";
import { ButtonLink } from "#src/ui/button.tsx";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { VenturesIcon } from "../components/icons.tsx";
import { PageHero, SectionTitle } from "../components/page-hero.tsx";
import { CRITERIA_PAGE, PITCH_STAGE_NOTES, PROCESS_TIMELINES } from "../content/criteria.ts";
import { INVESTMENT_FOCUS, INVESTMENT_STAGES, SECTORS } from "../content/ventures.ts";
import { PITCH_INDUSTRIES, PITCH_STAGES } from "../lib/ventures-rules.ts";
import type { Route } from "./+types/criteria";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Investment Criteria | Unstuck Ventures",
    description:
      "Unstuck Ventures investment criteria: pre-seed to Series A, the industries and sectors we fund, and how long each step of our process takes.",
    path: "/ventures/criteria",
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

export default function VenturesCriteriaPage() {
  const c = CRITERIA_PAGE;
  return (
    <main id="main">
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-16">
        <section aria-labelledby="stages-heading">
          <SectionTitle id="stages-heading" title={c.stagesTitle} lead={INVESTMENT_FOCUS.valuationNote} />
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {INVESTMENT_STAGES.map((s) => (
              <li key={s.label} className="rounded-xl border border-border bg-card p-5">
                <p className="font-mono text-sm font-bold tracking-wider text-primary">{s.label}</p>
                <p className="mt-2 text-2xl font-bold">{s.range}</p>
                <p className="mt-2 text-sm text-muted-fg">{s.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pitch-stages-heading">
          <SectionTitle id="pitch-stages-heading" title={c.pitchStagesTitle} lead={c.pitchStagesLead} />
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
            {PITCH_STAGES.map((s) => (
              <div key={s.value} className="rounded-xl border border-border bg-card p-4">
                <dt className="font-semibold">{s.label}</dt>
                <dd className="mt-1 text-sm text-muted-fg">{PITCH_STAGE_NOTES[s.value]}</dd>
              </div>
            ))}
          </dl>
        </section>

        <div className="grid gap-16 lg:grid-cols-2">
          <section aria-labelledby="industries-heading">
            <SectionTitle id="industries-heading" title={c.industriesTitle} lead={c.industriesLead} />
            <ul className="mt-6 flex flex-wrap gap-2">
              {PITCH_INDUSTRIES.map((i) => (
                <li
                  key={i.value}
                  className="rounded-full border border-border bg-card px-4 py-1.5 text-sm font-medium"
                >
                  {i.label}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sectors-heading">
            <SectionTitle id="sectors-heading" title={c.sectorsTitle} />
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {SECTORS.map((s) => (
                <li
                  key={s.name}
                  className="flex items-center gap-3 rounded-xl border border-border bg-card p-3"
                >
                  <VenturesIcon name={s.icon} className="h-5 w-5 shrink-0 text-primary" />
                  <span className="font-medium">{s.name}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="timeline-heading">
          <SectionTitle id="timeline-heading" title={c.timelineTitle} />
          <ol className="mt-6 grid gap-4 md:grid-cols-4">
            {PROCESS_TIMELINES.map((t, i) => (
              <li
                key={t.step}
                className="rounded-xl border border-border bg-card p-5"
                data-testid="timeline-step"
              >
                <p className="text-sm text-muted-fg">Step {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{t.step}</h3>
                <p className="mt-2 inline-flex items-center gap-2 font-mono text-sm font-semibold text-primary">
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  {t.duration}
                </p>
                <p className="mt-2 text-sm text-muted-fg">{t.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="criteria-cta"
          className="rounded-2xl border border-border bg-muted p-8 text-center"
        >
          <h2 id="criteria-cta" className="text-2xl font-bold">
            {c.ctaTitle}
          </h2>
          <p className="mt-3 text-muted-fg">{c.ctaText}</p>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to={c.pitchHref} size="lg">
              <Send aria-hidden="true" className="h-5 w-5" />
              {c.pitchLabel}
            </ButtonLink>
            <ButtonLink to={c.applyHref} variant="outline" size="lg">
              {c.applyLabel}
            </ButtonLink>
          </div>
        </section>
      </div>
    </main>
  );
}
