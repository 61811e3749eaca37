import { ArrowRight, FileText, Send } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "#src/lib/page-meta.ts";
import { ButtonLink } from "#src/ui/button.tsx";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { VenturesIcon } from "../components/icons.tsx";
import { PageHero, SectionTitle } from "../components/page-hero.tsx";
import { PortfolioCard } from "../components/portfolio-card.tsx";
import { PORTFOLIO } from "../content/portfolio.ts";
import {
  APPLICATION_PROCESS,
  INVESTMENT_FOCUS,
  INVESTMENT_STAGES,
  INVESTMENT_THESIS,
  PORTFOLIO_SECTION,
  SECTORS,
  VENTURES_HERO,
  WHAT_WE_LOOK_FOR,
} from "../content/ventures.ts";
import { groupPortfolioByYear } from "../lib/portfolio-batches.ts";
import type { Route } from "./+types/ventures";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Unstuck Ventures",
    description:
      "Unstuck Ventures funds pre-seed to Series A founders in AI & ML, SaaS, FinTech, EdTech and infrastructure, with capital and a senior engineering team.",
    path: "/ventures",
  });
}

/** The newest entries that are already public (not 'Coming Soon'). */
const FEATURED = groupPortfolioByYear(PORTFOLIO.filter((e) => e.status !== "Coming Soon"))
  .flatMap((b) => b.entries)
  .slice(0, PORTFOLIO_SECTION.featuredCount);

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

export default function VenturesPage() {
  return (
    <main id="main">
      <PageHero eyebrow={VENTURES_HERO.eyebrow} title={VENTURES_HERO.title} lead={VENTURES_HERO.lead}>
        <ButtonLink to={VENTURES_HERO.applyHref} size="lg" className="w-full sm:w-auto">
          {VENTURES_HERO.applyLabel}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </ButtonLink>
        <ButtonLink to={VENTURES_HERO.portfolioHref} variant="outline" size="lg" className="w-full sm:w-auto">
          {VENTURES_HERO.portfolioLabel}
        </ButtonLink>
      </PageHero>

      <PointsSection id="thesis" {...INVESTMENT_THESIS} columns="md:grid-cols-3" />
      <PointsSection id="look-for" {...WHAT_WE_LOOK_FOR} columns="sm:grid-cols-2 lg:grid-cols-3" muted />

      <section aria-labelledby="focus-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <SectionTitle id="focus-heading" title={INVESTMENT_FOCUS.title} lead={INVESTMENT_FOCUS.lead} />
          <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
            <div>
              <h3 className="text-lg font-semibold">{INVESTMENT_FOCUS.sectorsTitle}</h3>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {SECTORS.map((s) => (
                  <li key={s.name} className="flex gap-3 rounded-xl border border-border bg-card p-4">
                    <VenturesIcon name={s.icon} className="mt-0.5 h-5 w-5 shrink-0 text-primary" />
                    <div>
                      <p className="font-semibold">{s.name}</p>
                      <p className="mt-1 text-sm text-muted-fg">{s.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className="grid content-start gap-6">
              <div>
                <h3 className="text-lg font-semibold">{INVESTMENT_FOCUS.stagesTitle}</h3>
                <ul className="mt-4 grid gap-3">
                  {INVESTMENT_STAGES.map((s) => (
                    <li key={s.label} className="rounded-xl border border-border bg-card p-4">
                      <div className="flex items-baseline justify-between gap-3">
                        <p className="font-mono text-sm font-bold tracking-wider text-primary">{s.label}</p>
                        <p className="text-sm font-medium">{s.range}</p>
                      </div>
                      <p className="mt-1 text-sm text-muted-fg">{s.text}</p>
                    </li>
                  ))}
                </ul>
              </div>
              <div className="rounded-xl border border-primary/40 bg-card p-5 text-center">
                <p className="text-sm font-medium text-muted-fg">{INVESTMENT_FOCUS.valuationLabel}</p>
                <p className="mt-1 text-4xl font-extrabold tracking-tight">
                  {INVESTMENT_FOCUS.valuationText}
                </p>
                <p className="mt-2 text-sm text-muted-fg">{INVESTMENT_FOCUS.valuationNote}</p>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="portfolio-heading" className="border-y border-border bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <SectionTitle
            id="portfolio-heading"
            title={PORTFOLIO_SECTION.title}
            lead={PORTFOLIO_SECTION.lead}
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {FEATURED.map((e) => (
              <li key={e.name}>
                <PortfolioCard entry={e} />
              </li>
            ))}
          </ul>
          <Link
            to={VENTURES_HERO.portfolioHref}
            className="mt-8 inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            {PORTFOLIO_SECTION.linkLabel}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
      </section>

      <section aria-labelledby="process-heading">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <SectionTitle
            id="process-heading"
            title={APPLICATION_PROCESS.title}
            lead={APPLICATION_PROCESS.lead}
          />
          <ol className="mt-10 grid gap-4 md:grid-cols-5">
            {APPLICATION_PROCESS.steps.map((s, i) => (
              <li key={s.title} className="rounded-xl border border-border bg-card p-5">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                >
                  {i + 1}
                </span>
                <p className="mt-3 font-semibold">{s.title}</p>
                <p className="mt-1 text-sm text-muted-fg">{s.text}</p>
              </li>
            ))}
          </ol>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={APPLICATION_PROCESS.pitchHref} size="lg">
              <Send aria-hidden="true" className="h-5 w-5" />
              {APPLICATION_PROCESS.pitchLabel}
            </ButtonLink>
            <ButtonLink to={APPLICATION_PROCESS.criteriaHref} variant="outline" size="lg">
              <FileText aria-hidden="true" className="h-5 w-5" />
              {APPLICATION_PROCESS.criteriaLabel}
            </ButtonLink>
          </div>
        </div>
      </section>
    </main>
  );
}

function PointsSection({
  id,
  title,
  lead,
  points,
  columns,
  muted,
}: typeof INVESTMENT_THESIS & { id: string; columns: string; muted?: boolean }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={muted ? "border-y border-border bg-muted" : undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
        <SectionTitle id={`${id}-heading`} title={title} lead={lead} />
        <ul className={`mt-10 grid gap-6 ${columns}`}>
          {points.map((p) => (
            <li key={p.title} className="rounded-2xl border border-border bg-card p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-muted">
                <VenturesIcon name={p.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{p.title}</h3>
              <p className="mt-2 text-sm text-muted-fg">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
