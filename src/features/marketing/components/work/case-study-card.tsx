import { ArrowRight, Award, Landmark } from "lucide-react";
import { buttonClass } from "#src/ui/button-base.tsx";
import type { CaseStudyWithSlug } from "./case-study-filter.ts";

export function CaseStudyCard({ study }: { study: CaseStudyWithSlug }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <img
        src={study.image}
        alt={study.imageAlt}
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        className="aspect-[1200/630] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold leading-snug">{study.title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-muted-fg">{study.description}</p>
        <p className="mt-4 rounded-lg border-l-4 border-primary bg-muted px-3 py-2 text-sm font-medium">
          {study.impact}
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {study.metrics.map((m) => (
            <div key={m.label} className="flex flex-col-reverse justify-end rounded-lg bg-muted px-2 py-3">
              <dt className="mt-1 text-xs leading-tight text-muted-fg">{m.label}</dt>
              <dd className="whitespace-nowrap text-base font-bold text-primary sm:text-lg">{m.value}</dd>
            </div>
          ))}
        </dl>
        <ul aria-label="Awards" className="mt-4 grid gap-1 text-sm">
          {study.awards.map((a) => (
            <li key={a} className="flex gap-2">
              <Award aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary" />
              <span>{a}</span>
            </li>
          ))}
        </ul>
        <p className="mt-2 flex gap-2 text-sm text-muted-fg">
          <Landmark aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{study.backing}</span>
        </p>
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
          {study.tags.map((t) => (
            <li key={t} className="rounded-full border border-border px-2.5 py-0.5 text-xs text-muted-fg">
              {t}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          {/* A plain link: case studies are static pages (decision 051), loaded in full. */}
          <a
            href={`/case-study/${study.slug}`}
            aria-label={`View Case Study: ${study.title}`}
            className={buttonClass({}, "w-full")}
          >
            View Case Study
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
        </div>
      </div>
    </article>
  );
}
