import { ArrowLeft, ArrowRight, Award, Check, Landmark, Target } from "lucide-react";
import { data, Link } from "react-router";
import { companyNameFrom, pageMeta, socialImageFor } from "#src/lib/page-meta.ts";
import { publicUrlFrom } from "#src/lib/seo.ts";
import { buttonClass } from "#src/ui/button.tsx";
import { STATIC_PAGE } from "#src/ui/static-page-handle.ts";
import { ConsultationLink } from "../components/services/consultation-link.tsx";
import { caseStudiesWithSlugs } from "../components/work/case-study-filter.ts";
import { CASE_STUDY_INDUSTRIES } from "../content/case-studies.ts";
import type { Route } from "./+types/case-study";

const INDUSTRIES = new Set<string>(CASE_STUDY_INDUSTRIES);

export function loader({ params }: Route.LoaderArgs) {
  const all = caseStudiesWithSlugs();
  const index = all.findIndex((cs) => cs.slug === params.slug);
  // Unknown slugs are real 404s: the root error boundary renders the site's not-found page.
  if (index < 0) throw data(null, { status: 404 });
  const more = [1, 2].map((step) => all[(index + step) % all.length]!);
  return {
    study: all[index]!,
    more: more.map((m) => ({ slug: m.slug, title: m.title, description: m.description })),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
  const { study } = loaderData;
  const publicUrl = publicUrlFrom(matches);
  const path = `/case-study/${study.slug}`;
  return pageMeta(matches, {
    title: `${study.title}: Case Study`,
    description: study.description,
    path,
    image: socialImageFor(study.image),
    type: "article",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "CreativeWork",
      name: study.title,
      headline: study.title,
      description: study.description,
      abstract: study.impact,
      url: `${publicUrl}${path}`,
      image: `${publicUrl}${socialImageFor(study.image)}`,
      dateCreated: study.year,
      keywords: study.tags.join(", "),
      award: study.awards,
      sourceOrganization: { "@type": "Organization", name: study.client },
      creator: { "@type": "Organization", name: companyNameFrom(matches), url: publicUrl || undefined },
    },
  });
}

/** No React in the browser: nothing here changes after the server renders it (decision 051). */
export const handle = STATIC_PAGE;

export default function CaseStudyPage({ loaderData }: Route.ComponentProps) {
  const { study, more } = loaderData;
  const industries = study.tags.filter((t) => INDUSTRIES.has(t));
  const technologies = study.tags.filter((t) => !INDUSTRIES.has(t));
  return (
    <main id="main">
      <article>
        <header className="border-b border-border">
          <div className="mx-auto max-w-7xl px-4 pt-10 pb-14">
            <Link to="/work" className={buttonClass({ variant: "ghost", size: "sm" }, "-ml-3")}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to Case Studies
            </Link>
            <div className="mt-8 grid items-center gap-10 lg:grid-cols-2">
              <div>
                <ul aria-label="Industries" className="flex flex-wrap gap-2">
                  {industries.map((t) => (
                    <li
                      key={t}
                      className="rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold"
                    >
                      {t}
                    </li>
                  ))}
                </ul>
                <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
                  {study.title}
                </h1>
                <p className="mt-3 text-sm font-medium text-muted-fg">
                  {study.client} · {study.year}
                </p>
                <p className="mt-5 text-lg leading-relaxed text-muted-fg">{study.description}</p>
              </div>
              <img
                src={study.image}
                alt={study.imageAlt}
                width={1200}
                height={630}
                className="aspect-[1200/630] w-full rounded-2xl border border-border object-cover"
              />
            </div>
            <dl className="mt-12 grid grid-cols-3 gap-2 sm:gap-4">
              {study.metrics.map((m) => (
                <div
                  key={m.label}
                  className="flex flex-col-reverse justify-end gap-1 rounded-2xl border border-border bg-card p-3 sm:p-6"
                >
                  <dt className="text-xs text-muted-fg sm:text-sm">{m.label}</dt>
                  <dd className="whitespace-nowrap text-xl font-extrabold tracking-tight text-primary sm:text-4xl">
                    {m.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </header>

        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 lg:grid-cols-[2fr_1fr]">
          <div className="grid gap-12">
            <section aria-labelledby="challenge-heading">
              <h2 id="challenge-heading" className="text-2xl font-bold">
                The challenge
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-muted-fg">{study.challenge}</p>
            </section>
            <section aria-labelledby="approach-heading">
              <h2 id="approach-heading" className="text-2xl font-bold">
                Our approach
              </h2>
              <ol className="mt-5 grid gap-4">
                {study.approach.map((step, i) => (
                  <li key={step} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                    >
                      {i + 1}
                    </span>
                    <span className="pt-1 leading-relaxed">{step}</span>
                  </li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="results-heading">
              <h2 id="results-heading" className="text-2xl font-bold">
                Results
              </h2>
              <ul className="mt-5 grid gap-3">
                {study.results.map((r) => (
                  <li key={r} className="flex gap-3 leading-relaxed">
                    <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-primary" />
                    <span>{r}</span>
                  </li>
                ))}
              </ul>
            </section>
          </div>

          <aside aria-label="At a glance" className="grid content-start gap-6">
            <div className="rounded-2xl border border-border bg-card p-6">
              <h2 className="flex items-center gap-2 font-semibold">
                <Target aria-hidden="true" className="h-5 w-5 text-primary" />
                Impact
              </h2>
              <p className="mt-3 leading-relaxed">{study.impact}</p>
            </div>
            <div className="rounded-2xl border border-border bg-card p-6">
              <h2 className="flex items-center gap-2 font-semibold">
                <Award aria-hidden="true" className="h-5 w-5 text-primary" />
                Awards
              </h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {study.awards.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-border bg-card p-6">
              <h2 className="flex items-center gap-2 font-semibold">
                <Landmark aria-hidden="true" className="h-5 w-5 text-primary" />
                Backing
              </h2>
              <p className="mt-3 text-sm">{study.backing}</p>
            </div>
            <div className="rounded-2xl border border-border bg-card p-6">
              <h2 className="font-semibold">Technologies</h2>
              <ul aria-label="Technologies" className="mt-3 flex flex-wrap gap-2">
                {technologies.map((t) => (
                  <li key={t} className="rounded-full border border-border px-3 py-1 text-xs text-muted-fg">
                    {t}
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </article>

      <section aria-labelledby="more-heading" className="border-t border-border bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="more-heading" className="text-2xl font-bold">
            More case studies
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {more.map((m) => (
              <li key={m.slug}>
                <Link
                  to={`/case-study/${m.slug}`}
                  className="block h-full rounded-2xl border border-border bg-card p-6 transition-colors hover:border-primary"
                >
                  <span className="text-lg font-semibold">{m.title}</span>
                  <span className="mt-2 block text-sm text-muted-fg">{m.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <ConsultationLink className={buttonClass({ size: "lg" })}>
              Start a project like this
              <ArrowRight aria-hidden="true" className="h-5 w-5" />
            </ConsultationLink>
            <Link to="/work" className={buttonClass({ variant: "outline", size: "lg" })}>
              All case studies
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
