import { AlertTriangle, Award, type LucideIcon, Rocket, TrendingUp } from "lucide-react";
import { pageMeta } from "#src/lib/page-meta.ts";
import { Island } from "#src/ui/island.tsx";
import { withIslands } from "#src/ui/static-page-handle.ts";
import { type CaseStudyWithSlug, caseStudiesWithSlugs } from "../components/work/case-study-filter.ts";
import { CaseStudyGallery } from "../components/work/case-study-gallery.tsx";
import { CASE_STUDIES, CASE_STUDY_MESSAGES, WORK_HERO, WORK_HIGHLIGHTS } from "../content/case-studies.ts";
import type { Route } from "./+types/work";

// No router in the browser (decision 051): the filters and the grid are one island.
export const handle = withIslands("case-study-gallery");

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
  const studies = loadCaseStudies();
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
        {studies ? (
          <Island name="case-study-gallery" component={CaseStudyGallery} props={{ studies }} />
        ) : (
          <LoadError />
        )}
      </section>
    </main>
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
