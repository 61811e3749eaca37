import { ArrowRight } from "lucide-react";
import { pageMeta } from "#src/lib/page-meta.ts";
import { ButtonLink } from "#src/ui/button.tsx";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { PageHero, SectionTitle } from "../components/page-hero.tsx";
import { ANYWHERE_PAGE } from "../content/anywhere.ts";
import type { Route } from "./+types/anywhere";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Unstuck Anywhere",
    description:
      "Unstuck Anywhere is a twelve-week remote program for founders outside the big startup hubs: build with our engineers and meet investors online.",
    path: "/anywhere",
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

export default function AnywherePage() {
  const a = ANYWHERE_PAGE;
  return (
    <main id="main">
      <PageHero eyebrow={a.eyebrow} title={a.title} lead={a.lead}>
        <ButtonLink to={a.applyHref} size="lg" className="w-full sm:w-auto">
          {a.applyLabel}
          <ArrowRight aria-hidden="true" className="h-5 w-5" />
        </ButtonLink>
        <ButtonLink to={a.labHref} variant="outline" size="lg" className="w-full sm:w-auto">
          {a.labLabel}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto grid max-w-6xl gap-16 px-4 py-16">
        <section aria-labelledby="anywhere-highlights">
          <SectionTitle id="anywhere-highlights" title={a.highlightsTitle} />
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {a.highlights.map((h) => (
              <li key={h.title} className="rounded-2xl border border-border bg-card p-6">
                <h3 className="font-semibold">{h.title}</h3>
                <p className="mt-2 text-sm text-muted-fg">{h.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="anywhere-schedule">
          <SectionTitle id="anywhere-schedule" title={a.scheduleTitle} />
          <ol className="mt-6 grid gap-6 md:grid-cols-3">
            {a.schedule.map((s) => (
              <li key={s.title} className="rounded-2xl border border-border bg-card p-6">
                <p className="font-mono text-sm font-semibold text-primary">{s.weeks}</p>
                <h3 className="mt-2 text-lg font-semibold">{s.title}</h3>
                <p className="mt-2 text-sm text-muted-fg">{s.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="anywhere-facts">
          <SectionTitle id="anywhere-facts" title={a.factsTitle} />
          <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {a.facts.map((f) => (
              <div key={f.label} className="rounded-xl border border-border bg-card p-5">
                <dt className="text-sm text-muted-fg">{f.label}</dt>
                <dd className="mt-1 text-lg font-semibold">{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          aria-labelledby="anywhere-cta"
          className="rounded-2xl border border-border bg-muted p-8 text-center"
        >
          <h2 id="anywhere-cta" className="text-2xl font-bold">
            {a.ctaTitle}
          </h2>
          <p className="mt-3 text-muted-fg">{a.ctaText}</p>
          <ButtonLink to={a.applyHref} size="lg" className="mt-6">
            {a.applyLabel}
          </ButtonLink>
        </section>
      </div>
    </main>
  );
}
