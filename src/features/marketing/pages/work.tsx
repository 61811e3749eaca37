import { AlertTriangle, Award, type LucideIcon, Rocket, SearchX, TrendingUp } from "lucide-react";
import { useState } from "react";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Button } from "#src/ui/button.tsx";
import { CaseStudyCard } from "../components/work/case-study-card.tsx";
import {
  type CaseStudyFilters,
  type CaseStudyWithSlug,
  caseStudiesWithSlugs,
  filterCaseStudies,
  NO_FILTERS,
  technologyTags,
} from "../components/work/case-study-filter.ts";
import { CaseStudyFilterPanel } from "../components/work/case-study-filters.tsx";
import { CASE_STUDIES, CASE_STUDY_MESSAGES, WORK_HERO, WORK_HIGHLIGHTS } from "../content/case-studies.ts";
import type { Route } from "./+types/work";

const HIGHLIGHT_ICONS: Record<(typeof WORK_HIGHLIGHTS)[number]["icon"], LucideIcon> = {
  award: Award,
  rocket: Rocket,
  "trending-up": TrendingUp,
};

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Case Studies",
    description:
      "Our work: award-winning products in fintech, food tech, government, AR/VR and AI, launched in weeks with AI-augmented delivery.",
    path: "/work",
  });
}

/** The fixed local case studies; null when they cannot be read (the page then says so). */
function loadCaseStudies(): CaseStudyWithSlug[] | null {
  try {
    const list = caseStudiesWithSlugs(CASE_STUDIES);
    return list.length > 0 ? list : null;
  } catch {
    return null;
  }
}

export default function Work() {
  const [studies] = useState(loadCaseStudies);
  return (
    <main id="main">
      <section className="relative overflow-hidden border-b border-border">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,var(--primary),transparent_60%)] opacity-15"
        />
        <div className="relative mx-auto max-w-7xl px-4 py-20 sm:py-24">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">{WORK_HERO.eyebrow}</p>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">{WORK_HERO.title}</h1>
            <p className="mt-6 text-lg text-muted-fg">{WORK_HERO.lead}</p>
          </div>
          <ul className="mt-12 grid gap-4 md:grid-cols-3">
            {WORK_HIGHLIGHTS.map((h) => {
              const Icon = HIGHLIGHT_ICONS[h.icon];
              return (
                <li key={h.title} className="rounded-2xl border border-border bg-card p-6">
                  <Icon aria-hidden="true" className="h-8 w-8 text-primary" />
                  <h2 className="mt-4 text-lg font-semibold">{h.title}</h2>
                  <p className="mt-2 text-sm leading-relaxed text-muted-fg">{h.text}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <section aria-labelledby="studies-heading" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="studies-heading" className="sr-only">
          All case studies
        </h2>
        {studies ? <CaseStudyGallery studies={studies} /> : <LoadError />}
      </section>
    </main>
  );
}

function CaseStudyGallery({ studies }: { studies: CaseStudyWithSlug[] }) {
  const [filters, setFilters] = useState<CaseStudyFilters>(NO_FILTERS);
  const [open, setOpen] = useState(false);
  const shown = filterCaseStudies(studies, filters);
  return (
    <>
      <CaseStudyFilterPanel
        filters={filters}
        onChange={setFilters}
        technologies={technologyTags(studies)}
        open={open}
        onToggleOpen={() => setOpen((o) => !o)}
        shown={shown.length}
        total={studies.length}
      />
      {shown.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-border p-10 text-center">
          <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-muted-fg" />
          <p className="mt-4 text-lg font-semibold">{CASE_STUDY_MESSAGES.noMatch}</p>
          <Button className="mt-6" onClick={() => setFilters(NO_FILTERS)}>
            {CASE_STUDY_MESSAGES.reset}
          </Button>
        </div>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((s) => (
            <li key={s.slug}>
              <CaseStudyCard study={s} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function LoadError() {
  return (
    <div role="alert" className="rounded-2xl border border-border bg-card p-10 text-center">
      <AlertTriangle aria-hidden="true" className="mx-auto h-10 w-10 text-danger" />
      <p className="mt-4 text-lg font-semibold">{CASE_STUDY_MESSAGES.loadError}</p>
      <p className="mt-2 text-muted-fg">{CASE_STUDY_MESSAGES.loadErrorHint}</p>
    </div>
  );
}

/** A render failure inside the page keeps the site shell and says "Unable to load case studies". */
export function ErrorBoundary() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-24">
      <LoadError />
    </main>
  );
}
